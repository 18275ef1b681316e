import type { Named, NamedUnion, QueryOf, Schemas } from './common';

// The provider-resource types: resources the platform keeps at a voice provider for you (today a
// pronunciation dictionary at ElevenLabs or Cartesia), under `/provider/{provider}/{resourceName}`.

/** The providers that keep resources. */
export type ResourceProvider = NamedUnion<Schemas['ProviderResource']['provider']>;

/** A resource kept at a provider, with the provider's own copy in `resource`. */
export type ProviderResource = Named<Schemas['ProviderResource']>;

/** Filters of `GET /provider/{provider}/{resourceName}`. */
export type ProviderResourcePageQuery =
  QueryOf<'ProviderResourceController_getProviderResourcesPaginated'>;

/** One page of a provider's resources (`GET /provider/{provider}/{resourceName}`). */
export type ProviderResourcePage = Named<Schemas['ProviderResourcePaginatedResponse']>;

/**
 * Body of `POST /provider/{provider}/{resourceName}`: the resource as the provider takes it (for a
 * pronunciation dictionary, e.g. its name and rules), sent as JSON. Hand-written: the platform's
 * document gives no schema for it, so its fields are not checked.
 */
export interface CreateProviderResourceRequest {
  [key: string]: unknown;
}

/**
 * Body of `PATCH /provider/{provider}/{resourceName}/{id}`: the fields to change, as the provider
 * takes them. Hand-written, like {@link CreateProviderResourceRequest}: the document gives no
 * schema for it.
 */
export interface UpdateProviderResourceRequest {
  [key: string]: unknown;
}
