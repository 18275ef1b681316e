import type { DailyFactoryOptions } from '@daily-co/daily-js';
import type { CallObjectFactory } from './call-object';

// What the client takes from Daily before a call: the factory that loads daily-js (the one module
// that imports it) and the platform's conventions in its rooms. The session that drives a call
// object (`daily-session.ts`) is loaded with daily-js, when a call object is made.

/** The participant name the platform gives the assistant; only it is played (SPEC §9). */
export const ASSISTANT_SPEAKER = 'Vapi Speaker';

/** Video recording settings (SPEC §9: 1280x720, dark background, default layout). */
export const RECORDING_OPTIONS = {
  width: 1280,
  height: 720,
  backgroundColor: '#FF1F2D3D',
  layout: { preset: 'default' as const },
};

let dailyModule: Promise<typeof import('@daily-co/daily-js')> | undefined;

/**
 * The default call-object factory: loads `@daily-co/daily-js` on first use (never at import time,
 * so importing this package is safe during server-side rendering) and calls its factory.
 */
export const createDailyCallObject: CallObjectFactory = async (properties) => {
  dailyModule ??= import('@daily-co/daily-js');
  try {
    return (await dailyModule).default.createCallObject(properties as DailyFactoryOptions);
  } catch (error) {
    dailyModule = undefined;
    throw error;
  }
};
