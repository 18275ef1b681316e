/**
 * Loads `@org/web-call` only when the page needs a call (docs/architecture.md#loading-on-demand:
 * the voice client and daily-js stay out of the first page load). In local simulation mode it also
 * loads the simulated call object from `@org/web-call/testing`, so calls run against the local
 * platform simulator.
 */
import type { WebCallOptions } from '@org/web-call';
import type { VoiceClientFactory } from './voice-client';
import type { VoiceConfig } from './voice-config';

/**
 * This build runs calls against the local platform simulator (`apps/site/.env.development` sets it
 * for the dev server; the test builds pass it explicitly). Read as `import.meta.env.VITE_VOICE_MODE`
 * so the bundler replaces it with a constant and a production build drops the simulator code
 * entirely.
 */
export const SIMULATED_VOICE: boolean = import.meta.env.VITE_VOICE_MODE === 'simulated';

/** Daily's advanced configuration for every call of the site. */
export const DAILY_CALL_CONFIG = { avoidEval: true } as const;

/** Creates the page's voice client for the configuration, loading its code on first use. */
export const createWebCallClient: VoiceClientFactory = async (config: VoiceConfig) => {
  const [{ WebCall }, options] = await Promise.all([
    import('@org/web-call'),
    SIMULATED_VOICE ? simulatedCallOptions() : Promise.resolve(undefined),
  ]);
  return new WebCall(
    config.publicKey,
    config.apiBaseUrl,
    // daily-js loads its call bundle with a <script> element instead of running it through
    // Function(), so the site's Content-Security-Policy needs no 'unsafe-eval'.
    DAILY_CALL_CONFIG,
    undefined,
    options,
  );
};

/**
 * Starts downloading the voice client's code when a visitor shows intent (pointer over or focus on
 * the orb), so a click does not wait for it. Loads code only: no request to the backend.
 */
export function warmVoiceCode(): void {
  import('@org/web-call').catch(() => {
    // Only a head start is lost: the click loads it again.
  });
}

async function simulatedCallOptions(): Promise<WebCallOptions> {
  const { installSimulationHook } = await import('./testing/simulation-hook');
  return installSimulationHook();
}
