import type { CallObjectEvents, CallObjectHandler } from '../call-object';

/**
 * The event and timer plumbing of the simulated call object: Daily-style `on`/`off`, `emit`, and
 * timers that are all cleared when the object halts, so nothing outlives it.
 */
export class SimulatedEventSource {
  readonly #listeners = new Map<string, Set<(event: never) => void>>();
  readonly #timers = new Set<ReturnType<typeof setTimeout>>();
  #halted = false;

  /** Listeners attached now, over all events (for leak checks). */
  get listenerCount(): number {
    let total = 0;
    for (const set of this.#listeners.values()) total += set.size;
    return total;
  }

  on<K extends keyof CallObjectEvents>(event: K, handler: CallObjectHandler<K>): this {
    const set = this.#listeners.get(event) ?? new Set();
    this.#listeners.set(event, set);
    set.add(handler as (event: never) => void);
    return this;
  }

  off<K extends keyof CallObjectEvents>(event: K, handler: CallObjectHandler<K>): this {
    this.#listeners.get(event)?.delete(handler as (event: never) => void);
    return this;
  }

  /** Emits a call-object event to the client (what Daily would do). */
  emit<K extends keyof CallObjectEvents>(event: K, payload: CallObjectEvents[K]): void {
    for (const handler of [...(this.#listeners.get(event) ?? [])]) {
      (handler as CallObjectHandler<K>)(payload);
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

  /** Stops for good: no more timers run and every listener is dropped. */
  protected halt(): void {
    this.#halted = true;
    this.clearScheduled();
    this.#listeners.clear();
  }
}
