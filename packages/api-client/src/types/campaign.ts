import type { Customer } from './call';
import type { PageQuery, ResourceBase } from './common';

/** Lifecycle of a campaign. */
export type CampaignStatus = 'scheduled' | 'in-progress' | 'ended';

/** Body of `POST /campaign`: call a list of customers from one number. */
export interface CreateCampaignRequest {
  name: string;
  phoneNumberId: string;
  customers: Customer[];
  assistantId?: string;
  squadId?: string;
  workflowId?: string;
  schedulePlan?: { earliestAt: string; latestAt?: string };
  [key: string]: unknown;
}

/** Body of `PATCH /campaign/{id}`; setting `status: 'ended'` stops a campaign. */
export interface UpdateCampaignRequest extends Partial<CreateCampaignRequest> {
  status?: 'ended';
}

/** A stored campaign and its progress. */
export interface Campaign extends ResourceBase {
  name?: string;
  status?: CampaignStatus;
  endedReason?: string;
  phoneNumberId?: string;
  assistantId?: string;
  squadId?: string;
  workflowId?: string;
  customers?: Customer[];
  callsCounterScheduled?: number;
  callsCounterQueued?: number;
  callsCounterInProgress?: number;
  callsCounterEnded?: number;
}

/** Filters of `GET /campaign` and `GET /campaign/paginated`. */
export interface CampaignPageQuery extends PageQuery {
  id?: string;
  status?: CampaignStatus;
}
