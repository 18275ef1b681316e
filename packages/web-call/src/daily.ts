import type { DailyCall } from '@daily-co/daily-js';
import type { Transport, TransportFactory } from './transport';

// What the client takes from Daily before a call: the default transport, loaded with daily-js on
// first use, and the platform's conventions in its rooms. The session that drives a transport
// (`call-session.ts`) is loaded when a call is made.

/**
 * The participant name the platform gives the assistant; only it is played
 * (docs/requirements.md#starting-a-call).
 */
export const ASSISTANT_SPEAKER = 'Vapi Speaker';

/** Video recording settings (docs/requirements.md#web-call-constants). */
export const RECORDING_OPTIONS = {
  width: 1280,
  height: 720,
  backgroundColor: '#FF1F2D3D',
  layout: { preset: 'default' as const },
};

/** daily-js's call object of each transport made over daily-js (`getDailyCallObject()`). */
export const dailyCalls = new WeakMap<Transport, DailyCall>();

let dailyModule: Promise<typeof import('@daily-co/daily-js')> | undefined;

/**
 * The default transport: loads `@daily-co/daily-js` on first use (never at import time, so
 * importing this package is safe during server-side rendering; a dynamic import of the package
 * itself, so no chunk of this package's own wraps it) and makes its call object, which is a
 * transport as it is: the compiler checks here that `DailyCall` fits `Transport`.
 */
export const createDailyTransport: TransportFactory = async (properties) => {
  dailyModule ??= import('@daily-co/daily-js');
  try {
    const call = (await dailyModule).default.createCallObject(properties);
    dailyCalls.set(call, call);
    return call;
  } catch (error) {
    dailyModule = undefined;
    throw error;
  }
};
