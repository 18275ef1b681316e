/**
 * Local simulation mode only: builds the simulated transport of `@org/web-call/testing` (it joins
 * the room the local platform simulator returns and plays its script) and exposes
 * `window.__voiceSimulation`, the hook browser tests use to inject faults into the call in
 * progress. Never loaded by a production (`daily`) build.
 */

import type { SimulatedPacing, SimulatedTransportFactory } from '@org/web-call/testing';

/** What browser tests can do to the most recent simulated call. */
export interface VoiceSimulationHook {
  /** How many simulated calls (transports) have been made. */
  readonly created: number;
  /** Raises a fatal runtime error in the call, as Daily would on a lost connection. */
  raiseFatalError(message?: string): void;
  /** Ends the call from the remote side, as the assistant hanging up. */
  endFromRemote(): void;
  /** Delivers a message from the remote side (e.g. a transcript). */
  sendRemoteMessage(message: unknown): void;
  /** Interrupts the call's connection, as a network blip (Daily's `network-connection`). */
  interruptNetwork(): void;
  /** Brings the interrupted connection back. */
  restoreNetwork(): void;
}

declare global {
  interface Window {
    /** Present only in local simulation mode. */
    __voiceSimulation?: VoiceSimulationHook;
    /** Set before the page loads (tests) to replace the natural pacing of the simulation. */
    __voiceSimulationPacing?: Partial<SimulatedPacing>;
  }
}

let installed: Promise<{ transport: SimulatedTransportFactory }> | undefined;

/**
 * Loads the simulated transport, installs the test hook and returns the client's options. One
 * factory serves every client on the page (orb and demo), so the hook always reaches the most
 * recent call.
 */
export function installSimulationHook(): Promise<{ transport: SimulatedTransportFactory }> {
  installed ??= createHook().catch((error: unknown) => {
    installed = undefined;
    throw error;
  });
  return installed;
}

async function createHook(): Promise<{ transport: SimulatedTransportFactory }> {
  const { createSimulatedTransport } = await import('@org/web-call/testing');
  const factory = createSimulatedTransport({
    pacing: window.__voiceSimulationPacing ?? 'natural',
  });
  window.__voiceSimulation = {
    get created() {
      return factory.created;
    },
    raiseFatalError: (message) => factory.last?.raiseFatalError(message),
    endFromRemote: () => factory.last?.endFromRemote(),
    sendRemoteMessage: (message) => factory.last?.sendRemoteMessage(message),
    interruptNetwork: () => factory.last?.interruptNetwork(),
    restoreNetwork: () => factory.last?.restoreNetwork(),
  };
  return { transport: factory };
}
