import type { WebCallResponse } from '@org/api-client';
import type { PlaybackSettings } from './audio-output';
import type { CallObjectFactory } from './call-object';
import type { DailySession } from './daily-session';
import { timestamp, warn } from './environment';
import { CANCELLED, type Prepared, prepareCall } from './prepared-call';
import { type ReconnectCall, runStart, type StartHost, type StartTarget } from './start-call';

/** What a client's calls need from the client. */
export interface LifecycleHost extends StartHost {
  factory: CallObjectFactory;
  /** Volume and output device, kept across calls. */
  playback: PlaybackSettings;
  /** The call is over (stopped, failed or ended by itself): free what the client made for it. */
  stopped(): void;
}

/** One client's calls, as made by {@link createCallLifecycle}. */
export interface CallLifecycle {
  /** The session of the current call, once its start has made it; undefined between calls. */
  readonly session: DailySession | undefined;
  /** `start()`: resolves to the created call, or null (already started, or failed and reported). */
  start(target: StartTarget): Promise<WebCallResponse | null>;
  /** `reconnect()`: rejoins a kept room; rejects when it cannot. */
  reconnect(webCall: ReconnectCall): Promise<void>;
  /** `preload()`: a call object made and loaded ahead, unless a call is under way. */
  preload(): Promise<void>;
  /** `stop()`: cancels a start under way and destroys every call object of this client. */
  stop(): Promise<void>;
}

/**
 * The life of one client's calls, one at a time: a call object preloaded, taken by a start (or a
 * reconnect), live, then stopped — by the page, a failed start or the call's own end. The client's
 * public methods ask it for the current session. Plain closures rather than a class: only the
 * client sees it, and local names minify where method and field names would not.
 */
export function createCallLifecycle(host: LifecycleHost): CallLifecycle {
  /**
   * The client's call object: a preloaded one (not live) until a start takes it, then the current
   * call's (live). One at a time: a preload waits for no start, and a start takes the preload.
   */
  let call: Prepared | undefined;
  /** The start (or reconnect) under way or done, until `stop()`: set while a call is "started". */
  let attempt: AbortController | undefined;

  const stop = async (): Promise<void> => {
    attempt?.abort(CANCELLED);
    attempt = undefined;
    const closing = call;
    call = undefined;
    host.stopped();
    await closing?.close();
  };

  /** The preloaded call object if it is still usable, or a new one. */
  const preloaded = (live: boolean): Prepared =>
    call && !call.closing
      ? call
      : prepareCall(
          {
            ...host,
            // The call ended by itself (remote end, fatal error); a start still running is over too.
            ended: (ended) => ended === call && ended.live && stop(),
          },
          live,
        );

  const run = (target: StartTarget | ReconnectCall, reconnect?: boolean) => {
    attempt = new AbortController();
    return runStart(
      host,
      {
        signal: attempt.signal,
        take: () => {
          call = preloaded(true);
          call.live = true;
          return call;
        },
        teardown: stop,
      },
      // The pipeline reads the fields of a start or of the call to rejoin, as `reconnect` says.
      target as StartTarget & ReconnectCall,
      reconnect,
    );
  };

  return {
    get session() {
      return call?.session;
    },
    start(target) {
      if (attempt) {
        host.emit('call-start-progress', {
          stage: 'validation',
          status: 'failed',
          timestamp: timestamp(),
          metadata: { reason: 'already-started' },
        });
        return Promise.resolve(null);
      }
      return run(target) as Promise<WebCallResponse | null>;
    },
    async reconnect(webCall) {
      if (attempt) {
        throw new Error('Cannot reconnect while a call is already in progress. Call stop() first.');
      }
      if (!webCall?.webCallUrl) throw new Error('webCallUrl is required for reconnection.');
      await run(webCall, true);
    },
    async preload() {
      if (attempt) return;
      call = preloaded(false);
      // A failed preload closes its call object, which no start or preload takes again.
      await call.ready.catch((error: unknown) => {
        if (error !== CANCELLED) warn(error);
      });
    },
    stop,
  };
}
