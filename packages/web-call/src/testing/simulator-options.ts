import type {
  PlatformFault,
  PlatformSimulatorOptions,
  WebCallRoute,
} from '@org/api-client/simulator';

// The options shape of the web call's simulated platform, shared by the `testing` and
// `testing/msw` entries. It imports types only, so each entry takes its runtime values from the
// one api-client entry it loads.

const createWebCallRoute: WebCallRoute = 'POST /call/web';

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
  webCallRoutes: readonly WebCallRoute[],
): PlatformSimulatorOptions {
  const { publicKeys, roomPath, fault, faults, ...rest } = options;
  for (const route of Object.keys(faults ?? {}))
    if (!(webCallRoutes as readonly string[]).includes(route))
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
        : { [createWebCallRoute]: fault === 'network' ? fault : { ...fault }, ...faults },
  };
}
