import { paginator } from '../core/paginate';
import { send } from '../core/route';

/** `POST /assistant`: creates an assistant. */
export const createAssistant = send('POST /assistant', 'body');

/** `GET /assistant`: lists assistants. */
export const listAssistants = send('GET /assistant', 'query');

/** `GET /assistant/{id}`: one assistant. */
export const getAssistant = send('GET /assistant/{id}', '');

/** `PATCH /assistant/{id}`: changes the given fields of an assistant. */
export const updateAssistant = send('PATCH /assistant/{id}', 'body');

/** `DELETE /assistant/{id}`: deletes an assistant. */
export const deleteAssistant = send('DELETE /assistant/{id}', '');

/** `PUT /assistant/{id}`: replaces an assistant with the given settings. */
export const replaceAssistant = send('PUT /assistant/{id}', 'body');

/** `GET /assistant/{id}/version`: the saved versions of an assistant. */
export const listAssistantVersions = send('GET /assistant/{id}/version', 'query');

/** `GET /v2/assistant`: one page of assistants; see `paginateAssistants`. */
export const listAssistantsPage = send('GET /v2/assistant', 'query');

/**
 * Every assistant, fetched page by page from `GET /v2/assistant`.
 *
 * @example
 * ```ts
 * for await (const assistant of paginateAssistants(core, { limit: 50 })) console.log(assistant.name);
 * ```
 */
export const paginateAssistants = paginator(listAssistantsPage);

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
