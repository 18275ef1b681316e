import type { CallObjectEvents } from '../call-object';

type Payload = Record<string, unknown> | undefined;

/**
 * The call object's events, with the ones daily-js sends that the client does not listen to:
 * the bundle load, the join starting, and the object's end.
 */
export type SimulatedEvents = CallObjectEvents & {
  loading: Payload;
  loaded: Payload;
  'load-attempt-failed': Payload;
  'joining-meeting': Payload;
  'call-instance-destroyed': Payload;
};

type Handler = (event: never) => void;

/**
 * The event and timer plumbing of the simulated call object: Daily-style `on`/`off`, `emit`, and
 * timers that are all cleared when the object halts, so nothing outlives it. Like daily-js, every
 * payload carries its `action` (the event name) and the object's `callClientId`, and a destroyed
 * object keeps its listeners: removing them is the client's job.
 */
export class SimulatedEventSource {
  /** daily-js's id of this call object; `undefined` once destroyed. */
  callClientId: string | undefined = `${Date.now()}${Math.random()}`;
  readonly #listeners = new Map<string, Set<Handler>>();
  readonly #timers = new Set<ReturnType<typeof setTimeout>>();
  #halted = false;

  /** Listeners attached now, over all events (for leak checks). */
  get listenerCount(): number {
    let total = 0;
    for (const set of this.#listeners.values()) total += set.size;
    return total;
  }

  on<K extends keyof SimulatedEvents>(
    event: K,
    handler: (event: SimulatedEvents[K]) => void,
  ): this {
    const set = this.#listeners.get(event) ?? new Set();
    this.#listeners.set(event, set);
    set.add(handler as Handler);
    return this;
  }

  off<K extends keyof SimulatedEvents>(
    event: K,
    handler: (event: SimulatedEvents[K]) => void,
  ): this {
    this.#listeners.get(event)?.delete(handler as Handler);
    return this;
  }

  /** Emits a call-object event to the client (what Daily would do). */
  emit<K extends keyof SimulatedEvents>(event: K, payload: SimulatedEvents[K]): void {
    const full = { action: event, ...payload, callClientId: this.callClientId };
    for (const handler of [...(this.#listeners.get(event) ?? [])]) {
      (handler as (event: unknown) => void)(full);
    }
  }

  /** Runs `task` after `ms`, unless the object halts first (or `always`: it runs regardless). */
  schedule(ms: number, task: () => void, always = false): void {
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      if (always || !this.#halted) task();
    }, ms);
    this.#timers.add(timer);
  }

  /** Timers scheduled and not yet run. */
  protected get scheduledCount(): number {
    return this.#timers.size;
  }

  /** Cancels every scheduled timer. */
  protected clearScheduled(): void {
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
  }

  /** Stops for good: no more timers run. */
  protected halt(): void {
    this.#halted = true;
    this.clearScheduled();
  }
}
