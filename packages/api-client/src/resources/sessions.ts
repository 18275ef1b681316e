import type { Core, RequestOptions } from '../core/core';
import { type PaginateOptions, paginate } from '../core/paginate';
import { path } from '../core/url';
import type { Page } from '../types/common';
import type {
  CreateSessionRequest,
  Session,
  SessionPageQuery,
  UpdateSessionRequest,
} from '../types/session';

/** `POST /session`: creates a session that later chats continue. */
export const createSession = (
  core: Core,
  body: CreateSessionRequest,
  options?: RequestOptions,
): Promise<Session> => core.request({ ...options, method: 'POST', path: '/session', body });

/** `GET /session`: one page of sessions; see `paginateSessions`. */
export const listSessions = (
  core: Core,
  query?: SessionPageQuery,
  options?: RequestOptions,
): Promise<Page<Session>> => core.request({ ...options, method: 'GET', path: '/session', query });

/**
 * Every session matching `query`, fetched page by page from `GET /session`.
 */
export const paginateSessions = (
  core: Core,
  query?: SessionPageQuery,
  options?: PaginateOptions,
): AsyncGenerator<Session, void, undefined> =>
  paginate(
    (page) => listSessions(core, { ...query, page }, options),
    query?.page,
    options?.maxPages,
  );

/** `GET /session/{id}`: one session. */
export const getSession = (core: Core, id: string, options?: RequestOptions): Promise<Session> =>
  core.request({ ...options, method: 'GET', path: path`/session/${id}` });

/** `PATCH /session/{id}`: changes a session. */
export const updateSession = (
  core: Core,
  id: string,
  body: UpdateSessionRequest,
  options?: RequestOptions,
): Promise<Session> =>
  core.request({ ...options, method: 'PATCH', path: path`/session/${id}`, body });

/** `DELETE /session/{id}`: deletes a session. */
export const deleteSession = (core: Core, id: string, options?: RequestOptions): Promise<Session> =>
  core.request({ ...options, method: 'DELETE', path: path`/session/${id}` });

/** The session routes, for `createClient` (`client.sessions.list()`) or `bindResource`. */
export const sessions = {
  create: createSession,
  list: listSessions,
  paginate: paginateSessions,
  get: getSession,
  update: updateSession,
  delete: deleteSession,
};
