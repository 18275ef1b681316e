import { delay, type HttpHandler, HttpResponse, http } from 'msw';
import { DEFAULT_BASE_URL } from '../core/url';
import { PLATFORM_ROUTES, type PlatformRoute } from '../routes';
import type { JsonObject } from '../types/common';
import { ANSWERS } from './answers';
import type { EventStream } from './answers/table';
import { INVALID_KEY_MESSAGE, jsonResponse, PlatformHttpError, platformError } from './errors';
import type { RouteContext } from './request';
import { createState, type PlatformSeed, type PlatformState } from './state';

/**
 * A failure to answer with: an HTTP status (with the platform's error body), `'network'` (the
 * request fails without an answer, as when the host is unreachable), or either with a message,
 * extra headers (e.g. `Retry-After`) and a number of `times` after which the route answers again.
 */
export type PlatformFault =
  | number
  | 'network'
  | {
      status: number | 'network';
      message?: string | string[];
      headers?: Record<string, string>;
      /** Fail only the next `times` requests (default: every request). */
      times?: number;
    };

/** Faults by route (`'POST /call/web'`), or `'*'` for every route. */
export type PlatformFaults = { [R in PlatformRoute | '*']?: PlatformFault };

/** Options of {@link platformHandlers}. */
export interface PlatformHandlersOptions {
  /** The API origin to answer on; defaults to the client's default, `https://api.vapi.ai`. */
  baseUrl?: string;
  /** Resources the platform starts with (each with an `id`). */
  seed?: PlatformSeed;
  /** Delay before every answer, in ms (msw's `delay`). Default 0. */
  latencyMs?: number;
  /** Routes that fail instead of answering. */
  faults?: PlatformFaults;
  /**
   * Bearer keys accepted on secured routes; by default any non-empty key. A request without an
   * accepted key gets 401 with the platform's error body.
   */
  tokens?: readonly string[];
}

/** Routes with more fixed segments first, so `/template/pinned` wins over `/template/{id}`. */
function bySpecificity(a: PlatformRoute, b: PlatformRoute): number {
  const segments = (route: string) => route.slice(route.indexOf(' ') + 1).split('/');
  const [left, right] = [segments(a), segments(b)];
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const [l, r] = [left[i]?.startsWith('{'), right[i]?.startsWith('{')];
    if (l !== r) return l ? 1 : -1;
  }
  return 0;
}

function checkOptions({ baseUrl, latencyMs, faults, tokens }: PlatformHandlersOptions): void {
  if (baseUrl !== undefined && !/^https?:\/\/[^/]/.test(baseUrl))
    throw new TypeError(`baseUrl must be an http(s) URL, got ${JSON.stringify(baseUrl)}`);
  if (latencyMs !== undefined && !(Number.isFinite(latencyMs) && latencyMs >= 0))
    throw new RangeError(`latencyMs must be a number of ms from 0, got ${latencyMs}`);
  if (
    tokens !== undefined &&
    !(Array.isArray(tokens) && tokens.every((t) => typeof t === 'string' && t))
  )
    throw new TypeError('tokens must be an array of non-empty strings');
  for (const [route, fault] of Object.entries(faults ?? {})) {
    const where = `faults[${JSON.stringify(route)}]`;
    if (route !== '*' && !(PLATFORM_ROUTES as readonly string[]).includes(route))
      throw new TypeError(`${where}: no such route (routes look like 'GET /assistant/{id}')`);
    const plan = typeof fault === 'object' && fault !== null ? fault : { status: fault };
    const { status, times } = plan as { status: unknown; times?: unknown };
    if (
      status !== 'network' &&
      !(Number.isInteger(status) && Number(status) >= 400 && Number(status) <= 599)
    )
      throw new RangeError(
        `${where} must be an HTTP error status (400-599) or 'network', got ${String(status)}`,
      );
    if (times !== undefined && !(Number.isInteger(times) && Number(times) >= 1))
      throw new RangeError(`${where}.times must be a whole number from 1, got ${String(times)}`);
  }
}

