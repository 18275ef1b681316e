import type { WebCallError } from './errors';

/**
 * Where a call is (docs/architecture.md#the-call-state). `WebCall.state` holds it, and the
 * `state-change` event reports each change, before the events that tell the rest (`call-start`,
 * `call-end`, `error`).
 *
 * - `idle`: no call — before the first start, and after `stop()` puts an ended or failed call away.
 * - `starting`: `start()` or `reconnect()` is under way, until the assistant listens.
 * - `connected`: the assistant listens (`call-start`): the call is live.
 * - `reconnecting`: Daily reports the connection interrupted; the call waits for it to come back
 *   (at most `reconnectGraceMs`), with nothing already shown cleared.
 * - `ending`: `stop()` or `end()` is hanging up, or cancelling a start.
 * - `ended`: the call is over, ended by either side (`call-end` follows).
 * - `failed`: the start failed, or the call ended by an error (a fatal Daily error, or the
 *   connection lost for good); the change carries the error, also sent as an `error` event.
 */
export type CallState =
  | 'idle'
  | 'starting'
  | 'connected'
  | 'reconnecting'
  | 'ending'
  | 'ended'
  | 'failed';

/**
 * Why the state changed:
 *
 * - `start`, `reconnect`: `start()` or `reconnect()` was called (to `starting`);
 * - `listening`: the assistant listens (to `connected`);
 * - `network-interrupted`, `network-restored`: Daily's connection was interrupted (a connected
 *   call to `reconnecting`) or came back (to `connected`);
 * - `stop`: `stop()` or `end()` was called (to `ending`, or from `ended` or `failed` to `idle`);
 * - `stopped`: the hang-up is done (to `ended`);
 * - `remote-end`: the other side ended the call (to `ended`);
 * - `start-failed`: the start failed (to `failed`);
 * - `call-error`: a fatal error ended the call (to `failed`);
 * - `connection-lost`: the connection did not come back within the grace period (to `failed`).
 */
export type CallStateReason =
  | 'start'
  | 'reconnect'
  | 'listening'
  | 'network-interrupted'
  | 'network-restored'
  | 'stop'
  | 'stopped'
  | 'remote-end'
  | 'start-failed'
  | 'call-error'
  | 'connection-lost';

/** Payload of `state-change`. */
export type CallStateChange = {
  /** The state before the change. */
  previous: CallState;
  /** The state now (`WebCall.state`). */
  next: CallState;
  reason: CallStateReason;
  /** For a change to `failed`: the error that failed the call. */
  error?: WebCallError;
};

/** What a state with no call under way takes: a new start or reconnect. */
const AT_REST = { start: 'starting', reconnect: 'starting' } as const;

/** What every state of a call under way takes: its hang-up, and its end by the other side or by an error. */
const UNDER_WAY = {
  stop: 'ending',
  'remote-end': 'ended',
  'call-error': 'failed',
  'connection-lost': 'failed',
} as const;

/**
 * The one table of the call's state: for each state, the events (`CallStateReason`) it takes and
 * the state each leads to. Every change of `WebCall.state` is looked up here; an event a state
 * does not list changes nothing. `start` and `reconnect` that a state does not list are refused
 * (a call is under way); any other event it does not list is ignored (it belongs to a call that is
 * over or being hung up, or says what the state already says). The table has no entry from a
 * state to itself.
 *
 * - A network blip moves only a connected call: before the assistant listens, the start's own
 *   time limits apply, and `network-restored` has no `connected` to return to.
 * - `start` and `reconnect` are taken from `ending` too: a new call may begin while the last one's
 *   call object is still being destroyed (its `stopped` is then ignored).
 */
export const CALL_STATE_TABLE: Readonly<
  Record<CallState, Readonly<Partial<Record<CallStateReason, CallState>>>>
> = {
  idle: AT_REST,
  starting: { ...UNDER_WAY, listening: 'connected', 'start-failed': 'failed' },
  connected: { ...UNDER_WAY, 'network-interrupted': 'reconnecting' },
  reconnecting: { ...UNDER_WAY, 'network-restored': 'connected' },
  ending: { ...AT_REST, stopped: 'ended' },
  ended: { ...AT_REST, stop: 'idle' },
  failed: { ...AT_REST, stop: 'idle' },
};

/** The state `event` leads to from `state`, or `undefined` when `state` does not take it. */
export function nextState(state: CallState, event: CallStateReason): CallState | undefined {
  return CALL_STATE_TABLE[state][event];
}
