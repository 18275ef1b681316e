/**
 * The state behind the React bindings, without React: one client per store, made on first use,
 * and the call's status, transcript, loudness and speaking flag as immutable snapshots that
 * `useSyncExternalStore` reads. Only types come from the core entry, so loading the bindings never
 * loads the client.
 */
import type { WebCall, WebCallErrorEvent, WebCallEvents, WebCallResponse } from '@org/web-call';
import { applyTranscriptMessage, EMPTY_TRANSCRIPT, type Transcript } from './transcript';

/** What the bindings use of a client: a `WebCall`, or anything shaped like one (a test double). */
export interface WebCallClient {
  on<K extends keyof WebCallEvents>(event: K, listener: WebCallEvents[K]): unknown;
  off<K extends keyof WebCallEvents>(event: K, listener: WebCallEvents[K]): unknown;
  start: WebCall['start'];
  stop(): Promise<void>;
  end(): Promise<void>;
  say: WebCall['say'];
  setMuted(muted: boolean): void;
  preload(): Promise<void>;
  resumeAudio(): Promise<void>;
}

/** Makes the one client of a provider, on first use. */
export type WebCallClientFactory = () => WebCallClient | Promise<WebCallClient>;

/** Where the call is. `ending`: being hung up from this side. `error`: it failed (see `error`). */
export type WebCallStatus = 'idle' | 'connecting' | 'connected' | 'ending' | 'error';

/** Why the status is `error`. */
export interface WebCallFailure {
  /** `client`: the client could not be made; `start`: the call did not start; `call`: it failed while live. */
  phase: 'client' | 'start' | 'call';
  /** The error: the client's `WebCallError`, or what the client factory threw. */
  error: Error;
  /** The client's `error` event, when the client reported the failure. */
  event?: WebCallErrorEvent;
}

/** The call as `useWebCall()` returns it. */
export interface WebCallState {
  status: WebCallStatus;
  /** Set while the status is `error`. */
  error: WebCallFailure | null;
  /** The platform's id of the current (or last) call, once known. */
  callId: string | null;
  /** The microphone is muted through `setMuted(true)`. */
  muted: boolean;
}

/** Arguments of `start()`, as `WebCall.start` takes them. */
export type StartArguments = Parameters<WebCall['start']>;

const IDLE: WebCallState = { status: 'idle', error: null, callId: null, muted: false };

/**
 * Error types after which the client carries the call on (it has worked around them already):
 * noise cancellation or the recording did not start, or the browser holds the assistant's audio
 * back until a user gesture (`resumeAudio()`). Every other error ends the call.
 */
const CALL_GOES_ON: ReadonlySet<string> = new Set([
  'audio-processing-setup-error',
  'video-recording-setup-error',
  'audio-playback-blocked',
]);

/** Whether an `error` event ends the call (unknown shapes do). */
export function endsCall(event: unknown): boolean {
  return !CALL_GOES_ON.has(String((event as { type?: unknown } | null)?.type));
}

const noop = () => {};

/** One provider's client and the snapshots of its call. */
export class WebCallStore {
  /** The call; a new object on every change. */
  call: WebCallState = IDLE;
  /** The transcript of the current (or last) call. */
  transcript: Transcript = EMPTY_TRANSCRIPT;
  /** The assistant's loudness, 0 to 1 (0 outside a call). */
  volume = 0;
  /** The assistant is speaking. */
  speaking = false;
  /** The client, once made. */
  made: WebCallClient | null = null;

  #client: Promise<WebCallClient> | undefined;
  #listeners = new Set<() => void>();
  // Each start and each hang-up is an attempt; results of older attempts are stale.
  #attempt = 0;

