import type { Named, QueryOf, Schemas } from './common';

/** Lifecycle of a campaign. */
export type CampaignStatus = Schemas['Campaign']['status'];

/** Body of `POST /campaign`: call a list of customers from one number. */
export type CreateCampaignRequest = Named<Schemas['CreateCampaignDTO']>;

/** Body of `PATCH /campaign/{id}`; setting `status: 'ended'` stops a campaign. */
export type UpdateCampaignRequest = Named<Schemas['UpdateCampaignDTO']>;

/** A stored campaign and its progress. */
export type Campaign = Named<Schemas['Campaign']>;

/** One page of campaigns (`GET /campaign`, `GET /campaign/paginated`). */
export type CampaignPage = Named<Schemas['CampaignPaginatedResponse']>;

/** Filters of `GET /campaign` and `GET /campaign/paginated`. */
export type CampaignPageQuery = QueryOf<'CampaignController_findAll'>;
