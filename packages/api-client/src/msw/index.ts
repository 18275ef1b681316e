// `@org/api-client/msw`: the platform API as msw request handlers, for tests of apps that use the
// client (Node with `setupServer`, the browser with `setupWorker`). msw 2 is an optional peer
// dependency: only this entry imports it.

export type { AnyRoute, InputKind, Io, OutputOf, Route, RouteCall } from '../core/route';
export {
  PLATFORM_ROUTES,
  type PlatformRoute,
  type PlatformRouteMap,
  type PlatformRouteName,
} from '../routes';
export { platformError } from './errors';
export {
  type PlatformFault,
  type PlatformFaults,
  type PlatformHandlersOptions,
  platformHandlers,
} from './handlers';
export type { PlatformResponses, PlatformRouteFunctions } from './responses';
export type { PlatformSeed } from './state';
