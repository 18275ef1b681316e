import {
  createPlatformSimulator,
  defaultRoom,
  type PlatformFault,
  type PlatformSimulatorOptions,
  ROUTE_MAP,
  WEB_CALL_ROUTES,
  type WebCallRoute,
} from '@org/api-client/simulator';

export { defaultRoom };

/** Faults by route, as in `@org/api-client/msw`: a status, `'network'`, or `{ status, times, … }`. */
export type WebCallFaults = { [R in WebCallRoute]?: PlatformFault };

/**
 * The options of the web call's simulated platform, one shape for each way it is served: as msw
 * handlers (`webCallHandlers()`), as a fetch-style handler (`createPlatformHandlers()`,
 * `createPlatformFetch()`). Each option means what it means in `createPlatformSimulator()` of
 * `@org/api-client/simulator`; `faults` takes the routes of a web call (`WEB_CALL_ROUTES`).
 */
export type WebCallSimulatorOptions = Pick<
  PlatformSimulatorOptions,
  | 'baseUrl'
  | 'latencyMs'
  | 'tokens'
  | 'room'
  | 'roomOrigin'
  | 'roomsPath'
  | 'videoRecordingEnabled'
  | 'voiceProvider'
  | 'callToken'
  | 'maxRooms'
  | 'validateBodies'
> & {
  /** Routes that fail instead of answering. */
  faults?: WebCallFaults;
};

/** Options of {@link createPlatformHandlers}: the simulated platform's, and the old names. */
export interface PlatformHandlerOptions extends WebCallSimulatorOptions {
  /** Bearer keys accepted. @deprecated Use `tokens`. */
  publicKeys?: readonly string[];
  /** The path the rooms are served under. @deprecated Use `roomsPath`. */
  roomPath?: string;
  /** Makes `POST /call/web` fail. @deprecated Use `faults: { 'POST /call/web': fault }`. */
  fault?: { status: number; message?: string } | 'network';
}

/** The simulator's options from the adapters' options, the deprecated names mapped onto theirs. */
export function simulatorOptions(options: PlatformHandlerOptions): PlatformSimulatorOptions {
  const { publicKeys, roomPath, fault, faults, ...rest } = options;
  for (const route of Object.keys(faults ?? {}))
    if (!(WEB_CALL_ROUTES as readonly string[]).includes(route))
      throw new TypeError(
        `faults[${JSON.stringify(route)}]: no such route (${WEB_CALL_ROUTES.join(', ')})`,
      );
  return {
    ...rest,
    tokens: rest.tokens ?? publicKeys,
    roomsPath: rest.roomsPath ?? roomPath,
    faults:
      fault === undefined
        ? faults
        : { [ROUTE_MAP.createWebCall.key]: fault === 'network' ? fault : { ...fault }, ...faults },
  };
}

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
    ...simulatorOptions(options),
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
