import type {
  DailyErrorDetails,
  StartStage,
  WebCallErrorReason,
  WebCallErrorType,
} from './shared-types';

/**
 * The one error class of this package. `type` says what failed, `cause` keeps the original error
 * (an `ApiError` from `@org/api-client`, a Daily error, …).
 *
 * @example
 * ```ts
 * try {
 *   webCall.setMuted(true);
 * } catch (error) {
 *   if (isWebCallError(error) && error.type === 'call-object-unavailable') showIdleUi();
 * }
 * ```
 */
export class WebCallError extends Error {
  /**
   * Any other field: code written for `@vapi-ai/web`, which passes its errors as `any`, may keep
   * one in a `Record<string, unknown>`.
   */
  readonly [field: string]: unknown;
  override readonly name = 'WebCallError' as const;
  /** What failed. */
  readonly type: WebCallErrorType;
  /** The start stage that failed, for errors of `start()`. */
  readonly stage?: StartStage;
  /**
   * Why, where the client can tell: for a fatal error of Daily's (the cause), Daily's type of it;
   * `autoplay-blocked` for audio the browser's autoplay policy held back.
   */
  declare readonly reason?: WebCallErrorReason;
  /** For an error Daily reported (the cause), Daily's message, as `@vapi-ai/web` passes it. */
  declare readonly errorMsg?: string;
  /**
   * Daily's details of an error it reported (`type`: `ejected`, `connection-error`, …, `msg`,
   * `details`); empty for other errors. As `@vapi-ai/web` passes them, so code such as
   * `e.error.error.type === 'ejected'` keeps working.
   */
  readonly error: DailyErrorDetails = {};

  constructor(
    type: WebCallErrorType,
    message: string,
    options?: { cause?: unknown; stage?: StartStage; reason?: WebCallErrorReason },
  ) {
    super(message, { cause: options?.cause });
    this.type = type;
    this.stage = options?.stage;
    const daily = options?.cause as { errorMsg?: unknown; error?: DailyErrorDetails } | null;
    if (typeof daily?.errorMsg === 'string') this.errorMsg = daily.errorMsg;
    if (daily?.error && typeof daily.error === 'object') this.error = daily.error;
    const reason = options?.reason ?? this.error.type;
    if (reason) this.reason = reason as WebCallErrorReason;
  }

  /**
   * What `JSON.stringify` writes: name, message, stack and the fields above, like the plain error
   * objects of `@vapi-ai/web` (an `Error`'s own message and stack are not enumerable; `name`, a
   * field of this class, is).
   */
  toJSON(): Record<string, unknown> {
    return { ...(this as object), message: this.message, stack: this.stack };
  }
}

/**
 * True for a {@link WebCallError}, also one thrown by another copy of this package in the bundle.
 *
 * @example
 * ```ts
 * webCall.on('error', (event) => {
 *   if (isWebCallError(event.error)) console.log(event.error.type);
 * });
 * ```
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
  const detail = error as { message?: string; errorMsg?: string; error?: unknown } | null;
  const text =
    detail?.message ??
    detail?.errorMsg ??
    (typeof detail?.error === 'string' ? detail.error : String(error));
  return new WebCallError(type, text, {
    cause: own ? error.cause : error,
    stage,
  });
}

/** The error of a control used without a call (docs/requirements.md#call-controls). */
export function callObjectUnavailable(): WebCallError {
  return new WebCallError('call-object-unavailable', 'Call object is not available.');
}
