import type { AnyRoute } from '../core/route';
import { type PlatformRoute, ROUTE_MAP } from '../routes';
import type { JsonObject } from '../types/common';
import { ANSWERS } from './answers';
import type { EventStream } from './answers/table';
import type { Answer } from './crud';
import {
  INVALID_KEY_MESSAGE,
  jsonResponse,
  must,
  PlatformHttpError,
  platformError,
} from './errors';
import { EXTRA_ANSWERS, type SimulatorExtras } from './extras';
import { checkFault, faultCounter, type PlatformFault } from './faults';
import { matchersOf, type RouteMatcher, valuesOf } from './match';
import type { RouteContext, WebCallAnswerOptions } from './request';
import { ROOM_ROUTES, ROOMS_PATH, type RoomRoute, RoomStore } from './rooms';
import { createState, type PlatformSeed, type PlatformState } from './state';
import { STORAGE_PATH, STORAGE_ROUTES, type StorageRoute } from './storage';

/** Faults by route (`'POST /call/web'`, `'GET /simulator/rooms/{id}'`), or `'*'` for every platform route. */
export type PlatformFaults = {
  [R in PlatformRoute | RoomRoute | StorageRoute | '*']?: PlatformFault;
};

/** Options of {@link createPlatformSimulator}. */
export interface PlatformSimulatorOptions extends WebCallAnswerOptions {
  /**
   * The API origin, with a path prefix if any, that it answers on: requests elsewhere get a 404,
   * and the rooms of web calls are served under it. By default it answers on the origin of each
   * request.
   */
  baseUrl?: string;
  /** Resources the platform starts with (each with an `id`). */
  seed?: PlatformSeed;
  /** Delay before every answer, in ms. Default 0. */
  latencyMs?: number;
  /** Routes that fail instead of answering. */
  faults?: PlatformFaults;
  /**
   * Bearer keys accepted on secured routes; by default any non-empty key. A request without an
   * accepted key gets 401 with the platform's error body.
   */
  tokens?: readonly string[];
  /** How many rooms of web calls are kept; the oldest are forgotten first. Default 1000. */
  maxRooms?: number;
  /** The origin of the rooms' URLs, when it is not the API's (e.g. behind a proxy). */
  roomOrigin?: string;
  /** The path the rooms are served under. Default `/simulator/rooms`. */
  roomsPath?: string;
  /**
   * Whether a JSON body is checked against its route's schema in the platform's document, as the
   * platform checks it: a body that does not fit, or a required body left out, gets 400 with the
   * platform's error body, listing what is wrong (`name must be a string`). Default `true`; turn
   * it off to send what the platform would refuse.
   */
  validateBodies?: boolean;
  /**
   * Nothing: the simulator answers every route, those of `simulatorExtras` included.
   *
   * @deprecated This option changes nothing, and can be left out.
   */
  extras?: SimulatorExtras;
}

/** One platform, simulated: a `Request` in, the platform's `Response` out. */
export interface PlatformSimulator {
  /**
   * Answers a request as the platform would: every route of the route table, the rooms of its
   * web calls, the storage its downloads redirect to, and the platform's 404 for any other path.
   * A network fault
   * answers `Response.error()`.
   */
  handle(request: Request): Promise<Response>;
  /**
   * A `fetch` that answers from the simulator, with no network: pass it to a client as its
   * `fetch`. A network fault rejects with a `TypeError`, as `fetch` does; a redirect (a download's)
   * is answered, not followed, as `redirect: 'manual'` gives it in Node.
   */
  readonly fetch: typeof fetch;
  /** Whether a URL is one of the platform's paths (a route for any method, a room, the storage) under `baseUrl`. */
  serves(url: string | URL): boolean;
  /** The platform's resources, to look into from a test. */
  readonly state: PlatformState;
  /** The base URL it answers on, without a trailing slash; `undefined` for any origin. */
  readonly baseUrl: string | undefined;
  /** The path its rooms are served under (`roomsPath`), without a trailing slash. */
  readonly roomsPath: string;
  /**
   * Loads the check of request bodies and compiles it for `routes` (`'POST /call/web'`; every
   * route with a JSON body by default) ahead of their first request, which otherwise waits for
   * it: a large schema takes seconds to compile. A server can await it before it says it is
   * ready. Resolves at once with `validateBodies: false`.
   */
  prepare(routes?: readonly string[]): Promise<void>;
}

/** The simulator's own routes: the rooms of web calls, and the storage of call artifacts. */
const OWN_ROUTES = { ...ROOM_ROUTES, ...STORAGE_ROUTES };
/** Every route the simulator answers: the platform's, then its own. */
const ALL_ROUTES = { ...ROUTE_MAP, ...OWN_ROUTES };
/** The platform's routes and the simulator's own, most specific first. */
export const MATCHERS: readonly RouteMatcher<keyof typeof ALL_ROUTES>[] = matchersOf(ALL_ROUTES);

