import type { CreateWebCallRequest, WebCallResponse } from '@org/api-client';
import { webCallRequestProblems } from '@org/api-client/simulator';
import type { SimulatedRoom } from './options';

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
  /** Delay before answering `POST /call/web`, in ms. */
  latencyMs?: number;
  /** Makes `POST /call/web` fail: an HTTP status (with the platform's error body) or a network error. */
  fault?: { status: number; message?: string } | 'network';
  /** How many rooms are kept for `GET`; the oldest are forgotten first. Default 1000. */
  maxRooms?: number;
}

/** The script used when no `room` option is given. */
export function defaultRoom(body: CreateWebCallRequest): SimulatedRoom {
  const name = body.assistant?.name ?? 'Assistant';
  const greeting = body.assistant?.firstMessage ?? `Hi, this is ${name}. How can I help you today?`;
  return { assistantName: name, turns: [{ role: 'assistant', text: greeting }] };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const platformError = (statusCode: number, message: string | string[], error: string) =>
  json(statusCode, { message, error, statusCode });

let calls = 0;

/** A room of the simulated platform: its script, and how far the call in it has got. */
interface KeptRoom {
  room: SimulatedRoom;
  /** `roomDeleteOnUserLeaveEnabled` (default true): the room goes when the user leaves it. */
  deleteOnLeave: boolean;
  /** The call in it has got going (a turn played) or the user left: a join now is a rejoin. */
  started: boolean;
  turnsPlayed: number;
}

/**
 * A fetch-style handler that answers like the platform: `POST /call/web` (checks the bearer key and
 * the body, answers the call with a room URL) and the rooms the simulated call object joins:
 * `GET <roomPath>/:id` (the room's `SimulatedRoom` script; on a rejoin with `resumeAt`, the turns
 * already played), `POST <roomPath>/:id/progress` (`{ turnsPlayed }`) and `POST <roomPath>/:id/leave`
 * (the room is deleted, unless the call was created with `roomDeleteOnUserLeaveEnabled: false`).
 * Use it as an injected `fetch`, or inside msw or a local server.
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
  const rooms = new Map<string, KeptRoom>();
  const roomPath = (options.roomPath ?? '/simulator/rooms').replace(/\/+$/, '');
  return async (request) => {
    const url = new URL(request.url);
    const roomMatch = url.pathname.startsWith(`${roomPath}/`)
      ? url.pathname.slice(roomPath.length + 1)
      : undefined;
    if (roomMatch) {
      const [id = '', action] = roomMatch.split('/');
      const kept = rooms.get(decodeURIComponent(id));
      if (!kept) return platformError(404, 'Room not found', 'Not Found');
      if (request.method === 'GET' && !action) {
        return json(200, kept.started ? { ...kept.room, resumeAt: kept.turnsPlayed } : kept.room);
      }
      if (request.method === 'POST' && action === 'progress') {
        const { turnsPlayed } = (await request.json().catch(() => ({}))) as {
          turnsPlayed?: unknown;
        };
        if (typeof turnsPlayed !== 'number')
          return platformError(400, 'turnsPlayed', 'Bad Request');
        kept.turnsPlayed = Math.max(kept.turnsPlayed, turnsPlayed);
        kept.started = true;
        return new Response(null, { status: 204 });
      }
      if (request.method === 'POST' && action === 'leave') {
        kept.started = true;
        if (kept.deleteOnLeave) rooms.delete(decodeURIComponent(id));
        return new Response(null, { status: 204 });
      }
    }
    if (request.method !== 'POST' || !url.pathname.endsWith('/call/web')) {
      return platformError(404, `Cannot ${request.method} ${url.pathname}`, 'Not Found');
    }
    if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
    if (options.fault === 'network') throw new TypeError('fetch failed');
    const key = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
    if (!key || (options.publicKeys && !options.publicKeys.includes(key))) {
      return platformError(
        401,
        'Invalid Key. Hot tip, you may be using the private key instead of the public key, or vice versa.',
        'Unauthorized',
      );
    }
    if (options.fault)
      return platformError(
        options.fault.status,
        options.fault.message ?? 'Simulated failure',
        'Simulated',
      );
    let body: CreateWebCallRequest;
    try {
      body = (await request.json()) as CreateWebCallRequest;
    } catch {
      return platformError(400, 'Body must be JSON', 'Bad Request');
    }
    if (!body || typeof body !== 'object')
      return platformError(400, 'Body must be an object', 'Bad Request');
    const problems = webCallRequestProblems(body);
    if (problems.length) return platformError(400, problems, 'Bad Request');
    const { assistant, assistantId, squadId, workflowId } = body;
    const id = `simulated-call-${++calls}-${Date.now().toString(36)}`;
    rooms.set(id, {
      room: options.room?.(body) ?? defaultRoom(body),
      deleteOnLeave: body.roomDeleteOnUserLeaveEnabled !== false,
      started: false,
      turnsPlayed: 0,
    });
    if (rooms.size > (options.maxRooms ?? 1000)) rooms.delete(rooms.keys().next().value as string);
    const origin = options.roomOrigin ?? url.origin;
    const webCallUrl = `${origin}${roomPath}/${encodeURIComponent(id)}`;
    const now = new Date().toISOString();
    const call: WebCallResponse = {
      id,
      orgId: 'simulated-org',
      type: 'webCall',
      status: 'queued',
      createdAt: now,
      updatedAt: now,
      webCallUrl,
      assistantId,
      squadId,
      workflowId,
      assistant: { ...assistant, voice: { provider: options.voiceProvider ?? '11labs' } },
      artifactPlan: { videoRecordingEnabled: options.videoRecordingEnabled ?? false },
      transport: {
        provider: 'daily',
        callUrl: webCallUrl,
        ...(options.callToken ? { callToken: options.callToken } : {}),
      },
    };
    return json(201, call);
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
