import { paginator } from '../core/paginate';
import { send } from '../core/route';

/**
 * `POST /provider/{provider}/{resourceName}`: creates a resource kept at a provider, e.g. an
 * ElevenLabs pronunciation dictionary. The body is the provider's own (the document gives no
 * schema for it), sent as JSON.
 *
 * @example
 * ```ts
 * await createProviderResource(core, '11labs', 'pronunciation-dictionary', {
 *   name: 'Brand names',
 *   rules: [{ stringToReplace: 'Vapi', type: 'alias', alias: 'Vappy' }],
 * });
 * ```
 */
export const createProviderResource = send('POST /provider/{provider}/{resourceName}', 'body');

/** `GET /provider/{provider}/{resourceName}`: one page of a provider's resources; see `paginateProviderResources`. */
export const listProviderResources = send('GET /provider/{provider}/{resourceName}', 'query');

/** Every resource of a provider and name, fetched page by page. */
export const paginateProviderResources = paginator(listProviderResources);

/** `GET /provider/{provider}/{resourceName}/{id}`: one provider resource. */
export const getProviderResource = send('GET /provider/{provider}/{resourceName}/{id}', '');

/** `PATCH /provider/{provider}/{resourceName}/{id}`: changes a provider resource (the provider's fields). */
export const updateProviderResource = send(
  'PATCH /provider/{provider}/{resourceName}/{id}',
  'body',
);

/** `DELETE /provider/{provider}/{resourceName}/{id}`: deletes a provider resource. */
export const deleteProviderResource = send('DELETE /provider/{provider}/{resourceName}/{id}', '');

/** The provider-resource routes, for `createClient` (`client.providerResources.list()`) or `bindResource`. */
export const providerResources = {
  create: createProviderResource,
  list: listProviderResources,
  paginate: paginateProviderResources,
  get: getProviderResource,
  update: updateProviderResource,
  delete: deleteProviderResource,
};
