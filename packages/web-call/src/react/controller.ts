/**
 * The controller behind the React bindings, without React: one client, made on first use, and the
 * call's state, transcript, loudness and speaking flag as immutable snapshots that
 * `useSyncExternalStore` reads. The state is the client's own (`state-change`). Loaded with the
 * first action (see `hub.ts`), not with the page.
 */
import type { WebCallResponse } from '@org/web-call';
import { failurePhase, isAutoplayBlocked, isUnderWay } from '@org/web-call/constants';
import type { CallKeeper, CallSnapshots, StartArguments, WebCallClient } from './state';
import { applyTranscriptMessage } from './transcript';

/**
 * One hub's client, and what it does to the hub's snapshots. Leaving the states of a call under way
 * (`isUnderWay`) ends the call, and what is kept to resume it.
 */
export class CallController {
  #client: Promise<WebCallClient> | undefined;
  // Each start and each hang-up is an attempt; results of older attempts are stale.
  #attempt = 0;

  constructor(
    /** The hub's snapshots (written here), options and subscribers. */
    readonly hub: CallSnapshots,
    /** With `resume`: keeps each call to rejoin after a reload, and holds it against other tabs. */
    readonly keeper?: CallKeeper,
  ) {}

  /** The client, made on the first call (again after a failed attempt). */
  client(): Promise<WebCallClient> {
    this.#client ??= (async () => this.#attach(await this.hub.options.createClient()))();
    this.#client.catch(() => {
      this.#client = undefined;
    });
    return this.#client;
  }

  /**
   * The client for attempt `mine`: `null` when a newer attempt has come, or when it could not be
   * made (then `failed`, phase `client`).
   */
  async #clientFor(mine: number): Promise<WebCallClient | null> {
    try {
      const client = await this.client();
      return mine === this.#attempt ? client : null;
    } catch (error) {
      if (mine === this.#attempt) {
        const failure = error instanceof Error ? error : new Error(String(error));
        this.hub.set({ state: 'failed', error: { phase: 'client', error: failure } });
      }
      return null;
    }
  }

  /** Starts a call (the hub has checked none is under way and said `starting`). Never rejects. */
  async start(...args: StartArguments): Promise<WebCallResponse | null> {
    const mine = ++this.#attempt;
    const client = await this.#clientFor(mine);
    if (!client) return null;
    // A call to resume needs its room kept when the user leaves (a reload leaves it).
    if (this.keeper) args[5] = { ...args[5], roomDeleteOnUserLeaveEnabled: false };
    const call = await client.start(...args);
    if (mine === this.#attempt && call) {
      if (isUnderWay(client.state)) this.keeper?.keep(call, this.hub.transcript.lines);
      this.hub.set({ callId: call.id });
    }
    return call;
  }

  /**
   * Rejoins the kept call (the hub has said `starting`) as an attempt of its own, by the keeper's
   * `rejoin()` (its code loads only with `resume`; the hub rejoins only with `resume`, whose first
   * load brings the keeper). Never rejects.
   */
  async resume(): Promise<void> {
    const mine = ++this.#attempt;
    await this.keeper?.rejoin(
      this.hub,
      () => mine === this.#attempt,
      () => this.#clientFor(mine),
      (client) => this.#settle(mine, client),
    );
  }

  /** Plays audio the autoplay policy held back; `needsGesture` is false once it plays. */
  async resumeAudio(): Promise<void> {
    await this.hub.made?.resumeAudio();
    this.hub.set({ needsGesture: false });
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
    if (!client) {
      this.keeper?.clear(); // hung up while a rejoin was making the client
      return this.hub.reset();
    }
    await how(client); // a client never rejects stop() or end()
    // A start cancelled before it reached the client: the provider says what the client says.
    this.#settle(mine, client);
  }

  /** Says what the client says, when attempt `mine` is still the latest and the two differ. */
  #settle(mine: number, client: WebCallClient) {
    if (mine === this.#attempt && this.hub.call.state !== client.state) {
      this.hub.set({ state: client.state, error: null });
    }
  }

  #attach(client: WebCallClient): WebCallClient {
    client.on('state-change', ({ next, reason, error }) => {
      const failure = next === 'failed' && error ? { phase: failurePhase(reason), error } : null;
      const over = next !== 'connected' && next !== 'reconnecting';
      const ended = !isUnderWay(next);
      if (ended) this.keeper?.clear();
      this.hub.set(
        { state: next, error: failure, ...(ended && { needsGesture: false, audioHealth: [] }) },
        over ? { volume: 0, speaking: false } : {},
      );
    });
    client.on('audio-health', ({ condition, active }) => {
      const others = this.hub.call.audioHealth.filter((each) => each !== condition);
      this.hub.set({ audioHealth: active ? [...others, condition] : others });
    });
    client.on('speech-start', () => this.hub.set({}, { speaking: true }));
    client.on('speech-end', () => this.hub.set({}, { speaking: false }));
    client.on('volume-level', (volume) => this.hub.set({}, { volume }));
    client.on('message', (message) => {
      const { lines } = this.hub.transcript;
      const next = applyTranscriptMessage(this.hub.transcript, message);
      if (next !== this.hub.transcript) this.hub.set({}, { transcript: next });
      if (next.lines !== lines) this.keeper?.keepLines(next.lines);
    });
    // The `error` event that follows a failure: kept with it. Audio the autoplay policy held back
    // waits for a gesture.
    client.on('error', (event) => {
      if (isAutoplayBlocked(event) && isUnderWay(client.state)) {
        this.hub.set({ needsGesture: true });
      }
      const failure = this.hub.call.error;
      // The same error, or the one that reports it under another type (`reconnect-error`).
      const same = failure?.error === event.error || failure?.error.message === event.message;
      if (failure && !failure.event && same) {
        this.hub.set({ error: { ...failure, event } });
      }
    });
    this.hub.set({}, { made: client });
    return client;
  }
}
