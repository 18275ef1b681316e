/**
 * The visitor's location, held once for the whole page. Nothing shows it
 * (docs/requirements.md#site-calls); code may read it with `getSnapshot` and follow it with
 * `subscribe`.
 */
import { fetchLocation, geolocationUrl, LOCATION_FAILURE_MESSAGE } from './fetch-location';

/** The location lookup result. */
export interface VisitorLocation {
  country: string | null;
  countryCode: string | null;
  isLoading: boolean;
  error: string | null;
}

const initial: VisitorLocation = {
  country: null,
  countryCode: null,
  isLoading: false,
  error: null,
};

/** A small observable holder of the lookup's result. */
export class LocationStore {
  #state: VisitorLocation = initial;
  #listeners = new Set<() => void>();
  #started = false;

  /** The current result. */
  getSnapshot = (): VisitorLocation => this.#state;

  /** Calls `listener` on every change; returns the unsubscribe. */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  #set(next: VisitorLocation) {
    this.#state = next;
    for (const listener of this.#listeners) listener();
  }

  /**
   * Runs the lookup once per store; later calls return at once. Never rejects: a failure is
   * logged and kept in `error`.
   */
  async load({
    fetch: fetchFn = globalThis.fetch.bind(globalThis),
    url = geolocationUrl(),
    timeoutMs,
    log = console,
  }: {
    fetch?: typeof fetch;
    url?: string;
    timeoutMs?: number;
    log?: Pick<Console, 'error'>;
  } = {}): Promise<void> {
    if (this.#started) return;
    this.#started = true;
    this.#set({ ...this.#state, isLoading: true });
    try {
      const fix = await fetchLocation({ url, fetch: fetchFn, timeoutMs });
      this.#set({ ...fix, isLoading: false, error: null });
    } catch (error) {
      log.error(LOCATION_FAILURE_MESSAGE, error);
      const message = error instanceof Error ? error.message : String(error);
      this.#set({ ...this.#state, isLoading: false, error: message });
    }
  }
}

/** The page's one location store. */
export const visitorLocationStore = new LocationStore();
