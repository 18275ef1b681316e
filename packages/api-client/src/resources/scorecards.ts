import { paginator } from '../core/paginate';
import { send } from '../core/route';
import * as routes from '../routes/scorecards';

/**
 * `POST /observability/scorecard`: creates a scorecard, conditions on structured outputs that
 * score calls.
 *
 * @example
 * ```ts
 * await createScorecard(core, {
 *   name: 'Bookings',
 *   metrics: [{ structuredOutputId: 'so_1', conditions: [{ type: 'comparator', comparator: '=', value: true, points: 100 }] }],
 * });
 * ```
 */
export const createScorecard = send(routes.createScorecard);

/** `GET /observability/scorecard`: one page of scorecards; see `paginateScorecards`. */
export const listScorecards = send(routes.listScorecards);

/** Every scorecard matching `query`, fetched page by page from `GET /observability/scorecard`. */
export const paginateScorecards = paginator(routes.listScorecards);

/** `GET /observability/scorecard/{id}`: one scorecard. */
export const getScorecard = send(routes.getScorecard);

/** `PATCH /observability/scorecard/{id}`: changes the given fields of a scorecard. */
export const updateScorecard = send(routes.updateScorecard);

/** `DELETE /observability/scorecard/{id}`: deletes a scorecard. */
export const deleteScorecard = send(routes.deleteScorecard);

/** The scorecard routes, for `createClient` (`client.scorecards.list()`) or `bindResource`. */
export const scorecards = {
  create: createScorecard,
  list: listScorecards,
  paginate: paginateScorecards,
  get: getScorecard,
  update: updateScorecard,
  delete: deleteScorecard,
};
