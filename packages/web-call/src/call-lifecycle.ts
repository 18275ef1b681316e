import type { WebCallResponse } from '@org/api-client';
import type { CallSession } from './call-session';
import { type CallState, type CallStateReason, nextState } from './call-state';
import { isUnderWay } from './constants';
import { timestamp, warn } from './environment';
import { callObjectUnavailable, WebCallError } from './errors';
import { endedStatus } from './messages';
import type { MicBoost } from './mic-boost';
import { CANCELLED, type Prepared, type PrepareHost, prepareCall } from './prepared-call';
import { rejoinCall, type StartAttempt, type StartHost, startCall } from './start-call';
import type { ReconnectCall, StartTarget } from './start-target';
import type { Transport } from './transport';

/** What the lifecycle needs from the client: the start pipeline's and the call objects' needs. */
export type LifecycleHost = Omit<StartHost & PrepareHost, 'ended' | 'transition'>;

/** The life of the client's calls, as {@link createCallLifecycle} makes it. */
export interface CallLifecycle {
  readonly state: CallState;
  /** The session of the current call, once its start has made it; undefined between calls. */
  readonly session: CallSession | undefined;
  /**
   * Looks `event` up in `CALL_STATE_TABLE` from the current state: changes the state and says so
   * (`state-change`) when the table has an entry. True when the state changed.
   */
  transition(event: CallStateReason, error?: WebCallError): boolean;
  /** `WebCall.start()`: refused (with its progress event) while a call is under way. */
  start(target: StartTarget): Promise<WebCallResponse | null>;
  /** `WebCall.reconnect()`: rejects with a `reconnect-error` at once when it cannot begin. */
  reconnect(call: ReconnectCall): Promise<void>;
  /** `WebCall.preload()`: nothing while a call is under way; never rejects. */
  preload(): Promise<void>;
  /**
   * `WebCall.stop()`: a call under way is hung up (`ending`, then `ended`), an ended or failed one
   * put away (`idle`). Resolves once the call object is destroyed.
   */
  stop(): Promise<void>;
  /**
   * `WebCall.increaseMicLevel()` on `call`, the current call's transport: the boost replaces the
   * last one, and is released with the call (on `stop()`, a failure, the call's own end).
   */
  boostMicrophone(call: Transport, deviceId: string | undefined, gain: number): Promise<void>;
}

/**
 * The life of the client's calls, one at a time: the state (every change looked up in
 * `CALL_STATE_TABLE`), the start or reconnect under way, and the call object it runs on, from
 * `preload()` or `start()` to `stop()` or the call's own end. `WebCall` holds one and adds the
 * controls of a call.
 */
export function createCallLifecycle(options: LifecycleHost): CallLifecycle {
  let state: CallState = 'idle';
  /**
   * The client's call object: a preloaded one (not live) until a start takes it, then the current
   * call's (live). One at a time: a preload waits for no start, and a start takes the preload.
   */
  let prepared: Prepared | undefined;
  /** The start (or reconnect) of the current call, until it is put away: what `stop()` aborts. */
  let attempt: AbortController | undefined;
  /** The destruction of the last call object, which a `stop()` waits for. */
  let closing: Promise<void> | undefined;
  /** The microphone boost of the current call (`increaseMicLevel()`), released with the call. */
  let boost: MicBoost | undefined;

  const transition = (event: CallStateReason, error?: WebCallError): boolean => {
    const previous = state;
    const next = nextState(previous, event);
    if (next) {
      state = next;
      host.emit('state-change', { previous, next, reason: event, ...(error && { error }) });
    }
    return !!next;
  };
  const host: StartHost & Omit<PrepareHost, 'ended'> = { ...options, transition };

  /** Cancels a start under way and destroys the client's call object (and the mic boost). */
  const stop = (): Promise<void> => {
    attempt?.abort(CANCELLED);
    attempt = undefined;
    const last = prepared;
    prepared = undefined;
    boost?.release();
    boost = undefined;
    if (last) closing = last.close();
    return closing ?? Promise.resolve();
  };

  /** The preloaded call object if it is still usable (a start makes it live), or a new one. */
  const prepare = (live: boolean): Prepared => {
    if (prepared && !prepared.closing) prepared.live ||= live;
    else {
      prepared = prepareCall(
        {
          ...host,
          // The call ended by itself (remote end, fatal error); a start still running is over too.
          ended: (ended) => ended === prepared && ended.live && stop(),
        },
        live,
      );
    }
    return prepared;
  };

  /** A new start attempt for `event` (`start` or `reconnect`), if the state takes it. */
  const begin = (event: 'start' | 'reconnect'): StartAttempt | undefined => {
    if (!nextState(state, event)) return;
    const controller = new AbortController();
    attempt = controller;
    transition(event);
    return {
      signal: controller.signal,
      take: () => prepare(true),
      // Only while this attempt is the current one: a start begun from a `state-change` listener
      // of this failure is left alone.
      teardown: () => (attempt === controller ? stop() : Promise.resolve()),
    };
  };

  return {
    get state() {
      return state;
    },
    get session() {
      return prepared?.session;
    },
    transition,
    start(target) {
      const started = begin('start');
      if (started) return startCall(host, started, target);
      host.emit('call-start-progress', {
        stage: 'validation',
        status: 'failed',
        timestamp: timestamp(),
        metadata: { reason: 'already-started' },
      });
      return Promise.resolve(null);
    },
    async reconnect(call) {
      if (isUnderWay(state)) {
        throw new WebCallError(
          'reconnect-error',
          'Cannot reconnect while a call is already in progress. Call stop() first.',
        );
      }
      if (!call?.webCallUrl) {
        throw new WebCallError('reconnect-error', 'webCallUrl is required for reconnection.');
      }
      // Not under way: the state takes `reconnect`.
      await rejoinCall(host, begin('reconnect') as StartAttempt, call);
    },
    async preload() {
      if (isUnderWay(state)) return;
      // A failed preload closes its call object, which no start or preload takes again.
      await prepare(false).ready.catch((error: unknown) => {
        if (error !== CANCELLED) warn(error);
      });
    },
    async stop() {
      transition('stop');
      await stop();
      // A start cancelled before its join has no session to tell its end: it is told here, as a
      // joined call's session tells it.
      if (transition('stopped')) {
        host.emit('call-end');
        host.emit('message', endedStatus());
      }
    },
    async boostMicrophone(call, deviceId, gain) {
      // Loaded on first use, like the network tests.
      const { boostMicrophone } = await import('./mic-boost');
      // The call may have ended while the browser was opening the microphone.
      const made = await boostMicrophone(
        call,
        deviceId,
        gain,
        () => prepared?.session?.call === call,
      );
      if (!made) throw callObjectUnavailable();
      boost?.release();
      boost = made;
    },
  };
}
