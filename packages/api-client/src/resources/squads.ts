import type { Core, RequestOptions } from '../core/core';
import { path } from '../core/url';
import type { ListQuery } from '../types/common';
import type { CreateSquadRequest, Squad, UpdateSquadRequest } from '../types/squad';

/** `POST /squad`: creates a squad. */
export const createSquad = (
  core: Core,
  body: CreateSquadRequest,
  options?: RequestOptions,
): Promise<Squad> => core.request({ ...options, method: 'POST', path: '/squad', body });

/** `GET /squad`: lists squads. */
export const listSquads = (
  core: Core,
  query?: ListQuery,
  options?: RequestOptions,
): Promise<Squad[]> => core.request({ ...options, method: 'GET', path: '/squad', query });

/** `GET /squad/{id}`: one squad. */
export const getSquad = (core: Core, id: string, options?: RequestOptions): Promise<Squad> =>
  core.request({ ...options, method: 'GET', path: path`/squad/${id}` });

/** `PATCH /squad/{id}`: changes the given fields of a squad. */
export const updateSquad = (
  core: Core,
  id: string,
  body: UpdateSquadRequest,
  options?: RequestOptions,
): Promise<Squad> => core.request({ ...options, method: 'PATCH', path: path`/squad/${id}`, body });

/** `DELETE /squad/{id}`: deletes a squad. */
export const deleteSquad = (core: Core, id: string, options?: RequestOptions): Promise<Squad> =>
  core.request({ ...options, method: 'DELETE', path: path`/squad/${id}` });

/** The squad routes, for `createClient` (`client.squads.list()`) or `bindResource`. */
export const squads = {
  create: createSquad,
  list: listSquads,
  get: getSquad,
  update: updateSquad,
  delete: deleteSquad,
};
