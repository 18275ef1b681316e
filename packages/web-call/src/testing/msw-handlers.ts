// The simulator comes through `@org/api-client/msw` alone, so a bundle of this entry loads one
// api-client test entry; the main entry gives the client's default origin.
import { type CreateWebCallRequest, DEFAULT_BASE_URL } from '@org/api-client';
import {
  createPlatformSimulator,
  type PlatformFault,
  type SimulatedRoom,
  simulatorHandlers,
  WEB_CALL_ROUTES,
  type WebCallRoute,
} from '@org/api-client/msw';
import type { HttpHandler } from 'msw';

export { WEB_CALL_ROUTES, type WebCallRoute };

/** Faults by route, as in `@org/api-client/msw`: a status, `'network'`, or `{ status, times, … }`. */
export type WebCallFaults = { [R in WebCallRoute]?: PlatformFault };

/** Options of {@link webCallHandlers}; the first four mean what they mean in `platformHandlers()`. */
export interface WebCallHandlersOptions {
  /** The API origin to answer on; defaults to the client's default, `https://api.vapi.ai`. */
  baseUrl?: string;
  /** Delay before every answer, in ms. Default 0. */
  latencyMs?: number;
  /** Routes that fail instead of answering. */
  faults?: WebCallFaults;
  /** Public keys accepted by `POST /call/web`; by default any non-empty bearer key. */
  tokens?: readonly string[];
  /** The room script of a new call; by default the assistant greets with its first message. */
  room?: (body: CreateWebCallRequest) => SimulatedRoom;
  /** Answer with `artifactPlan.videoRecordingEnabled: true` (the client then records). */
  videoRecordingEnabled?: boolean;
  /** The assistant's voice provider in the answer (`'tavus'` makes it a video call). */
  voiceProvider?: string;
  /** A room token to hand out in `transport.callToken`. */
  callToken?: string;
  /** How many rooms are kept for `GET`; the oldest are forgotten first. Default 1000. */
  maxRooms?: number;
  /**
   * Whether the body of `POST /call/web` is checked against the platform's schema (one it
   * refuses answers 400 with what is wrong). Default `true`.
   */
  validateBodies?: boolean;
}

/**
 * msw request handlers for a web call, end to end: the routes of `WEB_CALL_ROUTES` from
 * the platform simulator of `@org/api-client/simulator` (the same answers, checks, 401 and faults
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
  const { faults = {} } = options;
  for (const route of Object.keys(faults))
    if (!(WEB_CALL_ROUTES as readonly string[]).includes(route))
      throw new TypeError(
        `faults[${JSON.stringify(route)}]: no such route (${WEB_CALL_ROUTES.join(', ')})`,
      );
  const simulator = createPlatformSimulator({
    ...options,
    baseUrl: options.baseUrl ?? DEFAULT_BASE_URL,
  });
  return simulatorHandlers(simulator, WEB_CALL_ROUTES);
}
