import { ApiError, type ApiErrorInit, type ApiErrorReason } from './errors';
import { DEFAULT_BASE_URL, type QueryParams, serializeQuery } from './url';

/** Options of a client: where it talks to, with which key, and how patiently. */
export interface ClientOptions {
  /** The private API key, sent as `Authorization: Bearer <token>` on secured routes. */
  token?: string;
  /** The API origin; defaults to {@link DEFAULT_BASE_URL}. */
  baseUrl?: string;
  /** The `fetch` to use; defaults to the global one (looked up at request time). */
  fetch?: typeof fetch;
  /**
   * Time allowed for a whole request, retries included, in ms. Default 30 000; `0` for none.
   * A retry whose wait would not end before the timeout is not attempted: the last error is thrown.
   */
  timeoutMs?: number;
  /** Retries of idempotent requests after 408, 429, 5xx or a network error. Default 2. */
  maxRetries?: number;
  /** Headers sent with every request. */
  headers?: Record<string, string>;
  /** First back-off delay in ms, doubled on each retry (with up to 25% jitter). Default 500. */
  retryDelayMs?: number;
  /** Cap of the back-off delay in ms. Default 8 000. */
  maxRetryDelayMs?: number;
  /**
   * Largest response body accepted, in bytes, counted while it streams in: a bigger one is cut off
   * and fails with `reason: 'response-too-large'`. Default 10 MB (10 485 760); `0` for no cap.
   */
  maxResponseBytes?: number;
}

/** Per-call options accepted by every route function. */
export interface RequestOptions {
  /** Aborts the request (and its retries); the error has `reason: 'aborted'`. */
  signal?: AbortSignal;
  /** Overrides the client's timeout for this call. */
  timeoutMs?: number;
  /** Extra headers for this call. */
  headers?: Record<string, string>;
  /** Overrides the client's response body cap for this call. */
  maxResponseBytes?: number;
}

/** HTTP methods the platform's routes use. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One request as the route functions describe it to the core. */
export interface CoreRequest extends RequestOptions {
  method: HttpMethod;
  /** Route path with encoded path values, e.g. `/assistant/abc`. */
  path: string;
  query?: QueryParams;
  /** A JSON-serialisable value, or `FormData` for multipart routes. */
  body?: unknown;
  /** `false` on unsecured routes (the credential webhook): no `Authorization` header. */
  auth?: boolean;
  /** Marks a POST as safe to repeat; GET, PUT and DELETE are retried anyway, PATCH never. */
  idempotent?: boolean;
  /**
   * Resolves, once a 2xx answer starts, to its body as text chunks (`AsyncIterable<string>`) instead
   * of the parsed body. The timeout covers the wait for the answer; `signal` and the body cap cover
   * the whole stream. Errors while reading are the raw ones (see `readChunks`).
   */
  stream?: boolean;
  /**
   * Sends the request with this fetch `redirect` mode and resolves, once an answer under 400
   * arrives, to the `Response` itself, unread: the redirect that `'manual'` stops at (status 3xx,
   * or 0 where the runtime makes it opaque), or the answer at the end of those `'follow'` follows.
   * For the download routes, whose caller reads the body: the body cap does not apply to it. The
   * timeout covers the wait for the answer; `signal` still reaches the body.
   */
  redirect?: RequestRedirect;
}

/** The fetch core every route function runs on; made by {@link createCore}. */
export interface Core {
  /** The base URL without a trailing slash. */
  readonly baseUrl: string;
  /**
   * Sends one request with retries, timeout and abort; resolves to the parsed body. Path values
   * that are empty, `.` or `..` are refused before sending (`reason: 'invalid-argument'`).
   */
  request<T>(request: CoreRequest): Promise<T>;
}

const RETRY_AFTER_LIMIT_MS = 60_000;
/** The default response body cap: 10 MB. */
export const DEFAULT_MAX_RESPONSE_BYTES: number = 10_485_760;
/** The longest delay a timer keeps (2^31 − 1 ms, about 24.8 days); a longer one fires at once. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Throws a `RangeError` unless `value` is `undefined` or a number from 0: a whole one when `whole`
 * (counts, byte sizes), otherwise at most the longest timer (milliseconds). NaN, negative,
 * infinite and, for counts, fractional values never reach a request.
 */
