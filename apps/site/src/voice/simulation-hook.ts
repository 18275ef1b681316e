/**
 * Local simulation mode only: builds the simulated call-object factory from
 * `@org/web-call/testing` and exposes `window.__voiceSimulation`, the hook browser tests use to
 * inject faults into the call in progress. Never loaded in a production (`daily`) build.
 */

/** The natural pace of the simulated conversation (multiplier of the script's timings). */
export const SIMULATION_PACING = 1;

/** What browser tests can do to the most recent simulated call. */
export interface VoiceSimulationHook {
  /** Whether a simulated call object exists yet. */
  hasCall(): boolean;
  /** Raises a fatal runtime error in the call, as the call library would. */
  raiseError(message?: string): void;
  /** Ends the call from the remote side. */
  endFromRemote(): void;
}

declare global {
  interface Window {
    /** Present only in local simulation mode. */
    __voiceSimulation?: VoiceSimulationHook;
  }
}

type SimulatedCallObject = {
  raiseFatalError?: (message?: string) => void;
  endFromRemote?: () => void;
};
type Factory = (...args: unknown[]) => SimulatedCallObject;

/** Loads the simulated call object, installs the test hook and returns the client's options. */
export async function installSimulationHook(): Promise<{ createCallObject: Factory }> {
  const testing = (await import('@org/web-call/testing')) as unknown as {
    createSimulatedCallObjectFactory: (options: { pacing: number }) => Factory;
  };
  const inner = testing.createSimulatedCallObjectFactory({ pacing: SIMULATION_PACING });
  let latest: SimulatedCallObject | undefined;
  const createCallObject: Factory = (...args) => {
    latest = inner(...args);
    return latest;
  };
  window.__voiceSimulation = {
    hasCall: () => latest !== undefined,
    raiseError: (message = 'Simulated runtime error') => latest?.raiseFatalError?.(message),
    endFromRemote: () => latest?.endFromRemote?.(),
  };
  return { createCallObject };
}
