import { answers, body, query, route } from '../core/route';
import type {
  CreateEvalRequest,
  CreateEvalRunRequest,
  Eval,
  EvalPage,
  EvalPageQuery,
  EvalRun,
  EvalRunPage,
  EvalRunPageQuery,
  EvalRunStarted,
  UpdateEvalRequest,
} from '../types/eval';

// The eval routes, and those of their runs.

export const createEval = route('POST /eval', body<CreateEvalRequest, Eval>());
export const listEvals = route('GET /eval', query<EvalPageQuery, EvalPage>());
export const getEval = route('GET /eval/{id}', answers<Eval>());
export const updateEval = route('PATCH /eval/{id}', body<UpdateEvalRequest, Eval>());
export const deleteEval = route('DELETE /eval/{id}', answers<Eval>());
export const createEvalRun = route('POST /eval/run', body<CreateEvalRunRequest, EvalRunStarted>());
export const listEvalRuns = route('GET /eval/run', query<EvalRunPageQuery, EvalRunPage>());
export const getEvalRun = route('GET /eval/run/{id}', answers<EvalRun>());
export const deleteEvalRun = route('DELETE /eval/run/{id}', answers<EvalRun>());
