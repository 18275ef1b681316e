import type { Core, RequestOptions } from '../core/core';
import { toFormData } from '../core/form';
import { path } from '../core/url';
import type { JsonObject } from '../types/common';
import type { AddProviderVoiceRequest, CloneVoiceRequest, LibraryVoice } from '../types/platform';

/** Filters of the provider voice search routes. */
export interface ProviderVoiceSearchQuery {
  name?: string;
  [key: string]: string | number | boolean | undefined;
}

/** `GET /{provider}/workflows`: the automation workflows of a connected provider (e.g. a CRM). */
export const listProviderWorkflows = (
  core: Core,
  provider: string,
  query?: { locationId?: string },
  options?: RequestOptions,
): Promise<JsonObject[]> =>
  core.request({ ...options, method: 'GET', path: path`/${provider}/workflows`, query });

/** `GET /{provider}/workflows/{workflowId}/hooks`: the hooks of one provider workflow. */
export const listProviderWorkflowHooks = (
  core: Core,
  provider: string,
  workflowId: string,
  options?: RequestOptions,
): Promise<JsonObject[]> =>
  core.request({
    ...options,
    method: 'GET',
    path: path`/${provider}/workflows/${workflowId}/hooks`,
  });

/** `GET /{provider}/locations`: the locations (sub-accounts) of a connected provider. */
export const listProviderLocations = (
  core: Core,
  provider: string,
  options?: RequestOptions,
): Promise<JsonObject[]> =>
  core.request({ ...options, method: 'GET', path: path`/${provider}/locations` });

/**
 * `GET /{provider}/voices/search`: searches a voice provider's shared voices.
 *
 * @example
 * ```ts
 * const voices = await searchProviderVoices(core, '11labs', { name: 'Rachel' });
 * ```
 */
export const searchProviderVoices = (
  core: Core,
  provider: string,
  query?: ProviderVoiceSearchQuery,
  options?: RequestOptions,
): Promise<LibraryVoice[]> =>
  core.request({ ...options, method: 'GET', path: path`/${provider}/voices/search`, query });

/**
 * `GET /{provider}/voice/search`: the singular form of the route.
 * @deprecated Use {@link searchProviderVoices}.
 */
export const searchProviderVoicesLegacy = (
  core: Core,
  provider: string,
  query?: ProviderVoiceSearchQuery,
  options?: RequestOptions,
): Promise<LibraryVoice[]> =>
  core.request({ ...options, method: 'GET', path: path`/${provider}/voice/search`, query });

/** `POST /{provider}/voices/add`: copies a shared voice into your provider account. */
export const addProviderVoice = (
  core: Core,
  provider: string,
  body: AddProviderVoiceRequest,
  options?: RequestOptions,
): Promise<JsonObject> =>
  core.request({ ...options, method: 'POST', path: path`/${provider}/voices/add`, body });

/**
 * `POST /{provider}/voice/add`: the singular form of the route.
 * @deprecated Use {@link addProviderVoice}.
 */
export const addProviderVoiceLegacy = (
  core: Core,
  provider: string,
  body: AddProviderVoiceRequest,
  options?: RequestOptions,
): Promise<JsonObject> =>
  core.request({ ...options, method: 'POST', path: path`/${provider}/voice/add`, body });

/**
 * `POST /11labs/voice/clone`: clones a voice from audio samples, sent as multipart form data
 * (`name`, `description`, `labels`, one `files` part per sample).
 *
 * @example
 * ```ts
 * await cloneVoice(core, { name: 'Front desk', files: [new File([wav], 'sample.wav')] });
 * ```
 */
export const cloneVoice = (
  core: Core,
  { name, description, labels, files }: CloneVoiceRequest,
  options?: RequestOptions,
): Promise<JsonObject> =>
  core.request({
    ...options,
    method: 'POST',
    path: '/11labs/voice/clone',
    body: toFormData({
      name,
      description,
      labels: typeof labels === 'object' ? JSON.stringify(labels) : labels,
      files,
    }),
  });

/** The provider routes, for `createClient` (`client.providers.searchVoices()`) or `bindResource`. */
export const providers = {
  listWorkflows: listProviderWorkflows,
  listWorkflowHooks: listProviderWorkflowHooks,
  listLocations: listProviderLocations,
  searchVoices: searchProviderVoices,
  searchVoicesLegacy: searchProviderVoicesLegacy,
  addVoice: addProviderVoice,
  addVoiceLegacy: addProviderVoiceLegacy,
  cloneVoice,
};
