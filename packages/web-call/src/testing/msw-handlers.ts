// The simulator comes through `@org/api-client/msw` alone, so a bundle of this entry loads one
// api-client test entry; the main entry gives the client's default origin.
import { DEFAULT_BASE_URL } from '@org/api-client';
import {
  createPlatformSimulator,
  ROUTE_MAP,
  simulatorHandlers,
  WEB_CALL_ROUTES,
  type WebCallRoute,
} from '@org/api-client/msw';
import type { HttpHandler } from 'msw';
import {
  simulatorOptions,
  type WebCallFaults,
  type WebCallSimulatorOptions,
} from './simulator-options';

export { WEB_CALL_ROUTES, type WebCallFaults, type WebCallRoute, type WebCallSimulatorOptions };

/** Options of {@link webCallHandlers}: the simulated platform's, as `createPlatformHandlers()` takes them. */
export type WebCallHandlersOptions = WebCallSimulatorOptions;

/**
 * msw request handlers for a web call, end to end: the routes of `WEB_CALL_ROUTES` from
 * the platform simulator `@org/api-client/msw` carries (the same answers, checks, 401 and faults
 * as `@org/api-client/msw`). `POST /call/web` answers as the platform does, and
 * `GET /simulator/rooms/:id`, the room its `webCallUrl` points to, serves the simulated transport
 * its script. With `setupServer` (or `setupWorker`) and `createSimulatedTransport()`, a
 * `WebCall` runs a whole call with no network and no injected `fetch`. Each call of
 * `webCallHandlers()` keeps its own calls and rooms; other paths are left to other handlers.
 *
 * @example
 * ```ts
 * const server = setupServer(...webCallHandlers({ room: () => ({ turns: [{ role: 'assistant', text: 'Hi!' }] }) }));
 * server.listen({ onUnhandledRequest: 'error' });
 * const call = new WebCall('pk_test', undefined, undefined, undefined, {
 *   transport: createSimulatedTransport(),
 * });
 * await call.start('asst_1');
 * ```
 */
export function webCallHandlers(options: WebCallHandlersOptions = {}): HttpHandler[] {
  const simulator = createPlatformSimulator({
    ...simulatorOptions(options, { ROUTE_MAP, WEB_CALL_ROUTES }),
    baseUrl: options.baseUrl ?? DEFAULT_BASE_URL,
  });
  return simulatorHandlers(simulator, WEB_CALL_ROUTES);
}
