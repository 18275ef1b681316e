import type { Core, RequestOptions } from '../core/core';
import { type PaginateOptions, paginate } from '../core/paginate';
import { path } from '../core/url';
import type {
  Assistant,
  AssistantVersion,
  CreateAssistantRequest,
  UpdateAssistantRequest,
} from '../types/assistant';
import type { ListQuery, Page, PageQuery } from '../types/common';

/** `POST /assistant`: creates an assistant. */
export const createAssistant = (
  core: Core,
  body: CreateAssistantRequest,
  options?: RequestOptions,
): Promise<Assistant> => core.request({ ...options, method: 'POST', path: '/assistant', body });

/** `GET /assistant`: lists assistants. */
export const listAssistants = (
  core: Core,
  query?: ListQuery,
  options?: RequestOptions,
): Promise<Assistant[]> => core.request({ ...options, method: 'GET', path: '/assistant', query });

/** `GET /assistant/{id}`: one assistant. */
export const getAssistant = (
  core: Core,
  id: string,
  options?: RequestOptions,
): Promise<Assistant> => core.request({ ...options, method: 'GET', path: path`/assistant/${id}` });

/** `PATCH /assistant/{id}`: changes the given fields of an assistant. */
export const updateAssistant = (
  core: Core,
  id: string,
  body: UpdateAssistantRequest,
  options?: RequestOptions,
): Promise<Assistant> =>
  core.request({ ...options, method: 'PATCH', path: path`/assistant/${id}`, body });

/** `DELETE /assistant/{id}`: deletes an assistant. */
export const deleteAssistant = (
  core: Core,
  id: string,
  options?: RequestOptions,
): Promise<Assistant> =>
  core.request({ ...options, method: 'DELETE', path: path`/assistant/${id}` });

/** `PUT /assistant/{id}`: replaces an assistant with the given settings. */
export const replaceAssistant = (
  core: Core,
  id: string,
  body: CreateAssistantRequest,
  options?: RequestOptions,
): Promise<Assistant> =>
  core.request({ ...options, method: 'PUT', path: path`/assistant/${id}`, body });

/** `GET /assistant/{id}/version`: the saved versions of an assistant. */
export const listAssistantVersions = (
  core: Core,
  id: string,
  query?: ListQuery,
  options?: RequestOptions,
): Promise<AssistantVersion[]> =>
  core.request({ ...options, method: 'GET', path: path`/assistant/${id}/version`, query });

/** `GET /v2/assistant`: one page of assistants; see `paginateAssistants`. */
export const listAssistantsPage = (
  core: Core,
  query?: PageQuery,
  options?: RequestOptions,
): Promise<Page<Assistant>> =>
  core.request({ ...options, method: 'GET', path: '/v2/assistant', query });

/**
 * Every assistant, fetched page by page from `GET /v2/assistant`.
 *
 * @example
 * ```ts
 * for await (const assistant of paginateAssistants(core, { limit: 50 })) console.log(assistant.name);
 * ```
 */
export const paginateAssistants = (
  core: Core,
  query?: PageQuery,
  options?: PaginateOptions,
): AsyncGenerator<Assistant, void, undefined> =>
  paginate(
    (page) => listAssistantsPage(core, { ...query, page }, options),
    query?.page,
    options?.maxPages,
  );

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