  constructor(
    /** The factory and transcript length in effect (a provider updates them as its props change). */
    public options: { createClient: WebCallClientFactory; maxTranscriptLines?: number },
  ) {}

  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** The client, made on the first call (again after a failed attempt). */
  client(): Promise<WebCallClient> {
    this.#client ??= (async () => this.#attach(await this.options.createClient()))();
    this.#client.catch(() => {
      this.#client = undefined;
    });
    return this.#client;
  }

  /** What can be done with the call (bound: pass them around freely). */
  readonly actions = {
    /** Starts a call; ignored (`null`) while one is under way. Never rejects. */
    start: async (...args: StartArguments): Promise<WebCallResponse | null> => {
      if (this.#busy()) return null;
      const mine = ++this.#attempt;
      this.transcript = EMPTY_TRANSCRIPT;
      this.#set({ ...IDLE, status: 'connecting' });
      let client: WebCallClient;
      try {
        client = await this.client();
      } catch (error) {
        if (mine === this.#attempt) {
          this.#fail('client', error instanceof Error ? error : new Error(String(error)));
        }
        return null;
      }
      if (mine !== this.#attempt) return null;
      const call = await client.start(...args);
      // A start that failed said why in its `error` event; one ended from the other side did not.
      if (mine === this.#attempt) this.#set(call ? { callId: call.id } : IDLE);
      return call;
    },
    /** Hangs up (or cancels a start); from `error`, goes back to `idle`. */
    stop: (): Promise<void> => this.#hangUp((client) => client.stop()),
    /** Asks the platform to end the call, then hangs up. */
    end: (): Promise<void> => this.#hangUp((client) => client.end()),
    /** Mutes or unmutes the microphone; throws "Call object is not available." without a call. */
    setMuted: (muted: boolean): void => {
      if (!this.made) throw new Error('Call object is not available.');
      this.made.setMuted(muted);
      this.#set({ muted });
    },
    /** Makes the assistant say a line (no-op without a client). */
    say: (...args: Parameters<WebCall['say']>): void => this.made?.say(...args),
    /** Makes the client and warms its call bundle; never rejects (`start()` reports failures). */
    preload: (): Promise<void> => this.client().then((client) => client.preload(), noop),
    /** Plays audio the browser's autoplay policy held back; call it from a user gesture. */
    resumeAudio: async (): Promise<void> => {
      await this.made?.resumeAudio();
    },
  };

  #busy(): boolean {
    const { status } = this.call;
    return status === 'connecting' || status === 'connected' || status === 'ending';
  }

  async #hangUp(how: (client: WebCallClient) => Promise<void>): Promise<void> {
    const mine = ++this.#attempt;
    this.#set(this.#busy() ? { status: 'ending' } : IDLE);
    if (this.made) await how(this.made).catch(noop);
    if (mine === this.#attempt && this.call.status === 'ending') this.#ended(IDLE);
  }

  #attach(client: WebCallClient): WebCallClient {
    const on = <K extends keyof WebCallEvents>(event: K, listener: WebCallEvents[K]) =>
      client.on(event, listener as never);
    on('call-start', () => {
      if (this.call.status === 'connecting') this.#set({ status: 'connected' });
    });
    on('call-end', () => this.#ended(this.call.status === 'error' ? {} : IDLE));
    on('speech-start', () => this.#set({}, { speaking: true }));
    on('speech-end', () => this.#set({}, { speaking: false }));
    on('volume-level', (volume) => this.#set({}, { volume }));
    on('message', (message) => {
      const next = applyTranscriptMessage(
        this.transcript,
        message,
        this.options.maxTranscriptLines,
      );
      if (next !== this.transcript) this.#set({}, { transcript: next });
    });
    on('error', (event) => {
      const { status } = this.call;
      if (!endsCall(event) || (status !== 'connecting' && status !== 'connected')) return;
      this.#fail(status === 'connected' ? 'call' : 'start', event.error, event);
      // Whatever is left of the call is hung up (after the other listeners have heard the error):
      // the status says it is over.
      queueMicrotask(() => void client.stop().catch(noop));
    });
    this.#set({}, { made: client });
    return client;
  }

  #fail(phase: WebCallFailure['phase'], error: Error, event?: WebCallErrorEvent) {
    this.#attempt++;
    this.#ended({ status: 'error', error: { phase, error, ...(event && { event }) } });
  }

  #ended(call: Partial<WebCallState>) {
    this.#set(call, { volume: 0, speaking: false });
  }

  #set(
    call: Partial<WebCallState>,
    rest: Partial<Pick<WebCallStore, 'volume' | 'speaking' | 'transcript' | 'made'>> = {},
  ) {
    if (Object.keys(call).length) this.call = { ...this.call, ...call };
    Object.assign(this, rest);
    for (const listener of this.#listeners) listener();
  }
}
