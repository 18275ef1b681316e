// `@org/api-client/simulator`: the platform in memory, as one `Request` → `Response` function,
// for tests and local stacks. The msw handlers of `@org/api-client/msw`, those of
// `@org/web-call/testing` and the local stack's simulator are adapters over it. It imports nothing
// but this package's own code.

export type { AnyRoute, InputKind, Io, IoTypes, Route } from '../core/route';
export {
  PLATFORM_ROUTES,
  type PlatformRoute,
  type PlatformRouteMap,
  type PlatformRouteName,
  ROUTE_MAP,
} from '../routes';
export { INVALID_KEY_MESSAGE, platformError } from './errors';
export { type SimulatorExtras, simulatorExtras } from './extras';
export type { PlatformFault } from './faults';
export type { WebCallAnswerOptions } from './request';
export {
  defaultRoom,
  ROOM_ROUTES,
  ROOMS_PATH,
  type RoomRoute,
  type SimulatedRoom,
  type SimulatedTurn,
  WEB_CALL_ROUTES,
  type WebCallRoute,
} from './rooms';
export {
  createPlatformSimulator,
  isPlatformPath,
  type PlatformFaults,
  type PlatformSimulator,
  type PlatformSimulatorOptions,
} from './simulator';
export type { PlatformCollections, PlatformSeed, PlatformState } from './state';
export { STORAGE_PATH, STORAGE_ROUTES, type StorageRoute } from './storage';
export { webCallRequestProblems } from './web-call-rules';
