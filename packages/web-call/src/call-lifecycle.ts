import type { Core, WebCallResponse } from '@org/api-client';
import type { PlaybackSettings } from './audio-output';
import type { CallObjectFactory, CallObjectProperties } from './call-object';
import type { DailySession, Emit } from './daily-session';
import { timestamp, warn } from './environment';
import { CANCELLED, type Prepared, prepareCall } from './prepared-call';
import { type ReconnectCall, runStart, type StartTarget } from './start-call';
import type { WebCallOptions } from './web-call-options';

/** What a client's calls need from the client. */
export interface LifecycleHost {
  core: Core;
  factory: CallObjectFactory;
  properties: CallObjectProperties;
  options: WebCallOptions;
  /** Volume and output device, kept across calls. */
  playback: PlaybackSettings;
  emit: Emit;
  /** Whether anyone listens to `local-volume-level` (the observer then starts by itself). */
  wantsLocalLevels(): boolean;
  /** The call is over (stopped, failed or ended by itself): free what the client made for it. */
  stopped(): void;
}

/**
 * The life of one client's calls, one at a time: a call object preloaded, taken by a start (or a
 * reconnect), live, then stopped — by the page, a failed start or the call's own end. The client's
 * public methods ask it for the current session.
 */
export class CallLifecycle {
  /** The session of the current call, once its call object is made; null between calls. */
  session: DailySession | null = null;
  readonly #host: LifecycleHost;
  #prepared: Prepared | null = null;
  #current: Prepared | null = null;
  #started = false;
  #attempt: AbortController | undefined;

  constructor(host: LifecycleHost) {
    this.#host = host;
  }

  /** `start()`: resolves to the created call, or null (already started, or failed and reported). */
  start(target: StartTarget): Promise<WebCallResponse | null> {
    if (this.#started) {
      this.#host.emit('call-start-progress', {
        stage: 'validation',
        status: 'failed',
        timestamp: timestamp(),
        metadata: { reason: 'already-started' },
      });
      return Promise.resolve(null);
    }
    return this.#run(target) as Promise<WebCallResponse | null>;
  }

  /** `reconnect()`: rejoins a kept room; rejects when it cannot. */
  async reconnect(webCall: ReconnectCall): Promise<void> {
    if (this.#started) {
      throw new Error('Cannot reconnect while a call is already in progress. Call stop() first.');
    }
    if (!webCall?.webCallUrl) throw new Error('webCallUrl is required for reconnection.');
    await this.#run(webCall, true);
  }

  /** `preload()`: a call object made and loaded ahead, unless a call is under way. */
  async preload(): Promise<void> {
    if (this.#started) return;
    const prepared = this.#preloaded(false);
    this.#prepared = prepared;
    await prepared.ready.catch((error: unknown) => {
      if (error !== CANCELLED) warn(error);
      if (this.#prepared === prepared) this.#prepared = null;
    });
  }

  /** `stop()`: cancels a start under way and destroys every call object of this client. */
  async stop(): Promise<void> {
    this.#started = false;
    this.#attempt?.abort();
    this.#attempt = undefined;
    const calls = [this.#current, this.#prepared];
    this.#current = this.#prepared = this.session = null;
    this.#host.stopped();
    await Promise.all(calls.map((prepared) => prepared?.close()));
  }

  #run(target: StartTarget | ReconnectCall, reconnect?: boolean) {
    this.#started = true;
    const attempt = new AbortController();
    this.#attempt = attempt;
    const { core, emit, options, properties, wantsLocalLevels } = this.#host;
    return runStart(
      {
        core,
        emit,
        stageTimeoutMs: options.stageTimeoutMs ?? 30_000,
        noiseCancellation: options.noiseCancellation !== false,
        genericStartError: options.genericStartError !== false,
        userData: options.userData ?? properties.userData,
        signal: attempt.signal,
        take: () => {
          const prepared = this.#preloaded(true);
          prepared.live = true;
          this.#prepared = null;
          this.#current = prepared;
          return prepared;
        },
        adopt: (session) => {
          this.session = session;
        },
        wantsLocalLevels,
        teardown: () => this.stop(),
      },
      target,
      reconnect,
    );
  }

  /** The preloaded call object if it is still usable, or a new one. */
  #preloaded(live: boolean): Prepared {
    const preloaded = this.#prepared;
    if (preloaded && preloaded.state !== 'closing') return preloaded;
    return prepareCall(
      {
        ...this.#host,
        // The call ended by itself (remote end, fatal error); a start still running is over too.
        ended: (prepared) => this.#current === prepared && this.stop(),
      },
      live,
    );
  }
}