/** Reads the body of a request as the platform does: JSON (empty means `{}`) or multipart parts. */
async function readBody(request: Request): Promise<JsonObject | FormData> {
  if (request.method === 'GET' || request.method === 'DELETE') return {};
  if (request.headers.get('content-type')?.startsWith('multipart/form-data'))
    return request.formData();
  const text = await request.text();
  let body: unknown;
  try {
    body = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new PlatformHttpError(400, 'Request body is not valid JSON.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new PlatformHttpError(400, 'Request body must be a JSON object.');
  return body as JsonObject;
}

/** The answer on the wire: JSON (201 for a POST), CSV text for an export, or an event stream. */
function reply(answer: unknown, method: string): Response {
  const status = method === 'POST' ? 201 : 200;
  if (typeof answer === 'string')
    return HttpResponse.text(answer, {
      status,
      headers: { 'content-type': 'text/csv; charset=utf-8' },
    });
  if ((answer as EventStream | undefined)?.kind === 'event-stream') {
    const lines = (answer as EventStream).events.map(
      (event) => `data: ${JSON.stringify(event)}\n\n`,
    );
    const body = `${lines.join('')}data: [DONE]\n\n`;
    return new HttpResponse(body, { status, headers: { 'content-type': 'text/event-stream' } });
  }
  return jsonResponse(answer, status);
}

/**
 * msw request handlers that answer every route of the platform API like the platform: one per
 * route of the route table the client is checked against, then one that answers any other path
 * under `baseUrl` with the platform's 404. Each call keeps its own in-memory state: what you
 * create can be fetched, listed, updated and deleted, and is then gone (404).
 *
 * Secured routes answer 401 without a bearer key, list routes honour `limit`, the date filters
 * and their own filters, paginated routes answer `{ results, metadata }` for `page`, and every
 * error has the platform's body `{ message, error, statusCode }`.
 *
 * @example
 * ```ts
 * const server = setupServer(...platformHandlers({ seed: { assistants: [{ id: 'asst_1', name: 'Desk' }] } }));
 * server.listen({ onUnhandledRequest: 'error' });
 * const client = createClient({ token: 'sk_test' });
 * await client.assistants.get('asst_1'); // { id: 'asst_1', name: 'Desk', … }
 * ```
 */
export function platformHandlers(options: PlatformHandlersOptions = {}): HttpHandler[] {
  checkOptions(options);
  const base = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  const state: PlatformState = createState(options.seed ?? {}, base);
  const { latencyMs = 0, faults = {}, tokens } = options;
  const failures = new Map<string, number>();

  /** The fault to answer a request of `route` with now, if any (and counts it). */
  function faultFor(route: PlatformRoute): Response | undefined {
    for (const key of [route, '*'] as const) {
      const fault = faults[key];
      if (fault === undefined) continue;
      const plan = typeof fault === 'object' ? fault : { status: fault };
      const used = failures.get(key) ?? 0;
      if (plan.times !== undefined && used >= plan.times) continue;
      failures.set(key, used + 1);
      if (plan.status === 'network') return HttpResponse.error();
      return platformError(plan.status, plan.message, plan.headers);
    }
    return undefined;
  }

  const authorized = (request: Request) => {
    const key = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1]?.trim();
    return Boolean(key) && (!tokens || tokens.includes(key as string));
  };

  const routeHandlers = [...PLATFORM_ROUTES].sort(bySpecificity).map((route) => {
    const [method = 'GET', template = '/'] = route.split(' ');
    const path = template.replace(/\{(\w+)\}/g, ':$1');
    const on = http[method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'];
    return on(`${base}${path}`, async ({ request, params }) => {
      if (latencyMs) await delay(latencyMs);
      const fault = faultFor(route);
      if (fault) return fault;
      if (route !== 'POST /credential/webhook' && !authorized(request))
        return platformError(401, INVALID_KEY_MESSAGE);
      try {
        const ctx: RouteContext = {
          params: params as Record<string, string>,
          query: new URL(request.url).searchParams,
          body: await readBody(request),
          request,
          state,
          now: new Date().toISOString(),
        };
        return reply(ANSWERS[route](ctx), method);
      } catch (error) {
        if (error instanceof PlatformHttpError) return platformError(error.status, error.messages);
        throw error;
      }
    });
  });
  const otherPaths = http.all(`${base}/*`, ({ request }) =>
    platformError(404, `Cannot ${request.method} ${new URL(request.url).pathname}`),
  );
  return [...routeHandlers, otherPaths];
}
