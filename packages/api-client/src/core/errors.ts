/** Why a request failed: an HTTP error status, the timeout, the caller's abort, or the network. */
export type ApiErrorReason = 'http' | 'timeout' | 'aborted' | 'network';

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

function describe(init: ApiErrorInit): string {
  const { reason, status, body } = init;
  if (reason === 'timeout') return 'timed out';
  if (reason === 'aborted') return 'was aborted';
  if (reason === 'network') return 'failed: network error';
  let detail = init.detail ?? (typeof body === 'string' ? body.slice(0, 200) : '');
  if (!init.detail && body && typeof body === 'object') {
    const { message } = body as PlatformErrorBody;
    detail = Array.isArray(message)
      ? message.join('; ')
      : typeof message === 'string'
        ? message
        : '';
  }
  return `failed with ${status}${detail ? `: ${detail}` : ''}`;
}

/**
 * The one error the API client throws. `reason` says what went wrong; for `'http'` the status,
 * the parsed body (JSON when the server sent JSON, text otherwise) and the request id are kept.
 *
 * @example
 * try {
 *   await client.assistants.get('missing');
 * } catch (error) {
 *   if (isApiError(error) && error.status === 404) console.log(error.body);
 * }
 */
export class ApiError extends Error {
  override readonly name = 'ApiError' as const;
  /** What went wrong: an HTTP status, the timeout, the caller's abort or the network. */
  readonly reason: ApiErrorReason;
  /** The HTTP status, for `reason: 'http'`. */
  readonly status?: number;
  /** The request's method, e.g. `'POST'`. */
  readonly method: string;
  /** The route path with its path values, without the base URL or query string. */
  readonly path: string;
  /** The response body: parsed JSON, text, or `undefined` when there was none. */
  readonly body: unknown;
  /** The `x-request-id` response header, when the server sent one. */
  readonly requestId?: string;

  constructor(init: ApiErrorInit) {
    super(`${init.method} ${init.path} ${describe(init)}`, { cause: init.cause });
    this.reason = init.reason;
    this.status = init.status;
    this.method = init.method;
    this.path = init.path;
    this.body = init.body;
    this.requestId = init.requestId;
  }
}

/**
 * True for an {@link ApiError}, also one thrown by another copy of this package in the bundle.
 *
 * @example
 * if (isApiError(error) && error.reason === 'timeout') retryLater();
 */
export function isApiError(error: unknown): error is ApiError {
  return (
    error instanceof ApiError ||
    (error instanceof Error &&
      error.name === 'ApiError' &&
      typeof (error as { reason?: unknown }).reason === 'string')
  );
}
