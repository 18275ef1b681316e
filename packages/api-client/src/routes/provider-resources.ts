import { answers, body, query, route } from '../core/route';
import type {
  CreateProviderResourceRequest,
  ProviderResource,
  ProviderResourcePage,
  ProviderResourcePageQuery,
  UpdateProviderResourceRequest,
} from '../types/provider-resource';

// The routes of resources kept at a provider: `{provider}` is e.g. `11labs`, `{resourceName}`
// e.g. `pronunciation-dictionary`.

export const listProviderResources = route(
  'GET /provider/{provider}/{resourceName}',
  query<ProviderResourcePageQuery, ProviderResourcePage>(),
);
export const createProviderResource = route(
  'POST /provider/{provider}/{resourceName}',
  body<CreateProviderResourceRequest, ProviderResource>(),
);
export const getProviderResource = route(
  'GET /provider/{provider}/{resourceName}/{id}',
  answers<ProviderResource>(),
);
export const updateProviderResource = route(
  'PATCH /provider/{provider}/{resourceName}/{id}',
  body<UpdateProviderResourceRequest, ProviderResource>(),
);
export const deleteProviderResource = route(
  'DELETE /provider/{provider}/{resourceName}/{id}',
  answers<ProviderResource>(),
);
