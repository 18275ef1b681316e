import { paginator } from '../core/paginate';
import { send } from '../core/route';

/** `POST /session`: creates a session that later chats continue. */
export const createSession = send('POST /session', 'body');

/** `GET /session`: one page of sessions; see `paginateSessions`. */
export const listSessions = send('GET /session', 'query');

/**
 * Every session matching `query`, fetched page by page from `GET /session`.
 */
export const paginateSessions = paginator(listSessions);

/** `GET /session/{id}`: one session. */
export const getSession = send('GET /session/{id}', '');

/** `PATCH /session/{id}`: changes a session. */
export const updateSession = send('PATCH /session/{id}', 'body');

/** `DELETE /session/{id}`: deletes a session. */
export const deleteSession = send('DELETE /session/{id}', '');

/** The session routes, for `createClient` (`client.sessions.list()`) or `bindResource`. */
export const sessions = {
  create: createSession,
  list: listSessions,
  paginate: paginateSessions,
  get: getSession,
  update: updateSession,
  delete: deleteSession,
};
