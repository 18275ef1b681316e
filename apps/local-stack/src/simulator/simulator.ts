import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CreateWebCallRequest, WebCallResponse } from '@org/api-client';
import { webCallRequestProblems } from '@org/api-client/simulator';
import { BodyTooLargeError, bearerToken, readBody, sendJson } from '../http-util';
import type { SimulatedRoom } from './room';
import { roomScriptFor } from './scripts';

/** Path prefix of the simulated media rooms. */
export const ROOMS_PATH = '/simulator/rooms/';

/** Rooms kept in memory; the oldest is forgotten past this many. */
const MAX_ROOMS = 1_000;
const MAX_BODY_BYTES = 256 * 1024;

/** Options of {@link createSimulator}. */
export interface SimulatorOptions {
  /** The public key callers must present as `Authorization: Bearer <key>`. */
  publicKey: string;
  /** The gateway's public origin, used to build room URLs. */
  origin: string;
}

/** The voice platform simulator: the platform routes the site's web-call client uses. */
export interface Simulator {
  /** Handles the request if it is a platform route; returns false to let the caller answer 404. */
  handle(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean>;
  /** How many calls were created since start. */
  readonly callsCreated: number;
}

/**
 * A room and how far its call has got. Like the platform, the room is deleted when the user leaves
 * it, unless the call was created with `roomDeleteOnUserLeaveEnabled: false`: then it is kept, and
 * a rejoin (`reconnect()`) is answered with `resumeAt`, the turns already played.
 */
interface Room {
  script: SimulatedRoom;
  deleteOnLeave: boolean;
  /** A turn was played or the user left: a join now is a rejoin. */
  started: boolean;
  turnsPlayed: number;
}

/** The platform's error body: `{ message, error, statusCode }`. */
function platformError(res: ServerResponse, statusCode: number, message: string | string[]) {
  const error =
    statusCode === 401 ? 'Unauthorized' : statusCode === 404 ? 'Not Found' : 'Bad Request';
  sendJson(res, statusCode, { message, error, statusCode });
}

/** Creates the simulator. Rooms live in memory for the life of the stack. */
export function createSimulator(options: SimulatorOptions): Simulator {
  const rooms = new Map<string, Room>();
  let callsCreated = 0;

  async function createWebCall(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (bearerToken(req) !== options.publicKey) {
      platformError(
        res,
        401,
        'Invalid Key. Use the public key of this (local) voice platform as the Bearer token.',
      );
      return;
    }
    let body: unknown;
    try {
      const text = await readBody(req, MAX_BODY_BYTES);
      body = text.trim() === '' ? {} : JSON.parse(text);
    } catch (error) {
      const message =
        error instanceof BodyTooLargeError ? error.message : 'Request body is not valid JSON.';
      platformError(res, error instanceof BodyTooLargeError ? 413 : 400, message);
      return;
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      platformError(res, 400, 'Request body must be a JSON object.');
      return;
    }
    const request = body as CreateWebCallRequest;
    const problems = webCallRequestProblems(request);
    if (problems.length > 0) {
      platformError(res, 400, problems);
      return;
    }

    const id = randomUUID();
    rooms.set(id, {
      script: roomScriptFor(request),
      deleteOnLeave: request.roomDeleteOnUserLeaveEnabled !== false,
      started: false,
      turnsPlayed: 0,
    });
    if (rooms.size > MAX_ROOMS) rooms.delete(rooms.keys().next().value as string);
    callsCreated += 1;

    const now = new Date().toISOString();
    const webCallUrl = `${options.origin}${ROOMS_PATH}${id}`;
    const call: WebCallResponse = {
      id,
      orgId: 'local-simulator',
      createdAt: now,
      updatedAt: now,
      type: 'webCall',
      status: 'queued',
      webCallUrl,
      transport: { provider: 'daily', callUrl: webCallUrl, assistantVideoEnabled: false },
      artifactPlan: { videoRecordingEnabled: false },
      ...(request.assistantId ? { assistantId: request.assistantId } : {}),
      ...(request.squadId ? { squadId: request.squadId } : {}),
      ...(request.workflowId ? { workflowId: request.workflowId } : {}),
      ...(request.assistant ? { assistant: request.assistant } : {}),
      ...(request.assistantOverrides ? { assistantOverrides: request.assistantOverrides } : {}),
    };
    sendJson(res, 201, call);
  }

  async function room(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    // Call ids are UUIDs: the raw path segments are the id and the action, no decoding needed.
    const [id = '', action = ''] = path.slice(ROOMS_PATH.length).split('/');
    const kept = rooms.get(id);
    const method = action ? 'POST' : 'GET';
    if (req.method !== method && !(method === 'GET' && req.method === 'HEAD')) {
      res.setHeader('Allow', method);
      sendJson(res, 405, {
        message: action ? `Use POST for ${action}.` : 'Rooms are read with GET.',
        error: 'Method Not Allowed',
        statusCode: 405,
      });
      return;
    }
    if (!kept || !['', 'progress', 'leave'].includes(action)) {
      platformError(
        res,
        404,
        kept
          ? `No such room action: ${action}.`
          : `No simulated room for call ${id}: create the call with POST /call/web first.`,
      );
      return;
    }
    if (!action) {
      const script = kept.started ? { ...kept.script, resumeAt: kept.turnsPlayed } : kept.script;
      sendJson(res, 200, script, { 'Cache-Control': 'no-store' });
      return;
    }
    if (action === 'progress') {
      let turnsPlayed: unknown;
      try {
        turnsPlayed = (JSON.parse(await readBody(req, 1024)) as { turnsPlayed?: unknown })
          .turnsPlayed;
      } catch {
        // answered below
      }
      if (!Number.isInteger(turnsPlayed) || (turnsPlayed as number) < 0) {
        platformError(res, 400, 'The body must be { "turnsPlayed": <a whole number> }.');
        return;
      }
      kept.turnsPlayed = Math.max(kept.turnsPlayed, turnsPlayed as number);
    } else if (kept.deleteOnLeave) rooms.delete(id);
    kept.started = true;
    res.writeHead(204).end();
  }

  return {
    get callsCreated() {
      return callsCreated;
    },
    async handle(req, res, path) {
      if (path === '/call/web') {
        if (req.method !== 'POST') {
          res.setHeader('Allow', 'POST');
          sendJson(res, 405, {
            message: 'Use POST /call/web.',
            error: 'Method Not Allowed',
            statusCode: 405,
          });
          return true;
        }
        await createWebCall(req, res);
        return true;
      }
      if (path.startsWith(ROOMS_PATH)) {
        await room(req, res, path);
        return true;
      }
      return false;
    },
  };
}
