// `@org/api-client/msw`: the platform API as msw request handlers, for tests of apps that use the
// client (Node with `setupServer`, the browser with `setupWorker`): an adapter over the platform
// simulator of `@org/api-client/simulator`. msw 2 is an optional peer dependency: only this entry
// imports it.

export type {
  AnyRoute,
  InputKind,
  InputOf,
  Io,
  IoTypes,
  OutputOf,
  PathOf,
  PathValueName,
  Route,
  RouteCall,
} from '../core/route';
export {
  PLATFORM_ROUTES,
  type PlatformRoute,
  type PlatformRouteMap,
  type PlatformRouteName,
  ROUTE_MAP,
  type RouteOf,
} from '../routes';
export { platformError } from '../simulator/errors';
export type { SimulatorExtras } from '../simulator/extras';
export type { PlatformFault } from '../simulator/faults';
export type { WebCallAnswerOptions } from '../simulator/request';
export {
  ROOM_ROUTES,
  type RoomRoute,
  type SimulatedRoom,
  type SimulatedTurn,
  WEB_CALL_ROUTES,
  type WebCallRoute,
} from '../simulator/rooms';
export {
  createPlatformSimulator,
  type PlatformFaults,
  type PlatformSimulator,
  type PlatformSimulatorOptions,
} from '../simulator/simulator';
export type { PlatformCollections, PlatformSeed, PlatformState } from '../simulator/state';
export { STORAGE_ROUTES, type StorageRoute } from '../simulator/storage';
export { type PlatformHandlersOptions, platformHandlers, simulatorHandlers } from './handlers';
export {
  createPlatformHttp,
  type PlatformHttp,
  type PlatformOverride,
  type PlatformPath,
  type PlatformResolver,
  type PlatformResolverInfo,
  type PlatformRouteAt,
  type PlatformRoutesOf,
  platform,
} from './http';
export type { PlatformResponses, PlatformRouteFunctions } from './responses';
