import { answers, body, query, route } from '../core/route';
import type {
  Campaign,
  CampaignPage,
  CampaignPageQuery,
  CreateCampaignRequest,
  UpdateCampaignRequest,
} from '../types/campaign';

// The campaign routes.

export const createCampaign = route('POST /campaign', body<CreateCampaignRequest, Campaign>());
export const listCampaigns = route('GET /campaign', query<CampaignPageQuery, CampaignPage>());
export const listCampaignsPage = route(
  'GET /campaign/paginated',
  query<CampaignPageQuery, CampaignPage>(),
);
export const getCampaign = route('GET /campaign/{id}', answers<Campaign>());
export const updateCampaign = route(
  'PATCH /campaign/{id}',
  body<UpdateCampaignRequest, Campaign>(),
);
export const deleteCampaign = route('DELETE /campaign/{id}', answers<Campaign>());
