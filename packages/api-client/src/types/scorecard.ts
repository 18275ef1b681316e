import type { Named, QueryOf, Schemas } from './common';

// The scorecard types: aliases of the platform's schemas. A scorecard scores calls by conditions
// on their structured outputs.

/** One metric of a scorecard: a structured output and the conditions on its value. */
export type ScorecardMetric = Named<Schemas['ScorecardMetric']>;

/** Body of `POST /observability/scorecard`. */
export type CreateScorecardRequest = Named<Schemas['CreateScorecardDTO']>;

/** Body of `PATCH /observability/scorecard/{id}`: the fields to change. */
export type UpdateScorecardRequest = Named<Schemas['UpdateScorecardDTO']>;

/** A stored scorecard. */
export type Scorecard = Named<Schemas['Scorecard']>;

/** Filters of `GET /observability/scorecard`. */
export type ScorecardPageQuery = QueryOf<'ScorecardController_getPaginated'>;

/** One page of scorecards (`GET /observability/scorecard`). */
export type ScorecardPage = Named<Schemas['ScorecardPaginatedResponse']>;
