import type { RoomRoute } from '@org/api-client/simulator';
import type { FatalError } from './meeting';
import type { SimulatedPacing, SimulatedRoom, SimulatedRoomOptions } from './options';
import { playRoom, type RoomStage } from './room-player';

// The simulated call object's line to the platform's room (the local simulator, or msw handlers):
// what a real Daily room would be told by the platform's side of the call.

/** What the call object reports to its room, as the simulator's room routes name it. */
export type RoomReport = RoomRoute extends infer Route
  ? Route extends `POST ${string}/{id}/${infer Action}`
    ? Action
    : never
  : never;

/** Thrown for a room the platform has deleted (or never made): Daily's `no-room`. */
export interface MissingRoomError extends Error {
  noRoom: true;
}

/** Fetches the script of the room at `url`; a deleted room throws a {@link MissingRoomError}. */
export async function fetchRoom(
  url: string,
  doFetch: typeof fetch = fetch,
): Promise<SimulatedRoom> {
  const response = await doFetch(url, { headers: { accept: 'application/json' } });
  if (response.status === 404) {
    throw Object.assign(new Error("The meeting you're trying to join does not exist."), {
      noRoom: true,
    });
  }
  if (!response.ok)
    throw new Error(`The room ${url} could not be joined (HTTP ${response.status})`);
  const room = (await response.json()) as SimulatedRoom;
  if (!Array.isArray(room?.turns)) throw new Error(`The room ${url} has no script`);
  return room;
}

/**
 * Tells the room at `url` how the call goes: the turns played (`progress`), and that the user left
 * (`leave`: the platform then deletes the room unless it keeps it for a reconnect). Fire and
 * forget, like a page sending it as it unloads.
 */
export function tellRoom(
  url: string,
  action: RoomReport,
  body: Record<string, unknown>,
  doFetch: typeof fetch = fetch,
): void {
  doFetch(`${url}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
  }).catch(() => {});
}

/**
 * One call object's room (the factory's script, or the room the platform serves at the join URL),
 * played once when the client says `playable`. A room fetched from its URL hears how the call
 * goes (`progress` after each turn, `leave`); a scripted one has nobody to tell.
 */
export class RoomLink {
  /** The factory's options: their `fetch` (the global one by default) reaches the platform. */
  readonly #options: SimulatedRoomOptions;
  #url: string | undefined;
  #playing = false;

  constructor(options: SimulatedRoomOptions) {
    this.#options = options;
  }

  /** Fetches the room at `url`, which then hears how the call goes. */
  async fetch(url: string): Promise<SimulatedRoom> {
    const room = await fetchRoom(url, this.#options.fetch);
    this.#url = url;
    return room;
  }

  /** Plays `room` on `stage`, unless a play already started (or there is no room yet). */
  play(stage: RoomStage, room: SimulatedRoom | undefined, pacing: SimulatedPacing): void {
    if (this.#playing || !room) return;
    this.#playing = true;
    playRoom(stage, room, pacing, true, (turnsPlayed) => this.tell('progress', { turnsPlayed }));
  }

  /** Tells the platform's room, if it was fetched from its URL, how the call goes. */
  tell(action: RoomReport, body: Record<string, unknown>): void {
    if (this.#url) tellRoom(this.#url, action, body, this.#options.fetch);
  }
}

/** The fatal Daily error a failed join raises: `no-room` for a deleted room, else a lost connection. */
export function joinFailure(error: unknown): FatalError {
  const errorMsg = (error as Error).message;
  const type = (error as { noRoom?: boolean }).noRoom ? 'no-room' : 'connection-error';
  return { errorMsg, error: { type, msg: errorMsg } };
}
