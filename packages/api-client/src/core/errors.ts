/**
 * Why a request failed: an HTTP error status, the timeout, the caller's abort, the network, a path
 * value that would retarget the request (refused before sending), or a response body over the cap.
 */
export type ApiErrorReason =
  | 'http'
  | 'timeout'
  | 'aborted'
  | 'network'
  | 'invalid-argument'
  | 'response-too-large';

/** The platform's usual error body; other shapes (HTML, plain text, nothing) also occur. */
export interface PlatformErrorBody {
  message?: string | string[];
  error?: string;
  statusCode?: number;
  [key: string]: unknown;
}

/** What {@link ApiError} is built from. */
export interface ApiErrorInit {
  reason: ApiErrorReason;
  method: string;
  path: string;
  status?: number;
  body?: unknown;
  requestId?: string;
  cause?: unknown;
  /** Replaces the generated detail in the message. */
  detail?: string;
}

const FAILURES = {
  timeout: 'timed out',
  aborted: 'was aborted',
  network: 'failed: network error',
  'invalid-argument': 'was not sent: invalid argument',
  'response-too-large': 'failed: response body too large',
} as const;

function describe({ reason, status, body, detail }: ApiErrorInit): string {
  if (reason === 'http') {
    // a text body's start, or the platform's message (its list joined)
    const message =
      typeof body === 'string' ? body.slice(0, 200) : (body as PlatformErrorBody | null)?.message;
    detail ??=
      typeof message === 'string' || Array.isArray(message) ? [message].flat().join('; ') : '';
  }
  const what = reason === 'http' ? `failed${status ? ` with ${status}` : ''}` : FAILURES[reason];
  return what + (detail ? `: ${detail}` : '');
}

/**
 * The one error the API client throws. `reason` says what went wrong; for `'http'` the status,
 * the parsed body (JSON when the server sent JSON, text otherwise) and the request id are kept.
 *
 * @example
 * ```ts
 * try {
 *   await client.assistants.get('missing');
 * } catch (error) {
 *   if (isApiError(error) && error.status === 404) console.log(error.body);
 * }
 * ```
 */
export class ApiError extends Error {
  override readonly name = 'ApiError' as const;
  // `declare`d fields emit no code; the constructor sets them all at once (bundle size)
  /** What went wrong: an HTTP status, the timeout, the caller's abort or the network. */
  declare readonly reason: ApiErrorReason;
  /** The HTTP status, for `reason: 'http'`. */
  declare readonly status?: number;
  /** The request's method, e.g. `'POST'`. */
  declare readonly method: string;
  /** The route path with its path values, without the base URL or query string. */
  declare readonly path: string;
  /** The response body: parsed JSON, text, or `undefined` when there was none. */
  declare readonly body: unknown;
  /** The `x-request-id` response header, when the server sent one. */
  declare readonly requestId?: string;

  constructor(init: ApiErrorInit) {
    const { cause, detail: _detail, ...fields } = init;
    super(`${init.method} ${init.path} ${describe(init)}`, { cause });
    Object.assign(this, { body: undefined }, fields);
  }
}

/**
 * True for an {@link ApiError}, also one thrown by another copy of this package in the bundle.
 *
 * @example
 * ```ts
 * if (isApiError(error) && error.reason === 'timeout') retryLater();
 * ```
 */
export const isApiError = (error: unknown): error is ApiError =>
  // an ApiError of this copy has the name and the reason too
  error instanceof Error &&
  error.name === 'ApiError' &&
  typeof (error as { reason?: unknown }).reason === 'string';
