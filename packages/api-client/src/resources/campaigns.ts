import type { Core, RequestOptions } from '../core/core';
import { type PaginateOptions, paginate } from '../core/paginate';
import { path } from '../core/url';
import type {
  Campaign,
  CampaignPageQuery,
  CreateCampaignRequest,
  UpdateCampaignRequest,
} from '../types/campaign';
import type { Page } from '../types/common';

/** `POST /campaign`: creates a campaign that calls each customer. */
export const createCampaign = (
  core: Core,
  body: CreateCampaignRequest,
  options?: RequestOptions,
): Promise<Campaign> => core.request({ ...options, method: 'POST', path: '/campaign', body });

/** `GET /campaign`: lists campaigns. */
export const listCampaigns = (
  core: Core,
  query?: CampaignPageQuery,
  options?: RequestOptions,
): Promise<Page<Campaign>> => core.request({ ...options, method: 'GET', path: '/campaign', query });

/** `GET /campaign/paginated`: one page of campaigns; see `paginateCampaigns`. */
export const listCampaignsPage = (
  core: Core,
  query?: CampaignPageQuery,
  options?: RequestOptions,
): Promise<Page<Campaign>> =>
  core.request({ ...options, method: 'GET', path: '/campaign/paginated', query });

/**
 * Every campaign matching `query`, fetched page by page from `GET /campaign/paginated`.
 */
export const paginateCampaigns = (
  core: Core,
  query?: CampaignPageQuery,
  options?: PaginateOptions,
): AsyncGenerator<Campaign, void, undefined> =>
  paginate(
    (page) => listCampaignsPage(core, { ...query, page }, options),
    query?.page,
    options?.maxPages,
  );

/** `GET /campaign/{id}`: one campaign and its counters. */
export const getCampaign = (core: Core, id: string, options?: RequestOptions): Promise<Campaign> =>
  core.request({ ...options, method: 'GET', path: path`/campaign/${id}` });

/** `PATCH /campaign/{id}`: changes a campaign; `{ status: 'ended' }` stops it. */
export const updateCampaign = (
  core: Core,
  id: string,
  body: UpdateCampaignRequest,
  options?: RequestOptions,
): Promise<Campaign> =>
  core.request({ ...options, method: 'PATCH', path: path`/campaign/${id}`, body });

/** `DELETE /campaign/{id}`: deletes a campaign. */
export const deleteCampaign = (
  core: Core,
  id: string,
  options?: RequestOptions,
): Promise<Campaign> => core.request({ ...options, method: 'DELETE', path: path`/campaign/${id}` });

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
