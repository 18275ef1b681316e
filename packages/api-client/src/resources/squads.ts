import { send } from '../core/route';

/** `POST /squad`: creates a squad. */
export const createSquad = send('POST /squad', 'body');

/** `GET /squad`: lists squads. */
export const listSquads = send('GET /squad', 'query');

/** `GET /squad/{id}`: one squad. */
export const getSquad = send('GET /squad/{id}', '');

/** `PATCH /squad/{id}`: changes the given fields of a squad. */
export const updateSquad = send('PATCH /squad/{id}', 'body');

/** `DELETE /squad/{id}`: deletes a squad. */
export const deleteSquad = send('DELETE /squad/{id}', '');

/** The squad routes, for `createClient` (`client.squads.list()`) or `bindResource`. */
export const squads = {
  create: createSquad,
  list: listSquads,
  get: getSquad,
  update: updateSquad,
  delete: deleteSquad,
};
