import type { SimulatedCallObject } from './simulated-call-object';

/** One turn of a scripted conversation. */
export interface SimulatedTurn {
  role: 'assistant' | 'user';
  text: string;
}

/**
 * What the simulated room plays: the platform simulator serves it at `GET /simulator/rooms/:id`,
 * the URL the web call's `webCallUrl` points to.
 */
export interface SimulatedRoom {
  /** The assistant's display name (for logs and transcripts); the participant is "Vapi Speaker". */
  assistantName?: string;
  /** The conversation, played after the client says `playable`. */
  turns: Array<{ role: 'assistant' | 'user'; text: string }>;
  /** End the call from the remote side after the last turn. */
  endCall?: boolean;
}

/** Timings of the simulation, in ms. */
export interface SimulatedPacing {
  /** Speaking time per word. */
  msPerWord: number;
  /** Silence between turns. */
  turnGapMs: number;
  /** Daily's call bundle download, paid once per factory by the first `load`, `startCamera` or `join`. */
  loadMs: number;
  /** The join itself, after the bundle is loaded. */
  joinMs: number;
  /** Microphone acquisition (`startCamera`). */
  cameraMs: number;
  /** Delay between our join and the assistant joining. */
  remoteJoinMs: number;
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

/** The start stages (and runtime) where a fault can be injected. */
export interface SimulatedFaults {
  /** The factory itself. */
  'daily-call-object-creation'?: SimulatedFault;
  /** `startCamera()`: the microphone permission. */
  'mobile-permissions'?: SimulatedFault;
  /** `join()`. */
  'daily-call-join'?: SimulatedFault;
  /** `startRecording()` (a throw, as Daily's is synchronous). */
  'video-recording-setup'?: 'throw';
  /** `startRemoteParticipantsAudioLevelObserver()`. */
  'audio-observer-setup'?: SimulatedFault;
  /** `updateInputSettings()` (noise cancellation). */
  'audio-processing-setup'?: SimulatedFault;
  /** A fatal Daily error this many ms after joining. */
  runtime?: { afterMs: number; message?: string };
  /**
   * Daily's CDN cannot be reached (offline, or its hosts blocked): every bundle load fails as
   * daily-js's does, three rounds over three hosts, 3 s apart, then a fatal `connection-error`.
   */
  bundle?: 'unreachable';
}

/** Options of {@link createSimulatedCallObjectFactory}. */
export interface SimulatedCallOptions {
  /** The room to play. Without it, `join({ url })` GETs the URL and plays the `SimulatedRoom` it answers. */
  script?: SimulatedRoom;
  /** The `fetch` used to GET the room; defaults to the global one. */
  fetch?: typeof fetch;
  /** Timings: `'fast'` (default), `'natural'`, or your own. */
  pacing?: 'fast' | 'natural' | Partial<SimulatedPacing>;
  /** Failures to inject. */
  faults?: SimulatedFaults;
  /** Called with each new call object (e.g. to inject a runtime error from a browser test). */
  onCreate?: (call: SimulatedCallObject) => void;
}

/** Resolves the pacing option. */
export function resolvePacing(pacing: SimulatedCallOptions['pacing']): SimulatedPacing {
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
