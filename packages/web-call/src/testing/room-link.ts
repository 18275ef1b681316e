import type { SimulatedRoom } from './options';

// The simulated call object's line to the platform's room (the local simulator, or msw handlers):
// what a real Daily room would be told by the platform's side of the call.

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
  action: 'progress' | 'leave',
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
