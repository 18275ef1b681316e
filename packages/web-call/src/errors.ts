import { timestamp } from './environment';
import type { WebCallErrorEvent } from './events';
import type { StartStage } from './start-stages';

/**
 * What went wrong, as carried by the `error` event and by every {@link WebCallError}
 * (SPEC §8 "Web call client", plus the runtime failures the client reports).
 */
export type WebCallErrorType =
  /** `start()` was given no assistant, squad or workflow, or userData that is too large. */
  | 'validation-error'
  /** `POST /call/web` failed (HTTP status, timeout, network) or a stage without its own type failed. */
  | 'start-method-error'
  /** Loading Daily or creating its call object failed. */
  | 'daily-call-object-creation-error'
  /** Waiting for the microphone permission on mobile failed. */
  | 'mobile-permissions-error'
  /** Joining the room failed. */
  | 'daily-call-join-error'
  /** Starting the video recording failed. */
  | 'video-recording-setup-error'
  /** Starting the remote audio-level observer failed. */
  | 'audio-observer-setup-error'
  /** Turning on noise cancellation failed (the call goes on without it). */
  | 'audio-processing-setup-error'
  /** Daily reported a fatal error during the call (the call ends). */
  | 'daily-error'
  /** The assistant's audio could not start playing. */
  | 'audio-playback-error'
  /**
   * The browser's autoplay policy refused the assistant's audio: call `resumeAudio()` from a user
   * gesture (a click, a key press) to hear it; the call waits for that.
   */
  | 'audio-playback-blocked'
  /** A control was used while there was no call object. */
  | 'call-object-unavailable'
  /** An app message was larger than Daily accepts. */
  | 'message-too-large';

/**
 * daily-js's fatal error types (SPEC §8 "Call library fatal errors"): a lost connection, a room
 * that does not exist, has expired or is not open yet (room or token), a full meeting, ejection,
 * no permission to join, and a daily-js version that has reached its end of life.
 */
export type DailyFatalErrorType =
  | 'connection-error'
  | 'no-room'
  | 'exp-room'
  | 'exp-token'
  | 'nbf-room'
  | 'nbf-token'
  | 'meeting-full'
  | 'ejected'
  | 'not-allowed'
  | 'end-of-life';

/**
 * The one error class of this package. `type` says what failed, `cause` keeps the original error
 * (an `ApiError` from `@org/api-client`, a Daily error, …).
 *
 * @example
 * try {
 *   webCall.setMuted(true);
 * } catch (error) {
 *   if (isWebCallError(error) && error.type === 'call-object-unavailable') showIdleUi();
 * }
 */
export class WebCallError extends Error {
  override readonly name = 'WebCallError' as const;
  /** What failed. */
  readonly type: WebCallErrorType;
  /** The start stage that failed, for errors of `start()`. */
  readonly stage?: StartStage;
  /** For a fatal error of Daily's (the cause), Daily's type of it. */
  declare readonly reason?: DailyFatalErrorType;

  constructor(
    type: WebCallErrorType,
    message: string,
    options?: { cause?: unknown; stage?: StartStage },
  ) {
    super(message, { cause: options?.cause });
    this.type = type;
    if (options?.stage) this.stage = options.stage;
    const reason = (options?.cause as { error?: { type?: DailyFatalErrorType } } | null)?.error
      ?.type;
    if (reason) this.reason = reason;
  }
}

/**
 * True for a {@link WebCallError}, also one thrown by another copy of this package in the bundle.
 *
 * @example
 * webCall.on('error', (event) => {
 *   if (isWebCallError(event.error)) console.log(event.error.type);
 * });
 */
export function isWebCallError(error: unknown): error is WebCallError {
  return (
    error instanceof WebCallError ||
    (error instanceof Error &&
      error.name === 'WebCallError' &&
      typeof (error as { type?: unknown }).type === 'string')
  );
}

/** Wraps anything thrown into a {@link WebCallError} of the given type, keeping it as `cause`. */
export function toWebCallError(
  type: WebCallErrorType,
  error: unknown,
  stage?: StartStage,
): WebCallError {
  const own = isWebCallError(error);
  if (own && error.type === type && (error.stage || !stage)) return error;
  const detail = error as { message?: string; errorMsg?: string } | null;
  return new WebCallError(type, detail?.message ?? detail?.errorMsg ?? String(error), {
    cause: own ? error.cause : error,
    stage,
  });
}

/** The error of a control used without a call (SPEC §5 "Web call client"). */
export function callObjectUnavailable(): WebCallError {
  return new WebCallError('call-object-unavailable', 'Call object is not available.');
}

/** The payload of an `error` event for a failure of the given type. */
export function errorEvent(
  type: WebCallErrorType,
  cause: unknown,
  extra?: Partial<WebCallErrorEvent>,
): WebCallErrorEvent {
  const error = toWebCallError(type, cause, extra?.stage);
  return { type: error.type, stage: error.stage, error, timestamp: timestamp(), ...extra };
}
