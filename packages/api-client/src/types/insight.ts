import type { Named, NamedUnion, QueryOf, Schemas } from './common';

// The insight types: aliases of the platform's schemas. An insight is a chart (bar, line, pie) or
// a figure (text) computed from queries on the calls table; each kind is told apart by its exact
// `type`, so checking `insight.type === 'bar'` narrows to the bar chart's fields.

/** Body of `POST /reporting/insight` and `POST /reporting/insight/preview`: one member per kind. */
export type CreateInsightRequest = NamedUnion<
  | Schemas['CreateBarInsightFromCallTableDTO']
  | Schemas['CreatePieInsightFromCallTableDTO']
  | Schemas['CreateLineInsightFromCallTableDTO']
  | Schemas['CreateTextInsightFromCallTableDTO']
>;

/** Body of `PATCH /reporting/insight/{id}`: the fields to change, for the insight's kind. */
export type UpdateInsightRequest = NamedUnion<
  | Schemas['UpdateBarInsightFromCallTableDTO']
  | Schemas['UpdatePieInsightFromCallTableDTO']
  | Schemas['UpdateLineInsightFromCallTableDTO']
  | Schemas['UpdateTextInsightFromCallTableDTO']
>;

/** A stored insight: one member per kind. */
export type Insight = NamedUnion<
  Schemas['BarInsight'] | Schemas['PieInsight'] | Schemas['LineInsight'] | Schemas['TextInsight']
>;

/**
 * An insight as the list route gives it: its id, name and kind, without its queries (the
 * document's page lists these; `GET /reporting/insight/{id}` gives the whole {@link Insight}).
 */
export type InsightSummary = Named<Schemas['Insight']>;

/** Filters of `GET /reporting/insight`. */
export type InsightPageQuery = QueryOf<'InsightController_findAll'>;

/** One page of insights (`GET /reporting/insight`). */
export type InsightPage = Named<Schemas['InsightPaginatedResponse']>;

/** Body of `POST /reporting/insight/{id}/run`: a time range or assistant to run it for, or nothing. */
export type InsightRunRequest = Named<Schemas['InsightRunDTO']>;

/** Answer of `POST /reporting/insight/{id}/run` and `POST /reporting/insight/preview`. */
export type InsightRun = Named<Schemas['InsightRunResponse']>;
