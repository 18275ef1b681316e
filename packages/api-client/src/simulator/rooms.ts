import { type AnyRoute, answers, body, route } from '../core/route';
import { createWebCall } from '../resources/web-call';
import type { CreateWebCallRequest } from '../types/call';
import { jsonResponse, PlatformHttpError } from './errors';

// The rooms of simulated web calls. A real web call's `webCallUrl` names a Daily room; the
// simulator's names a room it serves itself: the script a simulated call object plays, and where
// that object reports how far the call got and that the user left. The room protocol lives here
// only: `@org/web-call/testing`'s simulated call object and the local stack read these types.

/** One turn of a scripted conversation. */
export interface SimulatedTurn {
  role: 'assistant' | 'user';
  text: string;
  /**
   * The silence before this turn, in ms: from the end of the turn before to this turn's first
   * sound (the pacing's gap between turns without it). A user turn followed by an assistant turn
   * with `delayMs: 800` is a turn latency of 800 ms.
   */
  delayMs?: number;
}

/**
 * What a simulated room plays: the simulator serves it at `GET /simulator/rooms/{id}`, the URL a
 * web call's `webCallUrl` points to.
 */
export interface SimulatedRoom {
  /** The assistant's display name (for logs and transcripts); the participant is "Vapi Speaker". */
  assistantName?: string;
  /** The conversation, played after the client says `playable`. */
  turns: SimulatedTurn[];
  /** End the call from the remote side after the last turn. */
  endCall?: boolean;
  /**
   * Set by the platform when the room is joined again (`reconnect()` after a page reload or
   * `stop()`, the room kept by `roomDeleteOnUserLeaveEnabled: false`): how many turns were played
   * already. The play goes on from there, and the assistant does not say `listening` again.
   */
  resumeAt?: number;
}

/** The path under which the simulator serves its rooms. */
export const ROOMS_PATH = '/simulator/rooms';

/** The room's script; a room joined again answers with `resumeAt`. */
export const getRoom = route(`GET ${ROOMS_PATH}/{id}`, answers<SimulatedRoom>(), { auth: false });
/** How many turns the simulated call object has played (`{ turnsPlayed }`). */
export const reportRoomProgress = route(
  `POST ${ROOMS_PATH}/{id}/progress`,
  body<{ turnsPlayed: number }, void>(),
  { auth: false },
);
/** The user left: the room goes, unless its call keeps it (`roomDeleteOnUserLeaveEnabled: false`). */
export const leaveRoom = route(`POST ${ROOMS_PATH}/{id}/leave`, answers<void>(), { auth: false });

/** The room routes, by name. */
export const ROOM_ROUTES = { getRoom, reportRoomProgress, leaveRoom };
/** One room route as `METHOD /path`. */
export type RoomRoute = (typeof ROOM_ROUTES)[keyof typeof ROOM_ROUTES]['key'];

/**
 * The keys of some routes. Marked free of side effects, so that a bundle which does not use the
 * list (the msw entry) drops it.
 */
// @__NO_SIDE_EFFECTS__
function keysOf<R extends readonly AnyRoute[]>(...routes: R): R[number]['key'][] {
  return routes.map((route) => route.key);
}

/** The routes a web call uses: the call itself, then the room its `webCallUrl` names. */
export const WEB_CALL_ROUTES = keysOf(createWebCall.route, getRoom, reportRoomProgress, leaveRoom);
/** One of {@link WEB_CALL_ROUTES}. */
export type WebCallRoute = (typeof WEB_CALL_ROUTES)[number];

/** The script of a room when none is given: the assistant greets with its first message. */
export function defaultRoom(body: CreateWebCallRequest): SimulatedRoom {
  const name = body.assistant?.name ?? 'Assistant';
  const greeting = body.assistant?.firstMessage ?? `Hi, this is ${name}. How can I help you today?`;
  return { assistantName: name, turns: [{ role: 'assistant', text: greeting }] };
}

/** A room and how far the call in it has got. */
interface KeptRoom {
  room: SimulatedRoom;
  /** `roomDeleteOnUserLeaveEnabled` (default true): the room goes when the user leaves it. */
  deleteOnLeave: boolean;
  /** A turn was played or the user left: a join now is a rejoin. */
  started: boolean;
  turnsPlayed: number;
}

/** The rooms of one simulator, the oldest forgotten past `maxRooms`. */
export class RoomStore {
  readonly #rooms = new Map<string, KeptRoom>();
  constructor(readonly maxRooms: number) {}

  /** Opens the room of a new call. */
  open(id: string, room: SimulatedRoom, deleteOnLeave: boolean): void {
    this.#rooms.set(id, { room, deleteOnLeave, started: false, turnsPlayed: 0 });
    if (this.#rooms.size > this.maxRooms)
      this.#rooms.delete(this.#rooms.keys().next().value as string);
  }

  /** The room of a call, or the platform's 404 for a room it does not have (or no longer has). */
  #kept(id: string): KeptRoom {
    const kept = this.#rooms.get(id);
    if (!kept)
      throw new PlatformHttpError(
        404,
        `No simulated room for call ${id}: create the call with POST /call/web first.`,
      );
    return kept;
  }

  /** `GET`: the script, with `resumeAt` once the call got going. Never cached: it changes. */
  script(id: string): Response {
    const kept = this.#kept(id);
    const room = kept.started ? { ...kept.room, resumeAt: kept.turnsPlayed } : kept.room;
    return jsonResponse(room, 200, { 'cache-control': 'no-store' });
  }

  /** `progress`: the turns played so far (a whole number). */
  progress(id: string, turnsPlayed: unknown): Response {
    const kept = this.#kept(id);
    if (!Number.isInteger(turnsPlayed) || (turnsPlayed as number) < 0)
      throw new PlatformHttpError(400, 'The body must be { "turnsPlayed": <a whole number> }.');
    kept.turnsPlayed = Math.max(kept.turnsPlayed, turnsPlayed as number);
    kept.started = true;
    return new Response(null, { status: 204 });
  }

  /** `leave`: the user left the room. */
  leave(id: string): Response {
    const kept = this.#kept(id);
    if (kept.deleteOnLeave) this.#rooms.delete(id);
    kept.started = true;
    return new Response(null, { status: 204 });
  }
}
