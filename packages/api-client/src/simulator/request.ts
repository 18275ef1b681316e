import type { CreateWebCallRequest } from '../types/call';
import type { JsonObject, Page } from '../types/common';
import { badRequest } from './errors';
import type { RoomStore, SimulatedRoom } from './rooms';
import type { PlatformState } from './state';

/** How the simulator answers `POST /call/web`, besides what the call asks for. */
export interface WebCallAnswerOptions {
  /** The script of a new call's room; by default the assistant greets with its first message. */
  room?: (body: CreateWebCallRequest) => SimulatedRoom;
  /** Answer with `artifactPlan.videoRecordingEnabled: true` (the web client then records). */
  videoRecordingEnabled?: boolean;
  /** The assistant's voice provider in the answer (`'tavus'` makes it a video call). */
  voiceProvider?: string;
  /** A room token to hand out in `transport.callToken`. */
  callToken?: string;
}

/** What a route's answer gets: the request, already read, and the simulated platform's state. */
export interface RouteContext {
  /** Path values, decoded (`{ id: 'asst 1' }` for `/assistant/asst%201`). */
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  /** The JSON body (an empty object when none was sent), or the parts of a multipart body. */
  readonly body: JsonObject | FormData;
  readonly request: Request;
  readonly state: PlatformState;
  /** The time of the request, as the platform writes it. */
  readonly now: string;
  /** The rooms of the simulator's web calls. */
  readonly rooms: RoomStore;
  /** Where the rooms are served, without a trailing slash: a room's URL is this, `/`, its id. */
  readonly roomsUrl: string;
  /** How the simulator answers `POST /call/web`. */
  readonly webCall: WebCallAnswerOptions;
  /** Where the simulated storage serves call artifacts, without a trailing slash. */
  readonly storageUrl: string;
}

/** The JSON body of a route that takes JSON; a multipart body is refused with a 400. */
export function jsonBody<T>(ctx: RouteContext): T {
  if (ctx.body instanceof FormData) throw badRequest('Request body must be a JSON object.');
  return ctx.body as T;
}

/** The parts of a multipart body; a JSON body is refused with a 400. */
export function formBody(ctx: RouteContext): FormData {
  if (!(ctx.body instanceof FormData))
    throw badRequest('Request body must be multipart/form-data.');
  return ctx.body;
}

/** The fields a value must have; `index signatures` are not fields. */
type KnownKeys<T> = keyof {
  [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K];
};
/** The fields of a request type that are not optional. */
export type RequiredKeys<T> = {
  [K in KnownKeys<T>]-?: object extends Pick<T, K> ? never : K;
}[KnownKeys<T>];

/** What a required field must hold. */
export type FieldKind = 'string' | 'array' | 'object' | 'text-or-messages';

/**
 * Checks the required fields of a JSON body: every field of `fields` must be present and of its
 * kind. `fields` is typed from the request type, so a new required field must be checked here too.
 * Answers 400 with one message per problem, as the platform does.
 */
export function requireFields<T>(
  ctx: RouteContext,
  fields: { [K in RequiredKeys<T>]: FieldKind },
): T {
  const body = jsonBody<Record<string, unknown>>(ctx);
  const problems: string[] = [];
  for (const [name, kind] of Object.entries(fields) as [string, FieldKind][]) {
    const value = body[name];
    if (value === undefined || value === null || value === '')
      problems.push(`${name} should not be empty`);
    else if (kind === 'string' && typeof value !== 'string')
      problems.push(`${name} must be a string`);
    else if (kind === 'array' && !Array.isArray(value)) problems.push(`${name} must be an array`);
    else if (kind === 'object' && (typeof value !== 'object' || Array.isArray(value)))
      problems.push(`${name} must be an object`);
    else if (kind === 'text-or-messages' && typeof value !== 'string' && !Array.isArray(value))
      problems.push(`${name} must be a string or an array of messages`);
  }
  if (problems.length) throw badRequest(problems);
  return body as T;
}

const DATE_FILTERS = ['createdAt', 'updatedAt'].flatMap((field) =>
  (['Gt', 'Lt', 'Ge', 'Le'] as const).map((op) => [`${field}${op}`, field, op] as const),
);
const compare = {
  Gt: (d: number) => d > 0,
  Lt: (d: number) => d < 0,
  Ge: (d: number) => d >= 0,
  Le: (d: number) => d <= 0,
};

