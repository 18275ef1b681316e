import { paginator } from '../core/paginate';
import { send } from '../core/route';

/** `GET /logs`: one page of logs; see `paginateLogs`. */
export const listLogs = send('GET /logs', 'query');

/**
 * Every log entry matching `query`, fetched page by page from `GET /logs`.
 */
export const paginateLogs = paginator(listLogs);

/** `DELETE /logs`: deletes the logs matching `query`. */
export const deleteLogs = send('DELETE /logs', 'query');

/** `GET /log`: the singular log route, same filters as `GET /logs`. */
export const listLog = send('GET /log', 'query');

/** `DELETE /log`: the singular log route, same filters as `DELETE /logs`. */
export const deleteLog = send('DELETE /log', 'query');

/** The log routes, for `createClient` (`client.logs.list()`) or `bindResource`. */
export const logs = {
  list: listLogs,
  paginate: paginateLogs,
  delete: deleteLogs,
  listLog: listLog,
  deleteLog: deleteLog,
};
