/**
 * Loads `@org/web-call` only when the demo needs it (DESIGN "The site": the voice client and
 * daily-js stay out of the first page load). In local simulation mode it also loads the simulated
 * call object from `@org/web-call/testing`, so calls run against the local platform simulator.
 */
import type { VoiceClient, VoiceClientFactory } from './voice-client';
import type { VoiceConfig } from './voice-config';

/** Whether calls run against the local platform simulator (set in apps/site/.env for dev and tests). */
export function isSimulatedVoice(env: Pick<ImportMetaEnv, 'VITE_VOICE_MODE'> = import.meta.env) {
  return env.VITE_VOICE_MODE === 'simulated';
}

type WebCallInstance = VoiceClient & { preload?: () => unknown };
type WebCallCtor = new (
  publicKey: string,
  apiBaseUrl?: string,
  dailyCallConfig?: undefined,
  dailyCallObject?: undefined,
  options?: { createCallObject?: unknown },
) => WebCallInstance;

async function webCallConstructor(): Promise<WebCallCtor> {
  const mod = (await import('@org/web-call')) as unknown as { WebCall: WebCallCtor };
  return mod.WebCall;
}

/** Creates a real voice client for the configuration, loading its code on first use. */
export const createWebCallClient: VoiceClientFactory = async (config: VoiceConfig) => {
  const [WebCall, options] = await Promise.all([
    webCallConstructor(),
    isSimulatedVoice() ? simulatedCallOptions() : Promise.resolve(undefined),
  ]);
  const client = new WebCall(config.publicKey, config.apiBaseUrl, undefined, undefined, options);
  return client;
};

/** Warms a client's call bundle (Daily's call machine) before the visitor clicks. */
export function preloadClient(client: VoiceClient): void {
  const preload = (client as WebCallInstance).preload;
  if (typeof preload !== 'function') return;
  Promise.resolve()
    .then(() => preload.call(client))
    .catch((error: unknown) => console.warn('Voice client preload failed', error));
}

async function simulatedCallOptions() {
  const { installSimulationHook } = await import('./simulation-hook');
  return installSimulationHook();
}
