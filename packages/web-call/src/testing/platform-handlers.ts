import type { CreateWebCallRequest } from '@org/api-client';
import {
  createPlatformSimulator,
  defaultRoom,
  type PlatformFault,
  ROUTE_MAP,
  type SimulatedRoom,
} from '@org/api-client/simulator';

export { defaultRoom };

/** Options of {@link createPlatformHandlers}. */
export interface PlatformHandlerOptions {
  /** Accepted public keys; by default any non-empty bearer token is accepted. */
  publicKeys?: string[];
  /** Origin of the room URLs; defaults to the origin of the request. */
  roomOrigin?: string;
  /** Path under which rooms are served. Default `/simulator/rooms`. */
  roomPath?: string;
  /** The room script of a new call; by default the assistant greets with its first message. */
  room?: (body: CreateWebCallRequest) => SimulatedRoom;
  /** Answer with `artifactPlan.videoRecordingEnabled: true`. */
  videoRecordingEnabled?: boolean;
  /** The assistant's voice provider in the answer. Default `'11labs'`. */
  voiceProvider?: string;
  /** A room token to hand out in `transport.callToken`. */
  callToken?: string;
  /** Delay before every answer, in ms. */
  latencyMs?: number;
  /** Makes `POST /call/web` fail: an HTTP status (with the platform's error body) or a network error. */
  fault?: { status: number; message?: string } | 'network';
  /** How many rooms are kept for `GET`; the oldest are forgotten first. Default 1000. */
  maxRooms?: number;
  /**
   * Whether a JSON body is checked against its route's schema in the platform's document (a
   * body that does not fit answers 400 with what is wrong). Default `true`.
   */
  validateBodies?: boolean;
}

/**
 * A fetch-style handler that answers like the platform, on whatever origin a request has: the
 * platform simulator of `@org/api-client/simulator`, with the options named as this package names
 * them. It answers `POST /call/web` (checks the bearer key and the body, answers the call with a
 * room URL), the room the simulated transport joins (`GET <roomPath>/:id`: the room's
 * `SimulatedRoom` script, with `resumeAt` on a rejoin) and what it reports there
 * (`POST <roomPath>/:id/progress`, `POST <roomPath>/:id/leave`), and the platform's other routes
 * as the simulator does. A network fault throws, as `fetch` does. Use it as an injected `fetch`,
 * or inside a local server.
 *
 * @example
 * ```ts
 * const handle = createPlatformHandlers({ publicKeys: ['pk_test'] });
 * const fetch = (input: RequestInfo | URL, init?: RequestInit) => handle(new Request(input, init));
 * ```
 */
export function createPlatformHandlers(
  options: PlatformHandlerOptions = {},
): (request: Request) => Promise<Response> {
  const { fault } = options;
  const callFault: PlatformFault | undefined =
    fault === undefined || fault === 'network' ? fault : { ...fault };
  const simulator = createPlatformSimulator({
    tokens: options.publicKeys,
    roomOrigin: options.roomOrigin,
    roomsPath: options.roomPath,
    room: options.room,
    videoRecordingEnabled: options.videoRecordingEnabled,
    voiceProvider: options.voiceProvider ?? '11labs',
    callToken: options.callToken,
    latencyMs: options.latencyMs,
    maxRooms: options.maxRooms,
    validateBodies: options.validateBodies,
    faults: callFault === undefined ? {} : { [ROUTE_MAP.createWebCall.key]: callFault },
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
