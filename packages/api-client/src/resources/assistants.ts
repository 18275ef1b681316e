import { paginator } from '../core/paginate';
import { send } from '../core/route';
import * as routes from '../routes/assistants';

/** `POST /assistant`: creates an assistant. */
export const createAssistant = send(routes.createAssistant);

/** `GET /assistant`: lists assistants. */
export const listAssistants = send(routes.listAssistants);

/** `GET /assistant/{id}`: one assistant. */
export const getAssistant = send(routes.getAssistant);

/** `PATCH /assistant/{id}`: changes the given fields of an assistant. */
export const updateAssistant = send(routes.updateAssistant);

/** `DELETE /assistant/{id}`: deletes an assistant. */
export const deleteAssistant = send(routes.deleteAssistant);

/** `PUT /assistant/{id}`: replaces an assistant with the given settings. */
export const replaceAssistant = send(routes.replaceAssistant);

/** `GET /assistant/{id}/version`: the saved versions of an assistant. */
export const listAssistantVersions = send(routes.listAssistantVersions);

/** `GET /v2/assistant`: one page of assistants; see `paginateAssistants`. */
export const listAssistantsPage = send(routes.listAssistantsPage);

/**
 * Every assistant, fetched page by page from `GET /v2/assistant`.
 *
 * @example
 * ```ts
 * for await (const assistant of paginateAssistants(core, { limit: 50 })) console.log(assistant.name);
 * ```
 */
export const paginateAssistants = paginator(routes.listAssistantsPage);

/** The assistant routes, for `createClient` (`client.assistants.list()`) or `bindResource`. */
export const assistants = {
  create: createAssistant,
  list: listAssistants,
  get: getAssistant,
  update: updateAssistant,
  delete: deleteAssistant,
  replace: replaceAssistant,
  listVersions: listAssistantVersions,
  listPage: listAssistantsPage,
  paginate: paginateAssistants,
};
