/**
 * One call as the providers that show it hold it from their first render: the snapshots the hooks
 * read, their subscribers and the actions. The controller that does the work (`controller.ts`) and the client
 * are loaded and made with the first action, so a page pays for neither until a visitor starts or
 * warms a call. A provider makes a hub of its own, or shows one made with `createWebCallHub()`
 * that other roots show too; the call is hung up once no provider holds it.
 */
import { isBusy } from '@org/web-call/constants';
import type { CallController } from './controller';
import {
  type CallSnapshots,
  EMPTY_TRANSCRIPT,
  IDLE,
  RESUME_KEY,
  type WebCallActions,
  type WebCallClient,
  type WebCallHub,
  type WebCallHubOptions,
  type WebCallState,
} from './state';

const done = Promise.resolve();

/** One call's snapshots (idle until a call) and what can be done with it. */
export class CallHub implements CallSnapshots, WebCallHub {
  call = IDLE;
  transcript = EMPTY_TRANSCRIPT;
  volume = 0;
  speaking = false;
  made: WebCallClient | null = null;
  #controller: Promise<CallController> | undefined;
  #loaded: CallController | undefined;
  #listeners = new Set<() => void>();
  #resumed = false;
  #holders = 0;

  constructor(
    /** How the client is made (a provider's own hub follows its props as they change). */
    public options: WebCallHubOptions,
  ) {}

  /**
   * Counts a provider that shows the call (from its mount); the returned function lets go (at its
   * unmount). Once the commit is done, a provider still holding it resumes a kept call (`resume()`,
   * once per hub): StrictMode's trial unmount lets go first, and the remount's hold resumes. When
   * the last one lets go the call is hung up: ended with `resume`, whose room the platform keeps,
   * stopped otherwise. StrictMode's trial unmount of a first provider lets go before any use, when
   * there is nothing to hang up.
   */
  hold(): () => void {
    this.#holders += 1;
    let held = true;
    queueMicrotask(() => held && this.resume());
    return () => {
      if (!held) return;
      held = false;
      if (--this.#holders > 0) return;
      void this.actions[this.options.resume === 'session' ? 'end' : 'stop']();
    };
  }

  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /**
   * Merges `call` into the call's state (a new one only when `call` has a field) and `rest` into
   * the other snapshots; tells the hooks.
   */
  set(call: Partial<WebCallState>, rest: Partial<CallSnapshots> = {}): void {
    if (Object.keys(call).length) this.call = { ...this.call, ...call };
    Object.assign(this, rest);
    for (const listener of this.#listeners) listener();
  }

  /** Loads the controller (once), and with `resume` its keeper. */
  #load(): Promise<CallController> {
    this.#controller ??= Promise.all([
      import('./controller'),
      this.options.resume === 'session' ? import('./resume') : undefined,
    ]).then(
      ([{ CallController }, resume]) => {
        this.#loaded = new CallController(this, resume?.sessionKeeper());
        return this.#loaded;
      },
      (error: unknown) => {
        this.#controller = undefined; // the next action tries again
        throw error;
      },
    );
    return this.#controller;
  }

  /** Back to no call: `IDLE`. */
  reset(): void {
    this.set(IDLE);
  }

  /** Says `starting` at once: a start or a resume is under way while the controller loads. */
  #starting(): void {
    this.set({ ...IDLE, state: 'starting' }, { transcript: EMPTY_TRANSCRIPT });
  }

  /**
   * With `resume="session"`, once per hub, from the first provider still mounted after its commit
   * (`hold()`): rejoins the call kept in `sessionStorage` by the page before a reload. Loads
   * nothing when none is kept.
   */
  resume(): void {
    if (this.options.resume !== 'session' || this.#resumed || isBusy(this.call.state)) return;
    this.#resumed = true;
    try {
      if (!sessionStorage.getItem(RESUME_KEY)) return;
    } catch {
      return; // no storage: nothing was kept
    }
    this.#starting();
    this.#load().then((controller) => controller.resume(), this.#unloaded);
  }

  /** The bindings' own code could not load (offline, a new deploy): as if the client failed. */
  #unloaded = (error: Error): null => {
    this.set({ ...IDLE, state: 'failed', error: { phase: 'client', error } });
    return null;
  };

  /** The same functions for the provider's whole life; they load the controller when they need it. */
  readonly actions: WebCallActions = {
    start: (...args) => {
      // Ignored while a call is under way; `starting` at once, while the controller loads.
      if (isBusy(this.call.state)) return Promise.resolve(null);
      this.#starting();
      return this.#load().then((controller) => controller.start(...args), this.#unloaded);
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
        (controller) => controller.preload(),
        () => {},
      ),
    resumeAudio: () => this.#loaded?.resumeAudio() ?? done,
    getState: () => this.call,
  };

  #hangUp(how: (client: WebCallClient) => Promise<void>): Promise<void> {
    // At once when the controller is there (the state says `ending` straight away); queued behind a
    // start that is still loading it otherwise, so that start is cancelled.
    if (this.#loaded) return this.#loaded.hangUp(how);
    return this.#controller ? this.#controller.then((c) => c.hangUp(how)) : done;
  }
}

/**
 * Makes a call that several React roots show: give it to each root's `<WebCallProvider hub={hub}>`.
 * Nothing is loaded or made until a component first starts or warms the call; the call is hung up
 * once none of its providers is mounted any more.
 *
 * @example
 * ```tsx
 * const hub = createWebCallHub({
 *   createClient: () => import('@org/web-call').then(({ WebCall }) => new WebCall('your-public-key')),
 * });
 * createRoot(headerSlot).render(<WebCallProvider hub={hub}><CallButton /></WebCallProvider>);
 * createRoot(panelSlot).render(<WebCallProvider hub={hub}><Transcript /></WebCallProvider>);
 * ```
 */
export function createWebCallHub(options: WebCallHubOptions): WebCallHub {
  return new CallHub(options);
}