export function checkOption(name: string, value: unknown, whole?: boolean): void {
  if (
    value !== undefined &&
    !(
      typeof value === 'number' &&
      value >= 0 &&
      (whole ? Number.isSafeInteger(value) : value <= MAX_TIMER_MS)
    )
  )
    throw new RangeError(
      `${name} must be ${whole ? 'a whole number' : `at most ${MAX_TIMER_MS} ms`} from 0, got ${value}`,
    );
}

/**
 * Checks the numeric options that a client's or a request's options may hold: the counts and sizes
 * (the first two) are whole numbers, the others milliseconds.
 */
const checkOptions = (options: ClientOptions): void =>
  ['maxRetries', 'maxResponseBytes', 'timeoutMs', 'retryDelayMs', 'maxRetryDelayMs'].forEach(
    (name, index) => {
      checkOption(name, options[name as keyof ClientOptions], index < 2);
    },
  );

/**
 * A route path with an empty, `.` or `..` segment. Route paths never have one, and values are
 * encoded (`encodeURIComponent` leaves dots alone), so such a segment comes from a path value that
 * URL normalisation would drop or turn into a step up: `/test-suite/S/test/..` becomes
 * `/test-suite/S/`.
 */
const UNSAFE_SEGMENT = /\/\.{0,2}(?=\/|$)/;

/**
 * Reads a response body as text chunks, counting bytes as they arrive: past `limit` (0: no limit)
 * it stops reading, cancels the body (which closes the connection) and throws `tooLarge()`, as it
 * does at once for a `Content-Length` over the limit. Stopping the iteration early cancels too.
 */
export async function* readChunks(
  response: Response,
  limit: number,
  tooLarge: () => Error,
): AsyncGenerator<string, void, undefined> {
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  try {
    if (limit && Number(response.headers.get('content-length')) > limit) throw tooLarge();
    for (let size = 0; reader; ) {
      const { done, value } = await reader.read();
      if (done) return;
      size += value.byteLength;
      if (limit && size > limit) throw tooLarge();
      yield decoder.decode(value, { stream: true });
    }
  } finally {
    reader?.cancel().catch(() => {});
  }
}

/** Milliseconds to wait from a `Retry-After` value (seconds or an HTTP date), if it is valid. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  const ms = Number.isNaN(seconds) ? Date.parse(value) - now : seconds * 1000;
  // a date in the past is no wait; NaN (no valid value) is neither at least nor under 0
  return ms >= 0 ? ms : ms < 0 ? 0 : undefined;
}

/** Parses a response text: JSON when the content type says so, text otherwise, nothing if empty. */
export const parseBody = (text: string, contentType: string | null): unknown =>
  text ? (contentType?.includes('json') ? JSON.parse(text) : text) : undefined;

/**
 * Makes the fetch core that the route functions share. Use it directly with the plain route
 * functions when bundle size matters; `createClient` wraps it for `client.resource.method()`.
 *
 * @example
 * ```ts
 * const core = createCore({ token: process.env.API_TOKEN });
 * const call = await createWebCall(core, { assistantId: 'asst_123' });
 * ```
 */
