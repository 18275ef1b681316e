import { paginator } from '../core/paginate';
import { send } from '../core/route';
import * as routes from '../routes/insights';

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
export const createInsight = send(routes.createInsight);

/** `GET /reporting/insight`: one page of insights (without their queries); see `paginateInsights`. */
export const listInsights = send(routes.listInsights);

/** Every insight matching `query`, fetched page by page from `GET /reporting/insight`. */
export const paginateInsights = paginator(routes.listInsights);

/** `GET /reporting/insight/{id}`: one insight. */
export const getInsight = send(routes.getInsight);

/** `PATCH /reporting/insight/{id}`: changes the given fields of an insight. */
export const updateInsight = send(routes.updateInsight);

/** `DELETE /reporting/insight/{id}`: deletes an insight. */
export const deleteInsight = send(routes.deleteInsight);

/** `POST /reporting/insight/preview`: runs an insight without storing it. */
export const previewInsight = send(routes.previewInsight);

/** `POST /reporting/insight/{id}/run`: runs a stored insight, over its time range or another. */
export const runInsight = send(routes.runInsight);

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
