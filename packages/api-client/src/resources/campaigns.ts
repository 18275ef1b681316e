import { paginator } from '../core/paginate';
import { send } from '../core/route';

/** `POST /campaign`: creates a campaign that calls each customer. */
export const createCampaign = send('POST /campaign', 'body');

/** `GET /campaign`: lists campaigns. */
export const listCampaigns = send('GET /campaign', 'query');

/** `GET /campaign/paginated`: one page of campaigns; see `paginateCampaigns`. */
export const listCampaignsPage = send('GET /campaign/paginated', 'query');

/**
 * Every campaign matching `query`, fetched page by page from `GET /campaign/paginated`.
 */
export const paginateCampaigns = paginator(listCampaignsPage);

/** `GET /campaign/{id}`: one campaign and its counters. */
export const getCampaign = send('GET /campaign/{id}', '');

/** `PATCH /campaign/{id}`: changes a campaign; `{ status: 'ended' }` stops it. */
export const updateCampaign = send('PATCH /campaign/{id}', 'body');

/** `DELETE /campaign/{id}`: deletes a campaign. */
export const deleteCampaign = send('DELETE /campaign/{id}', '');

/** The campaign routes, for `createClient` (`client.campaigns.list()`) or `bindResource`. */
export const campaigns = {
  create: createCampaign,
  list: listCampaigns,
  listPage: listCampaignsPage,
  paginate: paginateCampaigns,
  get: getCampaign,
  update: updateCampaign,
  delete: deleteCampaign,
};