export function createCore(options: ClientOptions = {}): Core {
  const base = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  const {
    maxRetries = 2,
    retryDelayMs = 500,
    maxRetryDelayMs = 8_000,
    maxResponseBytes = DEFAULT_MAX_RESPONSE_BYTES,
  } = options;
  checkOptions(options);

  async function request<T>(req: CoreRequest): Promise<T> {
    const { method, path, signal } = req;
    const fail = (reason: ApiErrorReason, extra?: Partial<ApiErrorInit>) =>
      new ApiError({ reason, method, path, ...extra });
    if (UNSAFE_SEGMENT.test(path))
      throw fail('invalid-argument', { detail: 'a path value is empty, "." or ".."' });
    checkOptions(req);
    const limit = req.maxResponseBytes ?? maxResponseBytes;
    const headers = new Headers(options.headers);
    headers.set('accept', 'application/json');
    if (req.auth === false) headers.delete('authorization');
    else if (options.token) headers.set('authorization', `Bearer ${options.token}`);
    let body: BodyInit | undefined;
    if (req.body instanceof FormData) body = req.body;
    else if (req.body !== undefined) {
      body = JSON.stringify(req.body);
      headers.set('content-type', 'application/json');
    }
    for (const [name, value] of Object.entries(req.headers ?? {})) headers.set(name, value);

    const controller = new AbortController();
    let timedOut = false;
    let streaming = false;
    const timeoutMs = req.timeoutMs ?? options.timeoutMs ?? 30_000;
    const deadline = performance.now() + (timeoutMs || Infinity);
    const timer =
      timeoutMs &&
      setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, timeoutMs);
    const onAbort = () => controller.abort();
    if (signal?.aborted) onAbort();
    // a signal aborts once: its listeners run once without `{ once: true }`
    signal?.addEventListener('abort', onAbort);
    const stopped = (cause?: unknown) => fail(timedOut ? 'timeout' : 'aborted', { cause });
    // POST and PATCH are not retried unless the route says so
    const retryable = req.idempotent ?? !/^P[OA]/.test(method);
    const url = base + path + serializeQuery(req.query);

    try {
      for (let attempt = 0; ; attempt++) {
        if (controller.signal.aborted) throw stopped();
        let error: ApiError;
        let wait: number | undefined;
        try {
          const response = await (options.fetch ?? fetch)(url, {
            method,
            headers,
            body,
            redirect: req.redirect,
            signal: controller.signal,
          });
          const extra = {
            status: response.status,
            requestId: response.headers.get('x-request-id') ?? undefined,
          };
          const chunks = readChunks(response, limit, () =>
            fail('response-too-large', { ...extra, detail: `over ${limit} bytes` }),
          );
          if (req.redirect ? response.status < 400 : req.stream && response.ok) {
            streaming = true;
            return (req.redirect ? response : chunks) as T;
          }
          let text = '';
          for await (const chunk of chunks) text += chunk;
          let parsed: unknown;
          let invalid: unknown;
          try {
            parsed = parseBody(text, response.headers.get('content-type'));
          } catch (cause) {
            // a body that claims to be JSON but is not: kept as text
            invalid = cause;
            parsed = text;
          }
          if (response.ok) {
            if (invalid)
              throw fail('http', {
                ...extra,
                body: text,
                cause: invalid,
                detail: 'response is not valid JSON',
              });
            return parsed as T;
          }
          error = fail('http', { ...extra, body: parsed });
          const { status } = response;
          if (status !== 408 && status !== 429 && status < 500) throw error;
          wait = parseRetryAfter(response.headers.get('retry-after'));
        } catch (cause) {
          // the errors thrown above are this copy's own
          if (cause instanceof ApiError) throw cause;
          if (controller.signal.aborted) throw stopped(cause);
          error = fail('network', { cause });
        }
        if (!retryable || attempt >= maxRetries) throw error;
        const delay =
          wait ?? Math.min(maxRetryDelayMs, retryDelayMs * 2 ** attempt) * (1 - Math.random() / 4);
        // a wait that outlasts the limit or the timeout would only end in a less useful error
        if (delay > RETRY_AFTER_LIMIT_MS || performance.now() + delay >= deadline) throw error;
        // the wait ends early on an abort, which the next turn reports
        await new Promise<void>((resolve) => {
          const wake = setTimeout(resolve, delay);
          controller.signal.addEventListener('abort', () => {
            clearTimeout(wake);
            resolve();
          });
        });
      }
    } finally {
      clearTimeout(timer);
      // a stream goes on after this returns: the caller's signal must still reach it
      if (!streaming) signal?.removeEventListener('abort', onAbort);
    }
  }

  return { baseUrl: base, request };
}
