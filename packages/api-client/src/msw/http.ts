import { type HttpHandler, http } from 'msw';
import type { HttpMethod } from '../core/core';
import type { Download } from '../core/download';
import type { AnyRoute, InputOf, OutputOf, PathOf, PathValueName } from '../core/route';
import { DEFAULT_BASE_URL } from '../core/url';
import type { PlatformRouteMap } from '../routes';
import { MATCHERS, reply } from '../simulator/simulator';
import { mswPattern } from './handlers';

/** The routes of the route map with a method, e.g. every `GET` route. */
export type PlatformRoutesOf<M extends HttpMethod> = Extract<
  PlatformRouteMap[keyof PlatformRouteMap],
  { key: `${M} ${string}` }
>;
/** The paths of the routes with a method, as the route map writes them: `'/assistant/{id}'`. */
export type PlatformPath<M extends HttpMethod> = PathOf<PlatformRoutesOf<M>['key']>;
/** The route of a method and a path. */
export type PlatformRouteAt<M extends HttpMethod, P extends string> = Extract<
  PlatformRoutesOf<M>,
  { key: `${M} ${P}` }
>;

/** What an override's resolver gets: the request, its path values, query and JSON body, typed. */
export interface PlatformResolverInfo<M extends HttpMethod, P extends PlatformPath<M>> {
  request: Request;
  /** The path values by name, decoded: `{ id: 'asst_1' }` for `/assistant/{id}`. */
  params: { [Name in PathValueName<P>]: string };
  query: URLSearchParams;
  /**
   * The JSON body the route takes, parsed (`undefined` without one; read a multipart body from
   * `request.formData()`).
   */
  body: InputOf<PlatformRouteAt<M, P>> | undefined;
}

/**
 * What a resolver may answer as JSON: what the route answers; nothing for a download route,
 * whose answer is a `Response` (the redirect to its file).
 */
type JsonAnswer<R extends AnyRoute> = OutputOf<R> extends Download ? never : OutputOf<R>;

/**
 * A resolver of one route: it answers what the route answers (sent as JSON, 201 for a POST), or
 * any `Response`, e.g. `platformError(503)` (a download route: a `Response` only).
 */
export type PlatformResolver<M extends HttpMethod, P extends PlatformPath<M>> = (
  info: PlatformResolverInfo<M, P>,
) =>
  | JsonAnswer<PlatformRouteAt<M, P>>
  | Response
  | Promise<JsonAnswer<PlatformRouteAt<M, P>> | Response>;

/** An override of one route, typed from the route map: `platform.get('/assistant/{id}', …)`. */
export type PlatformOverride<M extends HttpMethod> = <P extends PlatformPath<M>>(
  path: P,
  resolver: PlatformResolver<M, P>,
) => HttpHandler;

/** msw handlers for single routes of the platform, typed from the client's route map. */
export interface PlatformHttp {
  get: PlatformOverride<'GET'>;
  post: PlatformOverride<'POST'>;
  put: PlatformOverride<'PUT'>;
  patch: PlatformOverride<'PATCH'>;
  delete: PlatformOverride<'DELETE'>;
}

/**
 * Typed overrides of single routes for your tests, on `baseUrl` (default the client's): each
 * method makes one msw handler for a path of the route map, whose resolver gets the request's
 * path values and body and answers the route's response type, checked by TypeScript. Put them
 * before `platformHandlers()` with `server.use(…)`.
 *
 * @example
 * ```ts
 * const platform = createPlatformHttp({ baseUrl: 'https://platform.test' });
 * server.use(platform.get('/assistant/{id}', ({ params }) => ({ id: params.id, name: 'Desk' })));
 * ```
 */
export function createPlatformHttp(options: { baseUrl?: string } = {}): PlatformHttp {
  const base = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  const on =
    (method: HttpMethod) =>
    (path: string, resolver: (info: PlatformResolverInfo<never, never>) => unknown) => {
      const key = `${method} ${path}`;
      if (!MATCHERS.some(({ route }) => route.key === key))
        throw new TypeError(`no route ${key} (paths look like '/assistant/{id}')`);
      return http[method.toLowerCase() as 'get'](
        mswPattern(base, path),
        async ({ request, params }) => {
          const json = request.headers.get('content-type')?.includes('json');
          const answer = await resolver({
            request,
            params: params as never,
            query: new URL(request.url).searchParams,
            body: json ? ((await request.clone().json()) as never) : undefined,
          });
          return reply(answer, method);
        },
      );
    };
  return {
    get: on('GET'),
    post: on('POST'),
    put: on('PUT'),
    patch: on('PATCH'),
    delete: on('DELETE'),
  };
}

/**
 * Typed overrides of single routes on the client's default base URL (`https://api.vapi.ai`); see
 * {@link createPlatformHttp}.
 *
 * @example
 * ```ts
 * server.use(platform.get('/assistant/{id}', () => platformError(503)));
 * ```
 */
export const platform: PlatformHttp = /* @__PURE__ */ createPlatformHttp();
