import { answers, body, query, route } from '../core/route';
import type {
  CreateScorecardRequest,
  Scorecard,
  ScorecardPage,
  ScorecardPageQuery,
  UpdateScorecardRequest,
} from '../types/scorecard';

// The scorecard routes (under `/observability`).

export const createScorecard = route(
  'POST /observability/scorecard',
  body<CreateScorecardRequest, Scorecard>(),
);
export const listScorecards = route(
  'GET /observability/scorecard',
  query<ScorecardPageQuery, ScorecardPage>(),
);
export const getScorecard = route('GET /observability/scorecard/{id}', answers<Scorecard>());
export const updateScorecard = route(
  'PATCH /observability/scorecard/{id}',
  body<UpdateScorecardRequest, Scorecard>(),
);
export const deleteScorecard = route('DELETE /observability/scorecard/{id}', answers<Scorecard>());
