import { EventEmitter } from 'events';
import type { CallObjectEvents } from '../call-object';

/** The payload of a call-object event the client does not read. */
export type SimulatedEventPayload = Record<string, unknown> | undefined;

/**
 * The call object's events, with the ones daily-js sends that the client does not listen to:
 * the bundle load, the join starting, and the object's end.
 */
export type SimulatedEvents = CallObjectEvents & {
  loading: SimulatedEventPayload;
  loaded: SimulatedEventPayload;
  'load-attempt-failed': SimulatedEventPayload;
  'joining-meeting': SimulatedEventPayload;
  'call-instance-destroyed': SimulatedEventPayload;
};

/** A listener of one simulated event. */
export type SimulatedListener<K extends keyof SimulatedEvents> = (
  event: SimulatedEvents[K],
) => void;

/**
 * The event and timer plumbing of the simulated call object: its events, and timers that are all
 * cleared when the object halts, so nothing outlives it.
 *
 * Events follow daily-js, whose call object is a Node-style `EventEmitter` (the `events` package,
 * which daily-js bundles; the same one here): a listener added twice runs twice and `off` removes
 * one of them, `off` also removes a `once` listener, `listenerCount(event)`, `listeners(event)`,
 * `eventNames()` and `removeAllListeners()` answer as there, and more than 10 listeners of one
 * event are reported as a possible leak. Like daily-js, every payload carries its `action` (the
 * event name) and the object's `callClientId`; a listener that throws is logged as daily-js logs
 * it (`could not emit`), the later listeners of that event miss it, and the call object goes on;
 * a destroyed object keeps its listeners: removing them is the client's job.
 */
export class SimulatedEventSource {
  /** daily-js's id of this call object; `undefined` once destroyed. */
  callClientId: string | undefined = `${Date.now()}${Math.random()}`;
  readonly #events = new EventEmitter();
  readonly #timers = new Set<ReturnType<typeof setTimeout>>();
  #halted = false;

  /** Adds a listener of `event` (again, if it is there already: it then runs twice). */
  on<K extends keyof SimulatedEvents>(event: K, listener: SimulatedListener<K>): this {
    this.#events.on(event, listener);
    return this;
  }

  /** Adds a listener of `event` that is removed after its first call. */
  once<K extends keyof SimulatedEvents>(event: K, listener: SimulatedListener<K>): this {
    this.#events.once(event, listener);
    return this;
  }

  /** Removes a listener of `event` added with `on` or `once` (the last one, if added twice). */
  off<K extends keyof SimulatedEvents>(event: K, listener: SimulatedListener<K>): this {
    this.#events.off(event, listener);
    return this;
  }

  /** Removes every listener of `event`, or of every event. */
  removeAllListeners(event?: keyof SimulatedEvents): this {
    // Called with undefined, the emitter would remove the listeners of an event named undefined.
    if (event === undefined) this.#events.removeAllListeners();
    else this.#events.removeAllListeners(event);
    return this;
  }

  /** How many listeners `event` has. */
  listenerCount(event: keyof SimulatedEvents): number {
    return this.#events.listenerCount(event);
  }

  /** The listeners of `event`, in call order (`once` ones as they were given). */
  listeners<K extends keyof SimulatedEvents>(event: K): Array<SimulatedListener<K>> {
    return this.#events.listeners(event) as Array<SimulatedListener<K>>;
  }

  /** The events that have listeners. */
  eventNames(): Array<string | symbol> {
    return this.#events.eventNames();
  }

  /** Listeners attached now, over all events (for leak checks). */
  get totalListenerCount(): number {
    return this.eventNames().reduce((total, event) => total + this.#events.listenerCount(event), 0);
  }

  /** Emits a call-object event to the client (what Daily would do). */
  emit<K extends keyof SimulatedEvents>(event: K, payload: SimulatedEvents[K]): void {
    const full = { action: event, ...payload, callClientId: this.callClientId };
    try {
      this.#events.emit(event, full);
    } catch (error) {
      // daily-js's words: it logs and carries on.
      console.log('could not emit', full, error);
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
