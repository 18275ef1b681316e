import { paginator } from '../core/paginate';
import { send } from '../core/route';

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
export const createScorecard = send('POST /observability/scorecard', 'body');

/** `GET /observability/scorecard`: one page of scorecards; see `paginateScorecards`. */
export const listScorecards = send('GET /observability/scorecard', 'query');

/** Every scorecard matching `query`, fetched page by page from `GET /observability/scorecard`. */
export const paginateScorecards = paginator(listScorecards);

/** `GET /observability/scorecard/{id}`: one scorecard. */
export const getScorecard = send('GET /observability/scorecard/{id}', '');

/** `PATCH /observability/scorecard/{id}`: changes the given fields of a scorecard. */
export const updateScorecard = send('PATCH /observability/scorecard/{id}', 'body');

/** `DELETE /observability/scorecard/{id}`: deletes a scorecard. */
export const deleteScorecard = send('DELETE /observability/scorecard/{id}', '');

/** The scorecard routes, for `createClient` (`client.scorecards.list()`) or `bindResource`. */
export const scorecards = {
  create: createScorecard,
  list: listScorecards,
  paginate: paginateScorecards,
  get: getScorecard,
  update: updateScorecard,
  delete: deleteScorecard,
};
