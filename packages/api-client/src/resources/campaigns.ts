import { paginator } from '../core/paginate';
import { send } from '../core/route';
import * as routes from '../routes/campaigns';

/** `POST /campaign`: creates a campaign that calls each customer. */
export const createCampaign = send(routes.createCampaign);

/** `GET /campaign`: lists campaigns. */
export const listCampaigns = send(routes.listCampaigns);

/** `GET /campaign/paginated`: one page of campaigns; see `paginateCampaigns`. */
export const listCampaignsPage = send(routes.listCampaignsPage);

/**
 * Every campaign matching `query`, fetched page by page from `GET /campaign/paginated`.
 */
export const paginateCampaigns = paginator(routes.listCampaignsPage);

/** `GET /campaign/{id}`: one campaign and its counters. */
export const getCampaign = send(routes.getCampaign);

/** `PATCH /campaign/{id}`: changes a campaign; `{ status: 'ended' }` stops it. */
export const updateCampaign = send(routes.updateCampaign);

/** `DELETE /campaign/{id}`: deletes a campaign. */
export const deleteCampaign = send(routes.deleteCampaign);

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
