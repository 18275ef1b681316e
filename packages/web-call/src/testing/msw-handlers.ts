import { type CreateWebCallRequest, DEFAULT_BASE_URL, type WebCallResponse } from '@org/api-client';
import { type PlatformFault, platformError, platformHandlers } from '@org/api-client/msw';
import { delay, getResponse, type HttpHandler, HttpResponse, http } from 'msw';
import type { SimulatedRoom } from './options';
import { defaultRoom } from './platform-handlers';

/** The platform routes a web call uses: the call itself, then the room its `webCallUrl` names. */
export const WEB_CALL_ROUTES = ['POST /call/web', 'GET /simulator/rooms/{id}'] as const;

/** One of {@link WEB_CALL_ROUTES}. */
export type WebCallRoute = (typeof WEB_CALL_ROUTES)[number];

/** Faults by route, as in `@org/api-client/msw`: a status, `'network'`, or `{ status, times, … }`. */
export type WebCallFaults = { [R in WebCallRoute]?: PlatformFault };

/** Options of {@link webCallHandlers}; the first four mean what they mean in `platformHandlers()`. */
export interface WebCallHandlersOptions {
  /** The API origin to answer on; defaults to the client's default, `https://api.vapi.ai`. */
  baseUrl?: string;
  /** Delay before every answer, in ms (msw's `delay`). Default 0. */
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
}

const ROOMS = '/simulator/rooms';

/** The planned failure of a route: the next answer to fail with, counting `times`. */
function faultPlan(fault: PlatformFault | undefined): () => Response | undefined {
  if (fault === undefined) return () => undefined;
  const plan = typeof fault === 'object' ? fault : { status: fault };
  let used = 0;
  return () => {
    if (plan.times !== undefined && used >= plan.times) return undefined;
    used++;
    if (plan.status === 'network') return HttpResponse.error();
    return platformError(plan.status, plan.message, plan.headers);
  };
}

/** Reads a JSON request body without failing: the platform's own check answers a bad one. */
async function bodyOf(request: Request): Promise<CreateWebCallRequest> {
  try {
    const body: unknown = await request.clone().json();
    return typeof body === 'object' && body !== null ? (body as CreateWebCallRequest) : {};
  } catch {
    return {};
  }
}

/**
 * msw request handlers for a web call, end to end: `POST /call/web` answers as the platform does
 * (the same answer, checks, 401 and faults as `@org/api-client/msw`, which it runs), and
 * `GET /simulator/rooms/:id`, the room its `webCallUrl` points to, serves the room's script to the
 * simulated call object. With `setupServer` (or `setupWorker`) and
 * `createSimulatedCallObjectFactory()`, a `WebCall` runs a whole call with no network and no
 * injected `fetch`. Each call of `webCallHandlers()` keeps its own calls and rooms.
 *
 * @example
 * ```ts
 * const server = setupServer(...webCallHandlers({ room: () => ({ turns: [{ role: 'assistant', text: 'Hi!' }] }) }));
 * server.listen({ onUnhandledRequest: 'error' });
 * const call = new WebCall('pk_test', undefined, undefined, undefined, {
 *   createCallObject: createSimulatedCallObjectFactory(),
 * });
 * await call.start('asst_1');
 * ```
 */
export function webCallHandlers(options: WebCallHandlersOptions = {}): HttpHandler[] {
  const { latencyMs, faults = {}, tokens, maxRooms = 1000 } = options;
  for (const route of Object.keys(faults))
    if (!(WEB_CALL_ROUTES as readonly string[]).includes(route))
      throw new TypeError(
        `faults[${JSON.stringify(route)}]: no such route (${WEB_CALL_ROUTES.join(', ')})`,
      );
  if (!(Number.isInteger(maxRooms) && maxRooms >= 1))
    throw new RangeError(`maxRooms must be a whole number from 1, got ${maxRooms}`);
  // checks baseUrl, latencyMs, tokens and the call's fault, and answers the call as the platform
  const platform = platformHandlers({
    baseUrl: options.baseUrl,
    latencyMs,
    tokens,
    faults:
      faults['POST /call/web'] === undefined ? {} : { 'POST /call/web': faults['POST /call/web'] },
  });
  const base = (options.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  const roomFault = faultPlan(faults['GET /simulator/rooms/{id}']);
  // Like the platform, a room goes when the user leaves it, unless the call was created with
  // roomDeleteOnUserLeaveEnabled: false; a rejoined room answers with resumeAt (the turns played).
  const rooms = new Map<
    string,
    { room: SimulatedRoom; deleteOnLeave: boolean; started: boolean; turnsPlayed: number }
  >();

  const createCall = http.post(`${base}/call/web`, async ({ request }) => {
    const body = await bodyOf(request);
    const answer = await getResponse(platform, request);
    if (!answer?.ok) return answer;
    const call = (await answer.json()) as WebCallResponse;
    rooms.set(call.id, {
      room: options.room?.(body) ?? defaultRoom(body),
      deleteOnLeave: body.roomDeleteOnUserLeaveEnabled !== false,
      started: false,
      turnsPlayed: 0,
    });
    if (rooms.size > maxRooms) rooms.delete(rooms.keys().next().value as string);
    const { voiceProvider, videoRecordingEnabled, callToken } = options;
    const answered: WebCallResponse = {
      ...call,
      ...(voiceProvider
        ? { assistant: { ...call.assistant, voice: { provider: voiceProvider } } }
        : {}),
      artifactPlan: { ...call.artifactPlan, videoRecordingEnabled: videoRecordingEnabled ?? false },
      transport: { ...call.transport, ...(callToken ? { callToken } : {}) },
    };
    return HttpResponse.json(answered, { status: answer.status, headers: answer.headers });
  });

  const joinRoom = http.get(`${base}${ROOMS}/:id`, async ({ params }) => {
    if (latencyMs) await delay(latencyMs);
    const failure = roomFault();
    if (failure) return failure;
    const id = String(params.id);
    const kept = rooms.get(id);
    const room = kept?.started ? { ...kept.room, resumeAt: kept.turnsPlayed } : kept?.room;
    // as the local stack's simulator answers (the contract test in apps/local-stack holds them together)
    return room
      ? HttpResponse.json(room, { headers: { 'cache-control': 'no-store' } })
      : platformError(
          404,
          `No simulated room for call ${id}: create the call with POST /call/web first.`,
        );
  });

  // The simulated call object reports the turns played and the user leaving.
  const tellRoom = http.post(`${base}${ROOMS}/:id/:action`, async ({ params, request }) => {
    const id = String(params.id);
    const kept = rooms.get(id);
    if (!kept || (params.action !== 'progress' && params.action !== 'leave')) {
      return platformError(404, `No simulated room for call ${id}.`);
    }
    if (params.action === 'progress') {
      const { turnsPlayed } = (await request.json().catch(() => ({}))) as { turnsPlayed?: unknown };
      if (typeof turnsPlayed !== 'number') return platformError(400, 'turnsPlayed');
      kept.turnsPlayed = Math.max(kept.turnsPlayed, turnsPlayed);
    } else if (kept.deleteOnLeave) rooms.delete(id);
    kept.started = true;
    return new HttpResponse(null, { status: 204 });
  });

  return [createCall, joinRoom, tellRoom];
}
