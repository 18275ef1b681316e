/**
 * The few values a page's own code reads about a call, apart from the client: which states mean a
 * call is under way, the name of a lost connection, the phases of a failure and the autoplay
 * check. The client, the React bindings and the site all read them from here
 * (`@org/web-call/constants`), which holds nothing else and loads nothing, so a page can branch on
 * a call's state without loading the client.
 */
import type { CallState, CallStateReason } from './call-state';
import type { WebCallErrorReason, WebCallErrorType } from './shared-types';

export type { CallState, CallStateReason };

/**
 * The `endedReason` of the one ended status (docs/requirements.md#ending-a-call) when the call
 * ends because its connection did not come back within the grace period (`reconnectGraceMs`),
 * instead of `customer-ended-call`. The `error` event of that end has the type `connection-lost`
 * too.
 */
export const CONNECTION_LOST = 'connection-lost' satisfies WebCallErrorType;

/**
 * The `error.reason` of an `audio-start-failed` error when the browser's autoplay policy holds the
 * assistant's audio back until a user gesture (see `resumeAudio()`).
 */
export const AUTOPLAY_BLOCKED = 'autoplay-blocked' satisfies WebCallErrorReason;

/** The states of a call under way. */
export type UnderWayState = Extract<CallState, 'starting' | 'connected' | 'reconnecting'>;

/** Whether a call is under way: starting, connected or reconnecting. */
export function isUnderWay(state: CallState): state is UnderWayState {
  return state === 'starting' || state === 'connected' || state === 'reconnecting';
}

/**
 * Whether a call is under way or being hung up (`ending`): the states in which the React bindings
 * and the site start no new call, so that a tap never overlaps a hang-up. The client itself takes a
 * start from `ending` (its state table): the new call begins while the last call object is still
 * being destroyed.
 */
export function isBusy(state: CallState): boolean {
  return isUnderWay(state) || state === 'ending';
}

/**
 * Where a call failed: `client`, the client could not be made; `start`, the call did not start;
 * `call`, it failed while live.
 */
export type FailurePhase = 'client' | 'start' | 'call';

/** The phase of a change to `failed`, by its reason: `start` for `start-failed`, else `call`. */
export function failurePhase(reason: CallStateReason): Exclude<FailurePhase, 'client'> {
  return reason === 'start-failed' ? 'start' : 'call';
}

/**
 * Whether an `error` event says the browser's autoplay policy holds the assistant's audio back
 * (`audio-start-failed`, reason `autoplay-blocked`): the call waits for `resumeAudio()` from a
 * user gesture.
 */
export function isAutoplayBlocked(
  event: { type?: unknown; error?: { reason?: unknown } | null } | null | undefined,
): boolean {
  return event?.type === 'audio-start-failed' && event.error?.reason === AUTOPLAY_BLOCKED;
}
