import { type HttpHandler, http } from 'msw';
import { methodAndPath } from '../core/route';
import { DEFAULT_BASE_URL } from '../core/url';
import type { PlatformRoute } from '../routes';
import { ROOMS_PATH, type RoomRoute } from '../simulator/rooms';
import {
  createPlatformSimulator,
  MATCHERS,
  type PlatformSimulator,
  type PlatformSimulatorOptions,
} from '../simulator/simulator';

/** Options of {@link platformHandlers}: the simulator's. `baseUrl` defaults to the client's. */
export type PlatformHandlersOptions = PlatformSimulatorOptions;

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The msw pattern of a route path on a base URL: `{id}` becomes `:id`. */
export const mswPattern = (base: string, path: string): string =>
  `${base}${path.replace(/\{(\w+)\}/g, ':$1')}`;

/**
 * msw request handlers that pass requests to a simulator: one per route it answers (or per route
 * of `routes`), most specific first, each answering with `simulator.handle()`. The handlers
 * match the simulator's `baseUrl`, or, for a simulator without one (which answers on any origin),
 * the client's default, `https://api.vapi.ai`.
 *
 * @example
 * ```ts
 * server.use(...simulatorHandlers(createPlatformSimulator(), ['POST /call/web']));
 * ```
 */
export function simulatorHandlers(
  simulator: PlatformSimulator,
  routes?: readonly (PlatformRoute | RoomRoute)[],
): HttpHandler[] {
  const base = simulator.baseUrl ?? DEFAULT_BASE_URL;
  return MATCHERS.filter(({ route }) => !routes || routes.includes(route.key as PlatformRoute)).map(
    ({ route }) => {
      const [method, declared] = methodAndPath(route);
      // The room routes are declared under `ROOMS_PATH`; the simulator serves them under its own.
      const path = declared.startsWith(`${ROOMS_PATH}/`)
        ? simulator.roomsPath + declared.slice(ROOMS_PATH.length)
        : declared;
      const on = http[method.toLowerCase() as Method];
      return on(mswPattern(base, path), ({ request }) => simulator.handle(request));
    },
  );
}

/**
 * msw request handlers that answer every route of the platform API like the platform: one per
 * route of the route table, then one that answers any other path under `baseUrl` with the
 * platform's 404. They run one platform simulator each call (see `@org/api-client/simulator`):
 * what you create can be fetched, listed, updated and deleted, and is then gone (404).
 *
 * Secured routes answer 401 without a bearer key, list routes honour `limit`, the date filters
 * and their own filters, paginated routes answer `{ results, metadata }` for `page`, and every
 * error has the platform's body `{ message, error, statusCode }`. `POST /call/web` answers a call
 * whose `webCallUrl` is a room these handlers serve too. The routes that compute an answer from
 * more than one resource (analytics, the voice library, downloads, …) answer too.
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
  const simulator = createPlatformSimulator({
    ...options,
    baseUrl: options.baseUrl ?? DEFAULT_BASE_URL,
  });
  const otherPaths = http.all(`${simulator.baseUrl}/*`, ({ request }) => simulator.handle(request));
  return [...simulatorHandlers(simulator), otherPaths];
}
