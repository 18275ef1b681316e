import type {
  PlatformFault,
  PlatformSimulatorOptions,
  ROUTE_MAP,
  WEB_CALL_ROUTES,
  WebCallRoute,
} from '@org/api-client/simulator';

// The options shape of the web call's simulated platform, shared by the `testing` and
// `testing/msw` entries. It imports types only, so each entry passes in the runtime values of the
// one api-client entry it loads.

/** The api-client's route values {@link simulatorOptions} reads, from the entry a caller loads. */
export interface SimulatorRoutes {
  ROUTE_MAP: Pick<typeof ROUTE_MAP, 'createWebCall'>;
  WEB_CALL_ROUTES: typeof WEB_CALL_ROUTES;
}

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
export function simulatorOptions(
  options: PlatformHandlerOptions,
  routes: SimulatorRoutes,
): PlatformSimulatorOptions {
  const { publicKeys, roomPath, fault, faults, ...rest } = options;
  const webCallRoutes: readonly string[] = routes.WEB_CALL_ROUTES;
  for (const route of Object.keys(faults ?? {}))
    if (!webCallRoutes.includes(route))
      throw new TypeError(
        `faults[${JSON.stringify(route)}]: no such route (${webCallRoutes.join(', ')})`,
      );
  return {
    ...rest,
    tokens: rest.tokens ?? publicKeys,
    roomsPath: rest.roomsPath ?? roomPath,
    faults:
      fault === undefined
        ? faults
        : {
            [routes.ROUTE_MAP.createWebCall.key]: fault === 'network' ? fault : { ...fault },
            ...faults,
          },
  };
}
