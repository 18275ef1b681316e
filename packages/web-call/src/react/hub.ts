/**
 * What a provider holds from its first render: the snapshots the hooks read, their subscribers
 * and the actions. The store that does the work (`store.ts`) and the client are loaded and made
 * with the first action, so a page pays for neither until a visitor starts or warms a call.
 */
import {
  BUSY,
  type CallSnapshots,
  IDLE,
  type WebCallActions,
  type WebCallClient,
  type WebCallProviderProps,
} from './state';
import type { WebCallStore } from './store';

const done = Promise.resolve();

/** One provider's call: its snapshots (idle until a call) and what can be done with it. */
export class WebCallHub implements CallSnapshots {
  call = IDLE;
  transcript: CallSnapshots['transcript'] = { lines: [], partial: null };
  volume = 0;
  speaking = false;
  made: WebCallClient | null = null;
  #store: Promise<WebCallStore> | undefined;
  #loaded: WebCallStore | undefined;
  #listeners = new Set<() => void>();

  constructor(
    /** The provider's props as they are now. */
    public options: WebCallProviderProps,
  ) {}

  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  notify(): void {
    for (const listener of this.#listeners) listener();
  }

  /** Loads the store (once). */
  #load(): Promise<WebCallStore> {
    this.#store ??= import('./store').then(
      ({ WebCallStore }) => {
        this.#loaded = new WebCallStore(this);
        return this.#loaded;
      },
      (error: unknown) => {
        this.#store = undefined; // the next action tries again
        throw error;
      },
    );
    return this.#store;
  }

  /** The same functions for the provider's whole life; they load the store when they need it. */
  readonly actions: WebCallActions = {
    start: (...args) => {
      // Ignored while a call is under way; `starting` at once, while the store loads.
      if (BUSY.has(this.call.state)) return Promise.resolve(null);
      this.call = { ...IDLE, state: 'starting' };
      this.transcript = { lines: [], partial: null };
      this.notify();
      return this.#load().then(
        (store) => store.start(...args),
        (error: Error) => {
          // The bindings' own code could not load (offline, a new deploy): as if the client failed.
          this.call = { ...IDLE, state: 'failed', error: { phase: 'client', error } };
          this.notify();
          return null;
        },
      );
    },
    stop: () => this.#hangUp((client) => client.stop()),
    end: () => this.#hangUp((client) => client.end()),
    setMuted: (muted) => {
      if (!this.made) throw new Error('Call object is not available.');
      this.made.setMuted(muted);
    },
    say: (...args) => this.made?.say(...args),
    preload: () =>
      this.#load().then(
        (store) => store.preload(),
        () => {},
      ),
    resumeAudio: () => this.made?.resumeAudio() ?? done,
    getState: () => this.call,
  };

  #hangUp(how: (client: WebCallClient) => Promise<void>): Promise<void> {
    // At once when the store is there (the state says `ending` straight away); queued behind a
    // start that is still loading it otherwise, so that start is cancelled.
    if (this.#loaded) return this.#loaded.hangUp(how);
    return this.#store ? this.#store.then((store) => store.hangUp(how)) : done;
  }
}
