import { paginator } from '../core/paginate';
import { send } from '../core/route';
import * as routes from '../routes/sessions';

/** `POST /session`: creates a session that later chats continue. */
export const createSession = send(routes.createSession);

/** `GET /session`: one page of sessions; see `paginateSessions`. */
export const listSessions = send(routes.listSessions);

/**
 * Every session matching `query`, fetched page by page from `GET /session`.
 */
export const paginateSessions = paginator(routes.listSessions);

/** `GET /session/{id}`: one session. */
export const getSession = send(routes.getSession);

/** `PATCH /session/{id}`: changes a session. */
export const updateSession = send(routes.updateSession);

/** `DELETE /session/{id}`: deletes a session. */
export const deleteSession = send(routes.deleteSession);

/** The session routes, for `createClient` (`client.sessions.list()`) or `bindResource`. */
export const sessions = {
  create: createSession,
  list: listSessions,
  paginate: paginateSessions,
  get: getSession,
  update: updateSession,
  delete: deleteSession,
};
