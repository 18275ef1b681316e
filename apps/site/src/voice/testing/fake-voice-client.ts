/**
 * A scriptable stand-in for `@org/web-call` in component tests: keeps a call `state` as the client
 * does (each change a `state-change` event, before the event that tells the rest), records calls
 * to `start` and `stop`, and lets the test emit client events, fail the call or interrupt its
 * connection.
 */

import type {
  CallState,
  CallStateReason,
  WebCallErrorType,
  WebCallEvents,
  WebCallResponse,
} from '@org/web-call';
import { isUnderWay } from '@org/web-call/constants';
import type { WebCallClient } from '@org/web-call/react';
import { QueryClient } from '@tanstack/react-query';
import type { VoiceConfig } from '../voice-config';
import type { VoiceRuntime } from '../voice-runtime';

type Listener = (...args: never[]) => void;
type VoiceClientEvent = keyof WebCallEvents;

/** How a fake call fails: the reason of its change to `failed`, and the error's type. */
type Failure = {
  reason: Extract<CallStateReason, 'start-failed' | 'call-error' | 'connection-lost'>;
  type: WebCallErrorType;
};

/** A fake voice client whose `start` result, state and events the test controls. */
export class FakeVoiceClient implements WebCallClient {
  readonly started: string[] = [];
  stops = 0;
  preloads = 0;
  readonly said: string[] = [];
  muted = false;
  #state: CallState = 'idle';
  #listeners = new Map<VoiceClientEvent, Set<Listener>>();
  #pendingStart: { resolve: (call: unknown) => void; reject: (error: unknown) => void } | undefined;

  constructor(readonly config: VoiceConfig) {}

  /** Where the call is, as `WebCall.state`. */
  get state(): CallState {
    return this.#state;
  }

  on<E extends VoiceClientEvent>(event: E, listener: WebCallEvents[E]): this {
    const set = this.#listeners.get(event) ?? new Set();
    set.add(listener as Listener);
    this.#listeners.set(event, set);
    return this;
  }

  off<E extends VoiceClientEvent>(event: E, listener: WebCallEvents[E]): this {
    this.#listeners.get(event)?.delete(listener as Listener);
    return this;
  }

  /** How many listeners an event has (to check unsubscription). */
  listenerCount(event: VoiceClientEvent): number {
    return this.#listeners.get(event)?.size ?? 0;
  }

  start(assistant?: unknown): Promise<WebCallResponse | null> {
    this.started.push(String(assistant));
    this.#move('starting', 'start');
    return new Promise((resolve, reject) => {
      this.#pendingStart = { resolve: resolve as (call: unknown) => void, reject };
    });
  }

  /**
   * Settles the last `start`: a call, or `null` for a start that failed (`failed`, as the client
   * reports one, unless the start was stopped first).
   */
  resolveStart(call: unknown = { id: 'call-1' }) {
    if (!call && this.#state === 'starting') {
      this.fail({ reason: 'start-failed', type: 'daily-call-join-error' });
    }
    this.#pendingStart?.resolve(call);
  }

  /** Rejects the last `start`. */
  rejectStart(error: unknown) {
    this.#pendingStart?.reject(error);
  }

  /** Like the real client: `ending`, `ended`, then `call-end`, a start still connecting included. */
  async stop(): Promise<void> {
    this.stops += 1;
    if (this.#state === 'ended' || this.#state === 'failed') this.#move('idle', 'stop');
    if (!isUnderWay(this.#state)) return;
    this.#move('ending', 'stop');
    this.#move('ended', 'stopped');
    this.#emit('call-end');
  }

  end(): Promise<void> {
    return this.stop();
  }

  async preload(): Promise<void> {
    this.preloads += 1;
  }

  async resumeAudio(): Promise<void> {}

  say(message: string): void {
    this.said.push(message);
  }

  setMuted(muted: boolean): void {
    this.muted = muted;
  }

  /**
   * Emits a client event to every listener. `call-start` connects the call first, and `call-end`
   * ends one under way (the other side hung up), as the client's own state changes precede them.
   */
  emit<E extends VoiceClientEvent>(event: E, ...args: unknown[]) {
    if (event === 'call-start') this.#move('connected', 'listening');
    if (event === 'call-end' && isUnderWay(this.#state)) {
      this.#move('ended', 'remote-end');
    }
    this.#emit(event, ...args);
  }

  /** Fails the call as the client does: `failed` with the error, `error`, then `call-end` if live. */
  fail({ reason, type }: Failure) {
    const live = this.#state === 'connected' || this.#state === 'reconnecting';
    const error = Object.assign(new Error(`Fake ${type}`), { name: 'WebCallError', type });
    this.#move('failed', reason, error);
    this.#emit('error', { type, error, timestamp: new Date().toISOString() });
    if (live) this.#emit('call-end');
  }

  /** The connection drops (`reconnecting`) or comes back (`connected`). */
  interruptNetwork(restored = false) {
    if (restored) this.#move('connected', 'network-restored');
    else this.#move('reconnecting', 'network-interrupted');
  }

  #move(next: CallState, reason: CallStateReason, error?: Error) {
    const previous = this.#state;
    this.#state = next;
    this.#emit('state-change', { previous, next, reason, error });
  }

  #emit(event: VoiceClientEvent, ...args: unknown[]) {
    for (const listener of [...(this.#listeners.get(event) ?? [])]) {
      (listener as (...a: unknown[]) => void)(...args);
    }
  }
}

/** A runtime whose configuration and clients the test controls. */
export function fakeRuntime(
  options: { config?: () => Promise<VoiceConfig>; simulated?: boolean } = {},
): VoiceRuntime & { clients: FakeVoiceClient[]; configCalls: number } {
  const queryClient = Promise.resolve(
    new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  const runtime = {
    clients: [] as FakeVoiceClient[],
    queryClient: () => queryClient,
    configCalls: 0,
    simulated: options.simulated ?? false,
    fetchConfig: () => {
      runtime.configCalls += 1;
      return (options.config ?? (() => Promise.resolve({ publicKey: 'pk_test' })))();
    },
    createClient: async (config: VoiceConfig) => {
      const client = new FakeVoiceClient(config);
      runtime.clients.push(client);
      return client;
    },
  };
  return runtime;
}
