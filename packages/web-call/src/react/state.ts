/**
 * The shapes the React bindings share (the call's state, the client they drive) and the few values
 * every part needs. Only types come from the core entry, so loading the bindings never loads the
 * client; the values about states come from `@org/web-call/constants`.
 */
import type {
  AudioDeviceChoice,
  AudioDevices,
  AudioHealthCondition,
  CallState,
  ReconnectCall,
  WebCall,
  WebCallErrorEvent,
  WebCallEvents,
  WebCallResponse,
} from '@org/web-call';
import type { FailurePhase } from '@org/web-call/constants';
import type { ReactNode } from 'react';
import type { Transcript, TranscriptLine } from './transcript';

/** What the bindings use of a client: a `WebCall`, or anything shaped like one (a test double). */
export interface WebCallClient {
  /** Where its call is (`WebCall.state`); each change is a `state-change` event. */
  readonly state: CallState;
  on<K extends keyof WebCallEvents>(event: K, listener: WebCallEvents[K]): unknown;
  off<K extends keyof WebCallEvents>(event: K, listener: WebCallEvents[K]): unknown;
  start: WebCall['start'];
  stop(): Promise<void>;
  end(): Promise<void>;
  say: WebCall['say'];
  setMuted(muted: boolean): void;
  preload(): Promise<void>;
  resumeAudio(): Promise<void>;
  /** Rejoins a call whose room was kept (`WebCall.reconnect`); needed for `resume`. */
  reconnect?(webCall: ReconnectCall): Promise<void>;
  /** Starts the microphone level observer (`local-volume-level`) for a listener added mid-call. */
  startLocalAudioLevelObserver?(interval?: number): Promise<void>;
  /** The microphones and speakers (`WebCall.getDevices`); needed for `useDevices()`. */
  getDevices?(): Promise<AudioDevices>;
  /** Switches the microphone or speaker (`WebCall.selectDevice`); needed for `useDevices()`. */
  selectDevice?(device: AudioDeviceChoice): Promise<void>;
}

/** Makes the one client of a provider, on first use. */
export type WebCallClientFactory = () => WebCallClient | Promise<WebCallClient>;

/** Why the state is `failed`. */
export interface WebCallFailure {
  /** `client`: the client could not be made; `start`: the call did not start; `call`: it failed while live. */
  phase: FailurePhase;
  /** The error: the client's `WebCallError`, or what the client factory threw. */
  error: Error;
  /** The client's `error` event, when the client reported the failure. */
  event?: WebCallErrorEvent;
}

/** The call as `useWebCall()` returns it. */
export interface WebCallState {
  /**
   * The client's `state` (`idle`, `starting`, `connected`, `reconnecting`, `ending`, `ended`,
   * `failed`; see `CallState`). Before the client is made: `idle`, or `starting` while it is being
   * made for a start; `failed` (phase `client`) when it could not be made.
   */
  state: CallState;
  /** Set while the state is `failed`. */
  error: WebCallFailure | null;
  /** The platform's id of the current (or last) call, once known. */
  callId: string | null;
  /**
   * The browser's autoplay policy holds the assistant's audio back (an `error` of type
   * `audio-start-failed`, reason `autoplay-blocked`), as after a reload: the call waits for a user
   * gesture. Offer "Tap to resume" and call `resumeAudio()` from it; false again once the audio
   * plays or the call is over.
   */
  needsGesture: boolean;
  /**
   * The conditions of the call's audio under way (`silent-microphone`, `microphone-muted`,
   * `device-lost`, `echo-suspected`; the client's `audio-health` event), in the order they began;
   * empty outside a call. The provider listens to `audio-health`, so every call it starts watches.
   */
  audioHealth: AudioHealthCondition[];
  /**
   * With `resume="session"`: `'open-in-another-tab'` (`OPEN_IN_ANOTHER_TAB`) when the call this
   * tab was to rejoin is open in another tab of the browser, so this tab did not join it (a
   * duplicated tab, whose `sessionStorage` is a copy of the other's); `null` otherwise. The state
   * is then `idle`: `start()` starts a new call here, `stop()` clears the notice.
   */
  elsewhere: ElsewhereReason | null;
}

/** `elsewhere` when the kept call is open in another tab of the browser. */
export const OPEN_IN_ANOTHER_TAB = 'open-in-another-tab';

/** Why a call kept in this tab is not here (`WebCallState.elsewhere`). */
export type ElsewhereReason = typeof OPEN_IN_ANOTHER_TAB;

/** Arguments of `start()`, as `WebCall.start` takes them. */
export type StartArguments = Parameters<WebCall['start']>;

/** What can be done with the call: the same functions for the whole life of a provider. */
export interface WebCallActions {
  /** Starts a call; ignored (`null`) while one is under way. Never rejects. */
  start(...args: StartArguments): Promise<WebCallResponse | null>;
  /** Hangs up (or cancels a start); from `ended` or `failed`, goes back to `idle`. */
  stop(): Promise<void>;
  /** Asks the platform to end the call, then hangs up. */
  end(): Promise<void>;
  /** Mutes or unmutes the microphone; throws "Call object is not available." without a call. */
  setMuted(muted: boolean): void;
  /** Makes the assistant say a line (no-op without a client). */
  say(...args: Parameters<WebCall['say']>): void;
  /** Makes the client and warms its call bundle; never rejects (`start()` reports failures). */
  preload(): Promise<void>;
  /**
   * Plays audio the browser's autoplay policy held back (`needsGesture`); call it from a user
   * gesture. Rejects when the browser still refuses.
   */
  resumeAudio(): Promise<void>;
  /** The call's state right now (for event listeners, which may run before a re-render). */
  getState(): WebCallState;
}

