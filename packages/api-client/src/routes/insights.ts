import { answers, body, query, route } from '../core/route';
import type {
  CreateInsightRequest,
  Insight,
  InsightPage,
  InsightPageQuery,
  InsightRun,
  InsightRunRequest,
  UpdateInsightRequest,
} from '../types/insight';

// The insight routes (under `/reporting`).

export const createInsight = route(
  'POST /reporting/insight',
  body<CreateInsightRequest, Insight>(),
);
export const listInsights = route('GET /reporting/insight', query<InsightPageQuery, InsightPage>());
export const getInsight = route('GET /reporting/insight/{id}', answers<Insight>());
export const updateInsight = route(
  'PATCH /reporting/insight/{id}',
  body<UpdateInsightRequest, Insight>(),
);
export const deleteInsight = route('DELETE /reporting/insight/{id}', answers<Insight>());
/** Runs an insight that is not stored: takes what `POST /reporting/insight` takes. */
export const previewInsight = route(
  'POST /reporting/insight/preview',
  body<CreateInsightRequest, InsightRun>(),
);
/** The body's fields are optional: without them, a run over the insight's own time range. */
export const runInsight = route(
  'POST /reporting/insight/{id}/run',
  body<InsightRunRequest | undefined, InsightRun>(),
);
