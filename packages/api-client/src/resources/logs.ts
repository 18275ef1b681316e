import type { Core, RequestOptions } from '../core/core';
import { type PaginateOptions, paginate } from '../core/paginate';
import type { JsonObject, Page } from '../types/common';
import type { LogEntry, LogQuery } from '../types/platform';

/** `GET /logs`: one page of logs; see `paginateLogs`. */
export const listLogs = (
  core: Core,
  query?: LogQuery,
  options?: RequestOptions,
): Promise<Page<LogEntry>> => core.request({ ...options, method: 'GET', path: '/logs', query });

/**
 * Every log entry matching `query`, fetched page by page from `GET /logs`.
 */
export const paginateLogs = (
  core: Core,
  query?: LogQuery,
  options?: PaginateOptions,
): AsyncGenerator<LogEntry, void, undefined> =>
  paginate((page) => listLogs(core, { ...query, page }, options), query?.page, options?.maxPages);

/** `DELETE /logs`: deletes the logs matching `query`. */
export const deleteLogs = (
  core: Core,
  query?: LogQuery,
  options?: RequestOptions,
): Promise<JsonObject> => core.request({ ...options, method: 'DELETE', path: '/logs', query });

/** `GET /log`: the singular log route, same filters as `GET /logs`. */
export const listLog = (
  core: Core,
  query?: LogQuery,
  options?: RequestOptions,
): Promise<Page<LogEntry>> => core.request({ ...options, method: 'GET', path: '/log', query });

/** `DELETE /log`: the singular log route, same filters as `DELETE /logs`. */
export const deleteLog = (
  core: Core,
  query?: LogQuery,
  options?: RequestOptions,
): Promise<JsonObject> => core.request({ ...options, method: 'DELETE', path: '/log', query });

/** The log routes, for `createClient` (`client.logs.list()`) or `bindResource`. */
export const logs = {
  list: listLogs,
  paginate: paginateLogs,
  delete: deleteLogs,
  listLog: listLog,
  deleteLog: deleteLog,
};