/**
 * Whether a path, from the API's root, is one of the platform's: a route of the route table for
 * any method, a room of a web call, or a file of the simulated storage. A local gateway routes by
 * it.
 *
 * @example
 * ```ts
 * isPlatformPath('/assistant/asst_1'); // true
 * isPlatformPath('/rest/v1/demo_requests'); // false
 * ```
 */
export function isPlatformPath(pathname: string): boolean {
  return MATCHERS.some((matcher) => valuesOf(matcher, pathname) !== undefined);
}

function checkOptions(options: PlatformSimulatorOptions): void {
  const { baseUrl, latencyMs, tokens, maxRooms, validateBodies } = options;
  must(
    validateBodies === undefined || typeof validateBodies === 'boolean',
    'validateBodies',
    'true or false',
    validateBodies,
    TypeError,
  );
  must(
    baseUrl === undefined || /^https?:\/\/[^/]/.test(baseUrl),
    'baseUrl',
    'an http(s) URL',
    baseUrl,
    TypeError,
  );
  must(
    latencyMs === undefined || (Number.isFinite(latencyMs) && latencyMs >= 0),
    'latencyMs',
    'a number of ms from 0',
    latencyMs,
  );
  must(
    tokens === undefined ||
      (Array.isArray(tokens) && tokens.every((token) => typeof token === 'string' && token)),
    'tokens',
    'an array of non-empty strings',
    tokens,
    TypeError,
  );
  must(
    maxRooms === undefined || (Number.isInteger(maxRooms) && maxRooms >= 1),
    'maxRooms',
    'a whole number from 1',
    maxRooms,
  );
  for (const [route, fault] of Object.entries(options.faults ?? {})) {
    const where = `faults[${JSON.stringify(route)}]`;
    if (route !== '*' && !MATCHERS.some((matcher) => matcher.route.key === route))
      throw new TypeError(`${where}: no such route (routes look like 'GET /assistant/{id}')`);
    checkFault(where, fault as PlatformFault);
  }
}

/**
 * Reads the body of a request as the platform does: JSON (empty means `{}`) or multipart parts.
 * `sent` says whether a JSON body was there at all.
 */
