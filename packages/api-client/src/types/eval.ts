import type { Named, NamedUnion, QueryOf, Schemas } from './common';

// The eval types: aliases of the platform's schemas. An eval is a scripted chat (mocked user,
// system and tool turns) with checks of the assistant's turns; a run plays it against an
// assistant or a squad.

/** One turn of an eval's script, told apart by `role`: a mocked turn, or a check of the assistant's. */
export type EvalMessage = NamedUnion<Schemas['CreateEvalDTO']['messages'][number]>;

/** Body of `POST /eval`. */
export type CreateEvalRequest = Named<Schemas['CreateEvalDTO']>;

/** Body of `PATCH /eval/{id}`: the fields to change. */
export type UpdateEvalRequest = Named<Schemas['UpdateEvalDTO']>;

/** A stored eval. */
export type Eval = Named<Schemas['Eval']>;

/** Filters of `GET /eval`. */
export type EvalPageQuery = QueryOf<'EvalController_getPaginated'>;

/** One page of evals (`GET /eval`). */
export type EvalPage = Named<Schemas['EvalPaginatedResponse']>;

/** What an eval runs against: an assistant or a squad, by id or inline, told apart by `type`. */
export type EvalRunTarget = NamedUnion<Schemas['CreateEvalRunDTO']['target']>;

/** Body of `POST /eval/run`: a stored eval (`evalId`) or an inline one (`eval`), and its target. */
export type CreateEvalRunRequest = Named<Schemas['CreateEvalRunDTO']>;

/**
 * Answer of `POST /eval/run`. Hand-written: the platform's document gives no schema for it (an
 * object it leaves undescribed), so its fields are `unknown` to check. Read the run itself with
 * `GET /eval/run/{id}` ({@link EvalRun}).
 */
export interface EvalRunStarted {
  [key: string]: unknown;
}

/** How one play of an eval's script went. */
export type EvalRunResult = Named<Schemas['EvalRunResult']>;

/** A run of an eval: its status, results and cost. */
export type EvalRun = Named<Schemas['EvalRun']>;

/** Filters of `GET /eval/run`. */
export type EvalRunPageQuery = QueryOf<'EvalController_getRunsPaginated'>;

/** One page of eval runs (`GET /eval/run`). */
export type EvalRunPage = Named<Schemas['EvalRunPaginatedResponse']>;
