/**
 * A scriptable stand-in for `@org/web-call` in component tests: records calls to `start` and
 * `stop`, and lets the test emit client events.
 */
import { QueryClient } from '@tanstack/react-query';
import type { VoiceClient, VoiceClientEvent, VoiceClientEvents } from '../voice-client';
import type { VoiceConfig } from '../voice-config';
import type { VoiceRuntime } from '../voice-runtime';

type Listener = (...args: never[]) => void;

/** A fake voice client whose `start` result the test controls. */
export class FakeVoiceClient implements VoiceClient {
  readonly started: string[] = [];
  stops = 0;
  #listeners = new Map<VoiceClientEvent, Set<Listener>>();
  #pendingStart: { resolve: (call: unknown) => void; reject: (error: unknown) => void } | undefined;

  constructor(readonly config: VoiceConfig) {}

  on<E extends VoiceClientEvent>(event: E, listener: VoiceClientEvents[E]) {
    const set = this.#listeners.get(event) ?? new Set();
    set.add(listener as Listener);
    this.#listeners.set(event, set);
  }

  off<E extends VoiceClientEvent>(event: E, listener: VoiceClientEvents[E]) {
    this.#listeners.get(event)?.delete(listener as Listener);
  }

  /** How many listeners an event has (to check unsubscription). */
  listenerCount(event: VoiceClientEvent): number {
    return this.#listeners.get(event)?.size ?? 0;
  }

  start(assistantId: string): Promise<unknown> {
    this.started.push(assistantId);
    return new Promise((resolve, reject) => {
      this.#pendingStart = { resolve, reject };
    });
  }

  /** Settles the last `start`: a call object, or `null` for a failed start. */
  resolveStart(call: unknown = { id: 'call-1' }) {
    this.#pendingStart?.resolve(call);
  }

  /** Rejects the last `start`. */
  rejectStart(error: unknown) {
    this.#pendingStart?.reject(error);
  }

  stop() {
    this.stops += 1;
    this.emit('call-end');
  }

  /** Emits a client event to every listener. */
  emit<E extends VoiceClientEvent>(event: E, ...args: Parameters<VoiceClientEvents[E]>) {
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
