import type { OutputOf, RouteCall } from '../core/route';
import type { PlatformRoute, RouteOf } from '../routes';

/**
 * The client function of each route of the route table, by its key: its type, as the route's
 * declaration makes it.
 */
export type PlatformRouteFunctions = { [R in PlatformRoute]: RouteCall<RouteOf<R>> };

/**
 * What each route answers on success, as its declaration says: `PlatformResponses['GET /assistant/{id}']`
 * is `Assistant`. `POST /chat` with `stream: true` answers server-sent `ChatStreamEvent`s instead;
 * a download route answers a redirect, and its entry is the `Download` its client function gives.
 */
export type PlatformResponses = { [R in PlatformRoute]: OutputOf<RouteOf<R>> };