/** How a call's client is made, and whether the call is rejoined after a reload. */
export interface WebCallHubOptions {
  /**
   * Makes the one client, on first use (may be async). Load the client's code here to keep it out
   * of the page until a call:
   * `() => import('@org/web-call').then(({ WebCall }) => new WebCall(publicKey))`. A test can
   * return a simulated client, or any object shaped like one.
   */
  createClient: WebCallClientFactory;
  /**
   * `'session'`: a page reloaded during a call rejoins it. Every call starts with its room kept
   * when the user leaves (`roomDeleteOnUserLeaveEnabled: false`), what `reconnect()` needs of it is
   * kept in `sessionStorage` until the call ends, and a provider mounted with it there rejoins the
   * call (`starting`, then `connected`; `failed` at phase `start` with a `reconnect-error` when
   * the call is gone). Read when the call first acts. A call lives in one tab of the browser: a tab
   * whose kept call is open in another tab (a duplicated tab) does not join it, and says so
   * (`elsewhere`). The transcript's final lines are kept with the call, and a reloaded page shows
   * them before its rejoin completes. Off by default: a tab closed during a call leaves it running
   * on the platform until the platform's own timeouts end it.
   */
  resume?: 'session';
}

/**
 * One call that several React roots show, each under a `<WebCallProvider hub={hub}>` of its own:
 * the parts of a page hydrated one by one (islands), or a widget rendered apart from the app.
 * Made with `createWebCallHub()`; the call is hung up once no provider shows it any more.
 */
export interface WebCallHub {
  /** What can be done with its call: the same functions `useWebCall()` gives components. */
  readonly actions: WebCallActions;
}

/**
 * A provider's props: how its own call's client is made (`createClient`, `resume`), or the `hub`
 * of a call it shares with other roots.
 */
export type WebCallProviderProps = { children?: ReactNode } & (
  | (WebCallHubOptions & { hub?: never })
  | { hub: WebCallHub; createClient?: never; resume?: never }
);

/** The `sessionStorage` key under which `resume="session"` keeps the call to rejoin. */
export const RESUME_KEY = '@org/web-call:resume';

/** No call, no error: a provider's state before its client is made, and after `stop()`. */
export const IDLE: WebCallState = {
  state: 'idle',
  error: null,
  callId: null,
  needsGesture: false,
  audioHealth: [],
  elsewhere: null,
};

/** The transcript before a call's first words. */
export const EMPTY_TRANSCRIPT: Transcript = { lines: [], partial: null };

/** A kept call: what `reconnect()` needs of it, and its transcript so far. */
export interface KeptCall {
  call: ReconnectCall;
  lines: readonly TranscriptLine[];
}

/**
 * Keeps the call to rejoin after a reload, and holds it against the browser's other tabs
 * (`resume`; see `resume.ts`).
 */
export interface CallKeeper {
  /**
   * The kept call, once this tab holds it; `false` when another tab has it (a duplicated tab's
   * copy: cleared here), `null` without a usable one (cleared).
   */
  take(): Promise<KeptCall | false | null>;
  /** Keeps what `reconnect()` needs of a call started in this tab (and `lines` so far), and holds it. */
  keep(call: WebCallResponse, lines: readonly TranscriptLine[]): void;
  /** Keeps the transcript so far with the kept call. */
  keepLines(lines: readonly TranscriptLine[]): void;
  /** Forgets it and lets it go: the call is over in this tab. */
  clear(): void;
  /**
   * Rejoins the kept call once this tab holds it, as one attempt of the controller's, showing its
   * transcript so far at once in `hub`; the client's state tells how it goes. No usable kept call,
   * or a client that cannot rejoin: back to `idle`; the call open in another tab: `idle`, with
   * `elsewhere` saying so. Never rejects.
   *
   * @param latest - Whether no newer start or hang-up has come since the rejoin began.
   * @param client - The client; `null` when a newer attempt has come, or when it could not be made
   *   (then `failed`).
   * @param settle - Says what the client says, when the rejoin is still the latest attempt.
   */
  rejoin(
    hub: CallSnapshots,
    latest: () => boolean,
    client: () => Promise<WebCallClient | null>,
    settle: (client: WebCallClient) => void,
  ): Promise<void>;
}

/** A provider's snapshots of its call, as the hooks read them (each a new value on change). */
export interface CallSnapshots {
  /** The call's state, error and id. */
  call: WebCallState;
  /** The transcript of the current (or last) call. */
  transcript: Transcript;
  /** The assistant's loudness, 0 to 1 (0 outside a call). */
  volume: number;
  /** The assistant is speaking. */
  speaking: boolean;
  /** The client, once made. */
  made: WebCallClient | null;
  /** How the client is made, as the provider or `createWebCallHub()` was given it. */
  options: WebCallHubOptions;
  /**
   * Merges `call` into the call's state (a new one only when `call` has a field) and `rest` into
   * the other snapshots; tells the hooks.
   */
  set(call: Partial<WebCallState>, rest?: Partial<CallSnapshots>): void;
  /** Back to no call: `IDLE`. */
  reset(): void;
}
