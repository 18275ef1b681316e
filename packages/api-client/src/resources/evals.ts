import { paginator } from '../core/paginate';
import { send } from '../core/route';

/**
 * `POST /eval`: creates an eval, a scripted chat whose assistant turns are checked.
 *
 * @example
 * ```ts
 * await createEval(core, {
 *   type: 'chat.mockConversation',
 *   name: 'Books a slot',
 *   messages: [
 *     { role: 'user', content: 'A table for two at 7, please.' },
 *     { role: 'assistant', judgePlan: { type: 'regex', content: '7' } },
 *   ],
 * });
 * ```
 */
export const createEval = send('POST /eval', 'body');

/** `GET /eval`: one page of evals; see `paginateEvals`. */
export const listEvals = send('GET /eval', 'query');

/** Every eval matching `query`, fetched page by page from `GET /eval`. */
export const paginateEvals = paginator(listEvals);

/** `GET /eval/{id}`: one eval. */
export const getEval = send('GET /eval/{id}', '');

/** `PATCH /eval/{id}`: changes the given fields of an eval. */
export const updateEval = send('PATCH /eval/{id}', 'body');

/** `DELETE /eval/{id}`: deletes an eval. */
export const deleteEval = send('DELETE /eval/{id}', '');

/**
 * `POST /eval/run`: runs a stored (`evalId`) or inline (`eval`) eval against an assistant or squad.
 *
 * @example
 * ```ts
 * await createEvalRun(core, { type: 'eval', evalId: 'eval_1', target: { type: 'assistant', assistantId: 'asst_1' } });
 * ```
 */
export const createEvalRun = send('POST /eval/run', 'body');

/** `GET /eval/run`: one page of eval runs; see `paginateEvalRuns`. */
export const listEvalRuns = send('GET /eval/run', 'query');

/** Every eval run matching `query`, fetched page by page from `GET /eval/run`. */
export const paginateEvalRuns = paginator(listEvalRuns);

/** `GET /eval/run/{id}`: one eval run, with its results. */
export const getEvalRun = send('GET /eval/run/{id}', '');

/** `DELETE /eval/run/{id}`: deletes an eval run. */
export const deleteEvalRun = send('DELETE /eval/run/{id}', '');

/** The eval routes, for `createClient` (`client.evals.list()`) or `bindResource`. */
export const evals = {
  create: createEval,
  list: listEvals,
  paginate: paginateEvals,
  get: getEval,
  update: updateEval,
  delete: deleteEval,
};

/** The eval-run routes (`client.evals.runs`), or for `bindResource`. */
export const evalRuns = {
  create: createEvalRun,
  list: listEvalRuns,
  paginate: paginateEvalRuns,
  get: getEvalRun,
  delete: deleteEvalRun,
};
