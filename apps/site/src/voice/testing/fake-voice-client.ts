/**
 * A scriptable stand-in for `@org/web-call` in component tests: records calls to `start` and
 * `stop`, and lets the test emit client events.
 */

import type { WebCallEvents, WebCallResponse } from '@org/web-call';
import type { WebCallClient } from '@org/web-call/react';
import { QueryClient } from '@tanstack/react-query';
import type { VoiceConfig } from '../voice-config';
import type { VoiceRuntime } from '../voice-runtime';

type Listener = (...args: never[]) => void;
type VoiceClientEvent = keyof WebCallEvents;

/** A fake voice client whose `start` result the test controls. */
export class FakeVoiceClient implements WebCallClient {
  readonly started: string[] = [];
  stops = 0;
  preloads = 0;
  readonly said: string[] = [];
  muted = false;
  #listeners = new Map<VoiceClientEvent, Set<Listener>>();
  #live = false;
  #pendingStart: { resolve: (call: unknown) => void; reject: (error: unknown) => void } | undefined;

  constructor(readonly config: VoiceConfig) {}

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
    return new Promise((resolve, reject) => {
      this.#pendingStart = { resolve: resolve as (call: unknown) => void, reject };
    });
  }

  /** Settles the last `start`: a call object, or `null` for a failed start. */
  resolveStart(call: unknown = { id: 'call-1' }) {
    if (call) this.#live = true;
    this.#pendingStart?.resolve(call);
  }

  /** Rejects the last `start`. */
  rejectStart(error: unknown) {
    this.#pendingStart?.reject(error);
  }

  /** Like the real client: `call-end` only for a call that got under way. */
  async stop(): Promise<void> {
    this.stops += 1;
    if (this.#live) this.emit('call-end');
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

  /** Emits a client event to every listener. */
  emit<E extends VoiceClientEvent>(event: E, ...args: unknown[]) {
    if (event === 'call-start') this.#live = true;
    if (event === 'call-end') this.#live = false;
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