/** How a list route reads its query; parameters it does not know are ignored. */
export interface ListRules {
  /** Query parameters that must equal the item's field of the same name. */
  equal?: readonly string[];
  /** Query parameters that match when one of the item's fields contains them, ignoring case. */
  contains?: Readonly<Record<string, readonly string[]>>;
  /** Default page size. Default 100. */
  defaultLimit?: number;
  /** The field the `createdAt…` filters and the order read. Default `createdAt`. */
  timeField?: string;
}

/** Reads a whole number from the query, or refuses the request. */
function whole(query: URLSearchParams, name: string, min: number, max: number) {
  const raw = query.get(name);
  if (raw === null) return undefined;
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isInteger(value))
    throw badRequest([`${name} must be a number conforming to the specified constraints`]);
  if (value < min) throw badRequest([`${name} must not be less than ${min}`]);
  if (value > max) throw badRequest([`${name} must not be greater than ${max}`]);
  return value;
}

/** The time in a field of an item, in ms (NaN when it has none). */
function timeOf(item: object, field: string): number {
  const value = (item as Record<string, unknown>)[field];
  return typeof value === 'string' ? Date.parse(value) : Number.NaN;
}

/**
 * Every item that matches the query's filters (`createdAt…`/`updatedAt…` and the route's own),
 * newest first unless `sortOrder=ASC`; `limit` and `page` are not applied.
 */
export function matching<T extends object>(
  items: Iterable<T>,
  query: URLSearchParams,
  rules: ListRules,
): T[] {
  const tests: ((item: T) => boolean)[] = [];
  for (const [key, field, op] of DATE_FILTERS) {
    const raw = query.get(key);
    if (raw === null) continue;
    const bound = Date.parse(raw);
    if (Number.isNaN(bound)) throw badRequest([`${key} must be a valid ISO 8601 date string`]);
    const read = field === 'createdAt' ? (rules.timeField ?? field) : field;
    tests.push((item) => {
      const at = timeOf(item, read);
      return !Number.isNaN(at) && compare[op](at - bound);
    });
  }
  for (const key of rules.equal ?? []) {
    const wanted = query.getAll(key);
    if (wanted.length)
      tests.push((item) => wanted.includes(String((item as Record<string, unknown>)[key])));
  }
  for (const [key, fields] of Object.entries(rules.contains ?? {})) {
    const wanted = query.get(key)?.toLowerCase();
    if (wanted)
      tests.push((item) =>
        fields.some((field) =>
          String((item as Record<string, unknown>)[field] ?? '')
            .toLowerCase()
            .includes(wanted),
        ),
      );
  }
  const sortOrder = query.get('sortOrder') ?? 'DESC';
  if (sortOrder !== 'ASC' && sortOrder !== 'DESC')
    throw badRequest(['sortOrder must be one of the following values: ASC, DESC']);
  const at = (item: T) => timeOf(item, rules.timeField ?? 'createdAt') || 0;
  // oldest first; the sort is stable, so equal times (a frozen clock) keep the order of making
  const ordered = [...items]
    .filter((item) => tests.every((test) => test(item)))
    .sort((a, b) => at(a) - at(b));
  return sortOrder === 'ASC' ? ordered : ordered.reverse();
}

/**
 * Answer of a paginated route (`GET /v2/assistant`): page `page` (from 1) of `limit` items, with
 * the platform's `metadata` (`itemsPerPage`, `totalItems`, `currentPage`). `least` is the least
 * `limit` taken.
 */
export function pageOf<T extends object>(
  items: Iterable<T>,
  query: URLSearchParams,
  rules: ListRules = {},
  least = 1,
): Page<T> {
  const itemsPerPage = whole(query, 'limit', least, 1000) ?? rules.defaultLimit ?? 100;
  const currentPage = whole(query, 'page', 1, Number.MAX_SAFE_INTEGER) ?? 1;
  const all = matching(items, query, rules);
  const start = (currentPage - 1) * itemsPerPage;
  return {
    results: all.slice(start, start + itemsPerPage),
    metadata: { itemsPerPage, totalItems: all.length, currentPage },
  };
}

/**
 * Answer of a plain list route (`GET /assistant`): at most `limit` (from 0) matching items, newest
 * first (from page `page` when the route takes one).
 */
export const listOf = <T extends object>(
  items: Iterable<T>,
  query: URLSearchParams,
  rules?: ListRules,
): T[] => pageOf(items, query, rules, 0).results;
