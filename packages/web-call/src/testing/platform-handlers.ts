import {
  createPlatformSimulator,
  defaultRoom,
  ROUTE_MAP,
  WEB_CALL_ROUTES,
} from '@org/api-client/simulator';
import { type PlatformHandlerOptions, simulatorOptions } from './simulator-options';

export type {
  PlatformHandlerOptions,
  WebCallFaults,
  WebCallSimulatorOptions,
} from './simulator-options';
export { defaultRoom };

/**
 * A fetch-style handler that answers like the platform, on whatever origin a request has (on
 * `baseUrl` only, when given): the platform simulator of `@org/api-client/simulator`, with its
 * options. It answers `POST /call/web` (checks the bearer key and the body, answers the call with
 * a room URL), the room the simulated transport joins (`GET <roomsPath>/:id`: the room's
 * `SimulatedRoom` script, with `resumeAt` on a rejoin) and what it reports there
 * (`POST <roomsPath>/:id/progress`, `POST <roomsPath>/:id/leave`), and the platform's other routes
 * as the simulator does. A network fault throws, as `fetch` does. Use it as an injected `fetch`,
 * or inside a local server.
 *
 * @example
 * ```ts
 * const handle = createPlatformHandlers({ tokens: ['pk_test'] });
 * const fetch = (input: RequestInfo | URL, init?: RequestInit) => handle(new Request(input, init));
 * ```
 */
export function createPlatformHandlers(
  options: PlatformHandlerOptions = {},
): (request: Request) => Promise<Response> {
  const simulator = createPlatformSimulator({
    ...simulatorOptions(options, { ROUTE_MAP, WEB_CALL_ROUTES }),
    voiceProvider: options.voiceProvider ?? '11labs',
  });
  return async (request) => {
    const response = await simulator.handle(request);
    if (response.type === 'error') throw new TypeError('fetch failed');
    return response;
  };
}

/**
 * A `fetch` that sends every request to {@link createPlatformHandlers} (no network): pass it as
 * `WebCallOptions.fetch` and as the simulated factory's `fetch`.
 */
export function createPlatformFetch(options: PlatformHandlerOptions = {}): typeof fetch {
  const handle = createPlatformHandlers(options);
  return (input, init) => handle(new Request(input, init));
}
