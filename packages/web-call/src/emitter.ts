/** A listener of the event `K` of the map `M`. */
export type Listener<M, K extends keyof M> = M[K] extends (...args: infer A) => void
  ? (...args: A) => void
  : never;

type AnyListener = (...args: never[]) => void;

/**
 * A small typed event emitter. Unlike Node's, emitting `error` with no listener does not throw, and
 * a listener that throws is reported on the console without stopping the others or the caller.
 */
export class TypedEmitter<M extends { [K in keyof M]: (...args: never[]) => void }> {
  #listeners: { [K in keyof M]?: AnyListener[] } = {};

  /** Adds a listener; returns this for chaining. */
  on<K extends keyof M>(event: K, listener: Listener<M, K>): this {
    this.#listeners[event] = [...(this.#listeners[event] ?? []), listener];
    return this;
  }

  /** Adds a listener that is removed after its first call. */
  once<K extends keyof M>(event: K, listener: Listener<M, K>): this {
    const wrapper = ((...args: never[]) => {
      this.off(event, wrapper);
      (listener as AnyListener)(...args);
    }) as Listener<M, K>;
    return this.on(event, wrapper);
  }

  /** Removes a listener added with `on` (or the wrapper `once` made for it). */
  off<K extends keyof M>(event: K, listener: Listener<M, K>): this {
    const rest = this.#listeners[event]?.filter((l) => l !== listener);
    if (rest?.length) this.#listeners[event] = rest;
    else delete this.#listeners[event];
    return this;
  }

  /** Alias of {@link off}, as in Node's emitter. */
  removeListener<K extends keyof M>(event: K, listener: Listener<M, K>): this {
    return this.off(event, listener);
  }

  /** Removes every listener of one event, or of all events. */
  removeAllListeners(event?: keyof M): this {
    if (event === undefined) this.#listeners = {};
    else delete this.#listeners[event];
    return this;
  }

  /** How many listeners an event has. */
  listenerCount(event: keyof M): number {
    return this.#listeners[event]?.length ?? 0;
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
