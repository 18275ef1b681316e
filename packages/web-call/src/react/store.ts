/**
 * The state behind the React bindings, without React: one client, made on first use, and the
 * call's state, transcript, loudness and speaking flag as immutable snapshots that
 * `useSyncExternalStore` reads. The state is the client's own (`state-change`). Loaded with the
 * first action (see `hub.ts`), not with the page.
 */
import type { CallStateChange, WebCallEvents, WebCallResponse } from '@org/web-call';
import {
  type CallSnapshots,
  IDLE,
  type StartArguments,
  type WebCallClient,
  type WebCallFailure,
  type WebCallState,
} from './state';
import { applyTranscriptMessage } from './transcript';

/** The phase of a failure, by the reason of the client's change to `failed`. */
const phaseOf = (reason: CallStateChange['reason']): WebCallFailure['phase'] =>
  reason === 'start-failed' ? 'start' : 'call';

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

  /** Starts a call (the hub has checked none is under way and said `starting`). Never rejects. */
  async start(...args: StartArguments): Promise<WebCallResponse | null> {
    const mine = ++this.#attempt;
    let client: WebCallClient;
    try {
      client = await this.client();
    } catch (error) {
      if (mine === this.#attempt) {
        const failure = error instanceof Error ? error : new Error(String(error));
        this.#set({ state: 'failed', error: { phase: 'client', error: failure } });
      }
      return null;
    }
    if (mine !== this.#attempt) return null;
    const call = await client.start(...args);
    if (mine === this.#attempt && call) this.#set({ callId: call.id });
    return call;
  }

  /** Makes the client and warms its call bundle; never rejects (`start()` reports failures). */
  preload(): Promise<void> {
    return this.client().then(
      (client) => client.preload(),
      () => {},
    );
  }

  /** Hangs up with `how` (or cancels a start); from `ended` or `failed`, goes back to `idle`. */
  async hangUp(how: (client: WebCallClient) => Promise<void>): Promise<void> {
    const mine = ++this.#attempt;
    const client = this.hub.made;
    if (!client) return this.#set(IDLE);
    await how(client); // a client never rejects stop() or end()
    // A start cancelled before it reached the client: the provider says what the client says.
    if (mine === this.#attempt && this.hub.call.state !== client.state) {
      this.#set({ state: client.state, error: null });
    }
  }

  #attach(client: WebCallClient): WebCallClient {
    const on = <K extends keyof WebCallEvents>(event: K, listener: WebCallEvents[K]) =>
      client.on(event, listener);
    on('state-change', ({ next, reason, error }) => {
      const failure = next === 'failed' && error ? { phase: phaseOf(reason), error } : null;
      const over = next !== 'connected' && next !== 'reconnecting';
      this.#set({ state: next, error: failure }, over ? { volume: 0, speaking: false } : {});
    });
    on('speech-start', () => this.#set({}, { speaking: true }));
    on('speech-end', () => this.#set({}, { speaking: false }));
    on('volume-level', (volume) => this.#set({}, { volume }));
    on('message', (message) => {
      const next = applyTranscriptMessage(this.hub.transcript, message);
      if (next !== this.hub.transcript) this.#set({}, { transcript: next });
    });
    // The `error` event that follows a failure: kept with it.
    on('error', (event) => {
      const failure = this.hub.call.error;
      if (failure && !failure.event && failure.error === event.error) {
        this.#set({ error: { ...failure, event } });
      }
    });
    this.#set({}, { made: client });
    return client;
  }

  #set(call: Partial<WebCallState>, rest: Partial<CallSnapshots> = {}) {
    const { hub } = this;
    if (Object.keys(call).length) hub.call = { ...hub.call, ...call };
    Object.assign(hub, rest);
    hub.notify();
  }
}