async function readBody(request: Request): Promise<{ body: JsonObject | FormData; sent: boolean }> {
  if (request.method === 'GET' || request.method === 'DELETE') return { body: {}, sent: false };
  if (request.headers.get('content-type')?.startsWith('multipart/form-data'))
    return { body: await request.formData(), sent: true };
  const text = await request.text();
  let body: unknown;
  try {
    body = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new PlatformHttpError(400, 'Request body is not valid JSON.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new PlatformHttpError(400, 'Request body must be a JSON object.');
  return { body: body as JsonObject, sent: text.trim() !== '' };
}

/** The platform's check of a JSON body, loaded with its schemas on the first body it checks. */
let bodyCheck: Promise<typeof import('./body-validator')> | undefined;
const loadBodyCheck = () => {
  bodyCheck ??= import('./body-validator');
  return bodyCheck;
};
async function checkBody(key: string, body: JsonObject, sent: boolean): Promise<void> {
  const problems = (await loadBodyCheck()).bodyProblems(key, body, sent);
  if (problems.length > 0) throw new PlatformHttpError(400, problems);
}

/** The answer on the wire: JSON (201 for a POST), CSV text for an export, or an event stream. */
export function reply(answer: unknown, method: string): Response {
  if (answer instanceof Response) return answer;
  const status = method === 'POST' ? 201 : 200;
  if (typeof answer === 'string')
    return new Response(answer, {
      status,
      headers: { 'content-type': 'text/csv; charset=utf-8' },
    });
  if ((answer as EventStream | undefined)?.kind === 'event-stream') {
    const lines = (answer as EventStream).events.map(
      (event) => `data: ${JSON.stringify(event)}\n\n`,
    );
    const body = `${lines.join('')}data: [DONE]\n\n`;
    return new Response(body, { status, headers: { 'content-type': 'text/event-stream' } });
  }
  return jsonResponse(answer, status);
}

/** The answers of the room routes. */
const ROOM_ANSWERS: Record<keyof typeof ROOM_ROUTES, Answer<Response>> = {
  getRoom: (ctx) => ctx.rooms.script(ctx.params.id ?? ''),
  reportRoomProgress: (ctx) =>
    ctx.rooms.progress(ctx.params.id ?? '', (ctx.body as { turnsPlayed?: unknown }).turnsPlayed),
  leaveRoom: (ctx) => ctx.rooms.leave(ctx.params.id ?? ''),
};
/** The answer of every route, by route name. */
const ALL_ANSWERS: Record<string, Answer<unknown>> = {
  ...ANSWERS,
  ...ROOM_ANSWERS,
  ...EXTRA_ANSWERS,
};

/**
 * The platform, simulated in memory: one `Request` → `Response` function for every route of the
 * route table (CRUD state, list filters and pages, 401 and 404 as the platform answers them,
 * `POST /call/web` with the rooms its calls point to, the routes that compute an answer from more
 * than one resource: analytics, the voice library, downloads, …) and faults by route. The
 * stand-ins of the platform are adapters over it:
 * `@org/api-client/msw`, `@org/web-call/testing`'s handlers and the local stack.
 *
 * @example
 * ```ts
 * const platform = createPlatformSimulator({ seed: { assistants: [{ id: 'asst_1', name: 'Desk' }] } });
 * const fetch = (input: RequestInfo | URL, init?: RequestInit) => platform.handle(new Request(input, init));
 * const client = createClient({ token: 'sk_test', fetch });
 * await client.assistants.get('asst_1'); // { id: 'asst_1', name: 'Desk', … }
 * ```
 */
export function createPlatformSimulator(options: PlatformSimulatorOptions = {}): PlatformSimulator {
  checkOptions(options);
  const base = options.baseUrl?.replace(/\/+$/, '');
  const prefix = base === undefined ? '' : new URL(base).pathname.replace(/\/+$/, '');
  const state = createState(options.seed ?? {});
  const rooms = new RoomStore(options.maxRooms ?? 1000);
  const roomsPath = (options.roomsPath ?? ROOMS_PATH).replace(/\/+$/, '');
  const faults = faultCounter(options.faults ?? {});
  const { latencyMs, tokens, validateBodies = true } = options;

  /** The request's path under the base URL, or `undefined` when it is not under it. */
  const pathUnderBase = (url: URL): string | undefined => {
    const at = url.origin + url.pathname;
    if (base === undefined) return url.pathname;
    if (at === base || at.startsWith(`${base}/`)) return url.pathname.slice(prefix.length) || '/';
    return undefined;
  };
  /** The room routes are declared under `ROOMS_PATH`; a custom `roomsPath` maps onto them. */
  const routePath = (path: string) =>
    roomsPath !== ROOMS_PATH && path.startsWith(`${roomsPath}/`)
      ? ROOMS_PATH + path.slice(roomsPath.length)
      : path;
  const authorized = (request: Request) => {
    const key = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1]?.trim();
    return Boolean(key) && (!tokens || tokens.includes(key as string));
  };

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (latencyMs) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    const under = pathUnderBase(url);
    const path = under && routePath(under);
    const matched =
      path &&
      MATCHERS.find((matcher) => matcher.method === request.method && valuesOf(matcher, path));
    const params = matched && valuesOf(matched, path);
    if (!matched || !params)
      return platformError(404, `Cannot ${request.method} ${under ?? url.pathname}`);
    const { route, name } = matched;
    const fault = faults.next(name in OWN_ROUTES ? [route.key] : [route.key, '*']);
    if (fault) return fault;
    if ((route as AnyRoute).auth !== false && !authorized(request))
      return platformError(401, INVALID_KEY_MESSAGE);
    const answer = ALL_ANSWERS[name];
    if (!answer) return platformError(501, `${route.key} is not simulated.`);
    try {
      const { body, sent } = await readBody(request);
      if (validateBodies && !(body instanceof FormData) && !(name in OWN_ROUTES))
        await checkBody(route.key, body, sent);
      const ctx: RouteContext = {
        params,
        query: url.searchParams,
        body,
        request,
        state,
        now: new Date().toISOString(),
        rooms,
        roomsUrl: `${options.roomOrigin?.replace(/\/+$/, '') ?? base ?? url.origin}${roomsPath}`,
        webCall: options,
        storageUrl: `${base ?? url.origin}${STORAGE_PATH}`,
      };
      return reply(await answer(ctx), request.method);
    } catch (error) {
      if (error instanceof PlatformHttpError) return platformError(error.status, error.messages);
      throw error;
    }
  }

  return {
    handle,
    async fetch(input, init) {
      const response = await handle(new Request(input, init));
      if (response.type === 'error') throw new TypeError('fetch failed');
      return response;
    },
    serves(url) {
      const under = pathUnderBase(new URL(url));
      return under !== undefined && isPlatformPath(routePath(under));
    },
    state,
    baseUrl: base,
    roomsPath,
    async prepare(routes) {
      if (validateBodies) (await loadBodyCheck()).prepareBodyChecks(routes);
    },
  };
}
