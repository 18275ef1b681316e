import type { RoomRoute } from '@org/api-client/simulator';
import type { SimulatedPacing, SimulatedRoom, SimulatedRoomOptions } from './options';
import type { FixturePlayer, ReplayStage } from './replay';
import { playRoom } from './room-player';

/** What the transport reports to its room, as the simulator's room routes name it. */
type RoomReport<R = RoomRoute> = R extends `POST ${string}/{id}/${infer Action}` ? Action : never;

/**
 * One transport's line to its room: the factory's script, or the room the platform (the local
 * simulator, or msw handlers) serves at the join URL, played once when the client says
 * `playable`. A room fetched from its URL hears how the call goes, as the platform's side of a
 * Daily room would: `progress` after each turn, and `leave` (the platform then deletes the room
 * unless it keeps it for a reconnect); a scripted one has nobody to tell.
 */
export class RoomLink {
  /** The factory's options: their `fetch` (the global one by default) reaches the platform. */
  readonly #options: SimulatedRoomOptions;
  #url: string | undefined;
  #playing = false;

  /** The page's recorded calls, played instead of the room when given. */
  readonly #replay: FixturePlayer | undefined;

  constructor(options: SimulatedRoomOptions, replay?: FixturePlayer) {
    this.#options = options;
    this.#replay = replay;
  }

  /** Fetches the room at `url`; a deleted one throws with `noRoom` (Daily's `no-room`). */
  async fetch(url: string): Promise<SimulatedRoom> {
    const doFetch = this.#options.fetch ?? fetch;
    const response = await doFetch(url, { headers: { accept: 'application/json' } });
    if (response.status === 404) {
      const message = "The meeting you're trying to join does not exist.";
      throw Object.assign(new Error(message), { noRoom: true });
    }
    if (!response.ok)
      throw new Error(`The room ${url} could not be joined (HTTP ${response.status})`);
    const room = (await response.json()) as SimulatedRoom;
    if (!Array.isArray(room?.turns)) throw new Error(`The room ${url} has no script`);
    this.#url = url;
    return room;
  }

  /**
   * Plays `room` on `stage` (or the page's next recorded call), unless a play already started (or
   * there is no room yet).
   */
  play(stage: ReplayStage, room: SimulatedRoom | undefined, pacing: SimulatedPacing): void {
    if (this.#playing || !room) return;
    this.#playing = true;
    if (this.#replay) this.#replay.playNext(stage);
    else
      playRoom(stage, room, pacing, true, (turnsPlayed) => this.tell('progress', { turnsPlayed }));
  }

  /** Tells the room, if fetched from its URL, how the call goes; fire and forget, like a page. */
  tell(action: RoomReport, body: Record<string, unknown>): void {
    if (!this.#url) return;
    const doFetch = this.#options.fetch ?? fetch;
    doFetch(`${this.#url}/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
    }).catch(() => {});
  }
}

/** The fatal error type a failed join reports: `no-room` for a deleted room, else a lost connection. */
export function joinFailureType(error: unknown): 'no-room' | 'connection-error' {
  return (error as { noRoom?: boolean }).noRoom ? 'no-room' : 'connection-error';
}
