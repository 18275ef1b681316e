import { paginator } from '../core/paginate';
import { send } from '../core/route';

/**
 * `POST /reporting/insight`: creates an insight, a chart or figure computed from the calls.
 *
 * @example
 * ```ts
 * await createInsight(core, {
 *   type: 'bar',
 *   name: 'Calls per day',
 *   queries: [{ type: 'vapiql-json', table: 'call', column: 'id', operation: 'count' }],
 * });
 * ```
 */
export const createInsight = send('POST /reporting/insight', 'body');

/** `GET /reporting/insight`: one page of insights (without their queries); see `paginateInsights`. */
export const listInsights = send('GET /reporting/insight', 'query');

/** Every insight matching `query`, fetched page by page from `GET /reporting/insight`. */
export const paginateInsights = paginator(listInsights);

/** `GET /reporting/insight/{id}`: one insight. */
export const getInsight = send('GET /reporting/insight/{id}', '');

/** `PATCH /reporting/insight/{id}`: changes the given fields of an insight. */
export const updateInsight = send('PATCH /reporting/insight/{id}', 'body');

/** `DELETE /reporting/insight/{id}`: deletes an insight. */
export const deleteInsight = send('DELETE /reporting/insight/{id}', '');

/** `POST /reporting/insight/preview`: runs an insight without storing it. */
export const previewInsight = send('POST /reporting/insight/preview', 'body');

/** `POST /reporting/insight/{id}/run`: runs a stored insight, over its time range or another. */
export const runInsight = send('POST /reporting/insight/{id}/run', 'body');

/** The insight routes, for `createClient` (`client.insights.list()`) or `bindResource`. */
export const insights = {
  create: createInsight,
  list: listInsights,
  paginate: paginateInsights,
  get: getInsight,
  update: updateInsight,
  delete: deleteInsight,
  preview: previewInsight,
  run: runInsight,
};
