// `@org/web-call/testing/msw`: the web call's platform side (`POST /call/web` and the simulated
// room) as msw request handlers, named like `@org/api-client/msw`'s. msw 2 is an optional peer
// dependency: only this entry imports it, never the main entry or `@org/web-call/testing`.
export {
  WEB_CALL_ROUTES,
  type WebCallFaults,
  type WebCallHandlersOptions,
  type WebCallRoute,
  type WebCallSimulatorOptions,
  webCallHandlers,
} from './testing/msw-handlers';
