import type { PlatformErrorBody } from '../core/errors';

/** The reason phrases the platform puts in `error`, by status. */
const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** A JSON answer, with the content type the platform sends. */
export function jsonResponse(
  body: unknown,
  status: number,
  headers?: Record<string, string>,
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...headers, 'content-type': 'application/json; charset=utf-8' },
  });
}

/** The message of a 401: the one the platform gives for a missing or wrong key, on every route. */
export const INVALID_KEY_MESSAGE =
  'Invalid Key. Hot tip, you may be using the private key instead of the public key, or vice versa.';

/** The platform's error body for a status: `{ message, error, statusCode }`. */
export function platformErrorBody(
  status: number,
  message: string | string[] = REASONS[status] ?? 'Error',
): Required<Pick<PlatformErrorBody, 'message' | 'error' | 'statusCode'>> {
  return { message, error: REASONS[status] ?? 'Error', statusCode: status };
}

/**
 * An answer with the platform's error body `{ message, error, statusCode }`, for your own
 * handlers next to the simulator's.
 *
 * @example
 * ```ts
 * server.use(http.get('https://api.vapi.ai/assistant', () => platformError(503)));
 * ```
 */
export function platformError(
  status: number,
  message?: string | string[],
  headers?: Record<string, string>,
): Response {
  return jsonResponse(platformErrorBody(status, message), status, headers);
}

/** Thrown by a route's answer to reply with an error status instead; the handler turns it into one. */
export class PlatformHttpError extends Error {
  override readonly name = 'PlatformHttpError';
  constructor(
    readonly status: number,
    readonly messages: string | string[],
  ) {
    super(Array.isArray(messages) ? messages.join('; ') : messages);
  }
}

/** A 404 for a resource that does not exist (or no longer does). */
export const notFound = (label: string, id: string): PlatformHttpError =>
  new PlatformHttpError(404, `${label} not found: no ${label.toLowerCase()} has the id "${id}".`);

/** A 400 listing what is wrong with the request, as the platform's validation does. */
export const badRequest = (problems: string | string[]): PlatformHttpError =>
  new PlatformHttpError(400, problems);

/**
 * Refuses an option unless `ok`: throws a `RangeError` (or `Kind`) saying what `name` must be, and
 * what it got.
 */
export function must(
  ok: unknown,
  name: string,
  what: string,
  value: unknown,
  Kind: ErrorConstructor = RangeError,
): void {
  if (!ok) throw new Kind(`${name} must be ${what}, got ${JSON.stringify(value)}`);
}
