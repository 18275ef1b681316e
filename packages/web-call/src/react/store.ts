/**
 * The state behind the React bindings, without React: one client, made on first use, and the
 * call's status, transcript, loudness and speaking flag as immutable snapshots that
 * `useSyncExternalStore` reads. Loaded with the first action (see `hub.ts`), not with the page.
 */
import type { WebCallErrorEvent, WebCallEvents, WebCallResponse } from '@org/web-call';
import type {
  CallSnapshots,
  StartArguments,
  WebCallClient,
  WebCallFailure,
  WebCallState,
} from './state';
import { applyTranscriptMessage } from './transcript';

// The hub's first snapshots, which every new call starts from again.
const IDLE: WebCallState = { status: 'idle', error: null, callId: null };

/**
 * Error types after which the client carries the call on (it has worked around them already):
 * noise cancellation that did not start or recover, the microphone level observer, the recording.
 * So does audio the browser's autoplay policy holds back (reason `autoplay-blocked`), until
 * `resumeAudio()` from a user gesture. Every other error ends the call.
 */
const CALL_GOES_ON =
  /^(audio-processing-setup|audio-processor-recovery|audio-observer-setup|video-recording-setup)-error$/;

/** Whether an `error` event ends the call (unknown shapes do). */
export function endsCall(event: unknown): boolean {
  const { type, error } = (event ?? {}) as { type?: unknown; error?: { reason?: unknown } };
  return !CALL_GOES_ON.test(String(type)) && error?.reason !== 'autoplay-blocked';
}

/** One provider's client, and what it does to the provider's snapshots. */
export class WebCallStore {
  #client: Promise<WebCallClient> | undefined;
  // Each start and each hang-up is an attempt; results of older attempts are stale.
  #attempt = 0;

  constructor(
    /** The provider's snapshots (written here), props and subscribers. */
    readonly hub: CallSnapshots,
  ) {}

  /** The client, made on the first call (again after a failed attempt). */
  client(): Promise<WebCallClient> {
    this.#client ??= (async () => this.#attach(await this.hub.options.createClient()))();
    this.#client.catch(() => {
      this.#client = undefined;
    });
    return this.#client;
  }

  /** Starts a call (the hub has checked none is under way and said "connecting"). Never rejects. */
  async start(...args: StartArguments): Promise<WebCallResponse | null> {
    const mine = ++this.#attempt;
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
  }

  /** Makes the client and warms its call bundle; never rejects (`start()` reports failures). */
  preload(): Promise<void> {
    return this.client().then(
      (client) => client.preload(),
      () => {},
    );
  }

  /** Hangs up with `how` (or cancels a start); from `error`, goes back to `idle`. */
  async hangUp(how: (client: WebCallClient) => Promise<void>): Promise<void> {
    const mine = ++this.#attempt;
    this.#set(this.#busy() ? { status: 'ending' } : IDLE);
    if (this.hub.made) await how(this.hub.made); // a client never rejects stop() or end()
    if (mine === this.#attempt && this.hub.call.status === 'ending') this.#ended(IDLE);
  }

  /** A call is connecting, connected or being hung up. */
  #busy(): boolean {
    return !/^(idle|error)$/.test(this.hub.call.status);
  }

  #attach(client: WebCallClient): WebCallClient {
    const on = <K extends keyof WebCallEvents>(event: K, listener: WebCallEvents[K]) =>
      client.on(event, listener as never);
    on('call-start', () => {
      if (this.hub.call.status === 'connecting') this.#set({ status: 'connected' });
    });
    on('call-end', () => this.#ended(this.hub.call.status === 'error' ? {} : IDLE));
    on('speech-start', () => this.#set({}, { speaking: true }));
    on('speech-end', () => this.#set({}, { speaking: false }));
    on('volume-level', (volume) => this.#set({}, { volume }));
    on('message', (message) => {
      const next = applyTranscriptMessage(this.hub.transcript, message);
      if (next !== this.hub.transcript) this.#set({}, { transcript: next });
    });
    on('error', (event) => {
      const { status } = this.hub.call;
      if (!endsCall(event) || !this.#busy() || status === 'ending') return;
      this.#fail(status === 'connected' ? 'call' : 'start', event.error, event);
      // Whatever is left of the call is hung up (after the other listeners have heard the error):
      // the status says it is over.
      queueMicrotask(() => void client.stop());
    });
    this.#set({}, { made: client });
    return client;
  }

  #fail(phase: WebCallFailure['phase'], error: Error, event?: WebCallErrorEvent) {
    this.#attempt++;
    this.#ended({ status: 'error', error: { phase, error, event } });
  }

  #ended(call: Partial<WebCallState>) {
    this.#set(call, { volume: 0, speaking: false });
  }

  #set(call: Partial<WebCallState>, rest: Partial<CallSnapshots> = {}) {
    const { hub } = this;
    if (Object.keys(call).length) hub.call = { ...hub.call, ...call };
    Object.assign(hub, rest);
    hub.notify();
  }
}
