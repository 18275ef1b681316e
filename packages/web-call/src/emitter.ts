import { warn } from './environment';

/** A listener of the event `K` of the map `M`. */
export type Listener<M, K extends keyof M> = M[K] extends (...args: infer A) => void
  ? (...args: A) => void
  : never;

type AnyListener = ((...args: never[]) => void) & { listener?: AnyListener };

/**
 * A small typed event emitter with the methods of Node's `EventEmitter` that pages use (what
 * `@vapi-ai/web` inherits). Unlike Node's, emitting `error` with no listener does not throw, and a
 * listener that throws is reported on the console without stopping the others or the caller.
 */
export class TypedEmitter<M extends { [K in keyof M]: (...args: never[]) => void }> {
  #listeners: { [K in keyof M]?: AnyListener[] } = {};
  /** How many listeners of one event before a possible leak is reported: 10, Node's default. */
  #max = 10;

  #add<K extends keyof M>(event: K, listener: AnyListener, first?: boolean): this {
    const list = this.#listeners[event] ?? [];
    this.#listeners[event] = first ? [listener, ...list] : [...list, listener];
    if (this.#max && list.length === this.#max) warn('possible listener leak:', event);
    return this;
  }

  /** Adds a listener; returns this for chaining. */
  on<K extends keyof M>(event: K, listener: Listener<M, K>): this {
    return this.#add(event, listener as AnyListener);
  }

  /** Alias of {@link TypedEmitter.on}, as in Node's emitter. */
  addListener<K extends keyof M>(event: K, listener: Listener<M, K>): this {
    return this.on(event, listener);
  }

  /** Adds a listener that runs before the others. */
  prependListener<K extends keyof M>(event: K, listener: Listener<M, K>): this {
    return this.#add(event, listener as AnyListener, true);
  }

  /** Adds a listener that is removed after its first call. */
  once<K extends keyof M>(event: K, listener: Listener<M, K>): this {
    const wrapper: AnyListener = (...args: never[]) => {
      this.off(event, listener);
      (listener as AnyListener)(...args);
    };
    wrapper.listener = listener as AnyListener;
    return this.#add(event, wrapper);
  }

  /** Removes a listener added with `on` or `once` (the last one added, if added twice). */
  off<K extends keyof M>(event: K, listener: Listener<M, K>): this {
    const list = this.#listeners[event] ?? [];
    const at = list.findLastIndex((l) => l === listener || l.listener === listener);
    // A new array: an emit under way still calls every listener it started with.
    const rest = list.filter((_, i) => i !== at);
    if (rest.length) this.#listeners[event] = rest;
    else delete this.#listeners[event];
    return this;
  }

  /** Alias of {@link TypedEmitter.off}, as in Node's emitter. */
  removeListener<K extends keyof M>(event: K, listener: Listener<M, K>): this {
    return this.off(event, listener);
  }

  /** Removes every listener of one event, or of all events. */
  removeAllListeners(event?: keyof M): this {
    if (event === undefined) this.#listeners = {};
    else delete this.#listeners[event];
    return this;
  }

  /** The listeners of an event, in call order (`once` listeners as they were given). */
  listeners<K extends keyof M>(event: K): Array<Listener<M, K>> {
    return (this.#listeners[event] ?? []).map((l) => (l.listener ?? l) as Listener<M, K>);
  }

  /** How many listeners an event has (those of one listener only, if given). */
  listenerCount<K extends keyof M>(event: K, listener?: Listener<M, K>): number {
    return this.listeners(event).filter((l) => !listener || l === listener).length;
  }

  /** The events that have listeners. */
  eventNames(): Array<keyof M> {
    return Object.keys(this.#listeners) as Array<keyof M>;
  }

  /**
   * Sets how many listeners one event may have before a possible leak is reported on the console
   * (10 by default; 0 for no limit).
   */
  setMaxListeners(count: number): this {
    this.#max = count;
    return this;
  }

  /** Calls the listeners of an event; never throws. Returns whether anyone listened. */
  emit<K extends keyof M>(event: K, ...args: Parameters<M[K]>): boolean {
    const listeners = this.#listeners[event];
    for (const listener of listeners ?? []) {
      try {
        (listener as (...a: Parameters<M[K]>) => void)(...args);
      } catch (error) {
        console.error('[web-call]', error);
      }
    }
    return !!listeners;
  }
}
