import { send } from '../core/route';
import * as routes from '../routes/squads';

/** `POST /squad`: creates a squad. */
export const createSquad = send(routes.createSquad);

/** `GET /squad`: lists squads. */
export const listSquads = send(routes.listSquads);

/** `GET /squad/{id}`: one squad. */
export const getSquad = send(routes.getSquad);

/** `PATCH /squad/{id}`: changes the given fields of a squad. */
export const updateSquad = send(routes.updateSquad);

/** `DELETE /squad/{id}`: deletes a squad. */
export const deleteSquad = send(routes.deleteSquad);

/** The squad routes, for `createClient` (`client.squads.list()`) or `bindResource`. */
export const squads = {
  create: createSquad,
  list: listSquads,
  get: getSquad,
  update: updateSquad,
  delete: deleteSquad,
};
