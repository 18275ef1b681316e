import type { NetworkConnectionType } from '@daily-co/daily-js';
import type { SimulatedRoom, SimulatedTurn } from '@org/api-client/simulator';
import type { CallFixture } from './call-fixture';

// The room and its script belong to the platform simulator; the simulated transport plays them.
export type { SimulatedRoom, SimulatedTurn };

/** Timings of the simulation, in ms. */
export interface SimulatedPacing {
  /** Speaking time per word. */
  msPerWord: number;
  /** Silence between turns. */
  turnGapMs: number;
  /** The call bundle's download, paid once per factory by the first `load`, `startCamera` or `join`. */
  loadMs: number;
  /** The join itself, after the bundle is loaded. */
  joinMs: number;
  /** Microphone acquisition (`startCamera`). */
  cameraMs: number;
  /** Delay between our join and the assistant joining. */
  remoteJoinMs: number;
  /** The network's round trip that `getNetworkStats()` reports (20 ms without it). */
  roundTripMs?: number;
}

/** Quick timings for tests (a turn of five words takes 200 ms: two audio-level reports). */
export const FAST_PACING: SimulatedPacing = {
  msPerWord: 40,
  turnGapMs: 20,
  loadMs: 0,
  joinMs: 0,
  cameraMs: 0,
  remoteJoinMs: 0,
};

/** Timings that feel like a real call, for demos and local mode. */
export const NATURAL_PACING: SimulatedPacing = {
  msPerWord: 280,
  turnGapMs: 700,
  loadMs: 400,
  joinMs: 500,
  cameraMs: 50,
  remoteJoinMs: 300,
};

/** How a step fails: throw synchronously, return a rejected promise, or never settle. */
export type SimulatedFault = 'throw' | 'reject' | 'hang';

/** The start stages (and the call's runtime) where a fault can be injected. */
export interface SimulatedFaults {
  /** The factory itself (the transport cannot be made). */
  'daily-call-object-creation'?: SimulatedFault;
  /**
   * `startCamera()`: the microphone permission. Only a start on a phone (by user agent) waits for
   * it, in the `mobile-permissions` stage; elsewhere the start skips that stage and goes on, and
   * this fault changes nothing. Give the page a phone's user agent to test a refusal.
   */
  'mobile-permissions'?: SimulatedFault;
  /** `join()`. */
  'daily-call-join'?: SimulatedFault;
  /** `startRecording()`: `throw` at once, or `error`: a `recording-error` event a moment later. */
  'video-recording-setup'?: 'throw' | 'error';
  /** `startRemoteParticipantsAudioLevelObserver()`. */
  'audio-observer-setup'?: SimulatedFault;
  /** `startLocalAudioLevelObserver()`: the microphone's level. */
  'local-audio-level-observer'?: SimulatedFault;
  /** `updateInputSettings()` (noise cancellation). */
  'audio-processing-setup'?: SimulatedFault;
  /** A fatal error (a lost connection) this many ms after joining. */
  runtime?: { afterMs: number; message?: string };
  /** The bundle cannot be downloaded: `load()` fails after {@link BUNDLE_RETRY_MS}, as daily-js's. */
  bundle?: 'unreachable';
  /** A network blip `afterMs` after joining: `interrupted` (`type`: `sfu`), `connected` after `forMs`. */
  blip?: { afterMs: number; forMs?: number; type?: NetworkConnectionType };
}

/** The stages whose fault makes a step throw, reject or hang. */
export type StageFault = Exclude<
  keyof SimulatedFaults,
  'video-recording-setup' | 'runtime' | 'bundle' | 'blip'
>;

/** How long a load retries an unreachable bundle before it fails (daily-js's is about 6 s). */
export const BUNDLE_RETRY_MS = 6000;

/** What the simulated transports of a factory play, how fast, and how they fail. */
export interface SimulatedRoomOptions {
  /** The room to play. Without it, `join({ url })` GETs the URL and plays the `SimulatedRoom` it answers. */
  script?: SimulatedRoom;
  /** The `fetch` used to GET the room; defaults to the global one. */
  fetch?: typeof fetch;
  /** Timings: `'fast'` (default), `'natural'`, or your own. */
  pacing?: 'fast' | 'natural' | Partial<SimulatedPacing>;
  /** Failures to inject. */
  faults?: SimulatedFaults;
  /**
   * A recorded call to play instead of a room (`recordCall()`; docs/requirements.md#call-fixtures):
   * each call the factory makes plays the fixture's next call, with its messages, levels and end at
   * their recorded times from the assistant's `listening`. Checked when the factory is made.
   */
  replay?: CallFixture;
}

/** Resolves the pacing option. */
export function resolvePacing(pacing: SimulatedRoomOptions['pacing']): SimulatedPacing {
  if (pacing === 'natural') return NATURAL_PACING;
  if (pacing === undefined || pacing === 'fast') return FAST_PACING;
  return { ...FAST_PACING, ...pacing };
}

/** Runs `step` as the fault says: normally, throwing, rejecting or never settling. */
export function withFault<T>(
  fault: SimulatedFault | undefined,
  name: string,
  step: () => Promise<T>,
): Promise<T> {
  if (fault === 'throw') throw new Error(`Simulated failure: ${name} threw`);
  if (fault === 'reject') return Promise.reject(new Error(`Simulated failure: ${name} rejected`));
  if (fault === 'hang') return new Promise<T>(() => {});
  return step();
}

/** What a joined transport offers the faults of the call's runtime. */
export interface RuntimeStage {
  schedule(ms: number, task: () => void): void;
  raiseFatalError(message?: string): void;
  interruptNetwork(type?: NetworkConnectionType): void;
  restoreNetwork(type?: NetworkConnectionType): void;
}

/** Schedules the faults of a joined call: the fatal error of `runtime` and the network `blip`. */
export function scheduleRuntimeFaults(
  { runtime, blip }: SimulatedFaults,
  stage: RuntimeStage,
): void {
  if (runtime) stage.schedule(runtime.afterMs, () => stage.raiseFatalError(runtime.message));
  if (!blip) return;
  stage.schedule(blip.afterMs, () => stage.interruptNetwork(blip.type));
  const { forMs } = blip;
  if (forMs !== undefined) {
    stage.schedule(blip.afterMs + forMs, () => stage.restoreNetwork(blip.type));
  }
}
