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
 * - `network-interrupted`, `network-restored`: Daily's connection was interrupted (to
 *   `reconnecting`) or came back (to `connected`);
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
