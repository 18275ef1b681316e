import { paginator } from '../core/paginate';
import { send } from '../core/route';
import * as routes from '../routes/logs';

/** `GET /logs`: one page of logs; see `paginateLogs`. */
export const listLogs = send(routes.listLogs);

/**
 * Every log entry matching `query`, fetched page by page from `GET /logs`.
 */
export const paginateLogs = paginator(routes.listLogs);

/** `DELETE /logs`: deletes the logs matching `query`. */
export const deleteLogs = send(routes.deleteLogs);

/** `GET /log`: the singular log route, same filters as `GET /logs`. */
export const listLog = send(routes.listLog);

/** `DELETE /log`: the singular log route, same filters as `DELETE /logs`. */
export const deleteLog = send(routes.deleteLog);

/** The log routes, for `createClient` (`client.logs.list()`) or `bindResource`. */
export const logs = {
  list: listLogs,
  paginate: paginateLogs,
  delete: deleteLogs,
  listLog: listLog,
  deleteLog: deleteLog,
};
