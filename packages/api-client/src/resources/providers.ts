import { toFormData } from '../core/form';
import { send, sendForm } from '../core/route';

/** `GET /{provider}/workflows`: the automation workflows of a connected provider (e.g. a CRM). */
export const listProviderWorkflows = send('GET /{provider}/workflows', 'query');

/** `GET /{provider}/workflows/{id}/hooks`: the hooks of one provider workflow. */
export const listProviderWorkflowHooks = send('GET /{provider}/workflows/{id}/hooks', '');

/** `GET /{provider}/locations`: the locations (sub-accounts) of a connected provider. */
export const listProviderLocations = send('GET /{provider}/locations', '');

/**
 * `GET /{provider}/voices/search`: searches a voice provider's shared voices.
 *
 * @example
 * ```ts
 * const voices = await searchProviderVoices(core, '11labs', { name: 'Rachel' });
 * ```
 */
export const searchProviderVoices = send('GET /{provider}/voices/search', 'query');

/**
 * `GET /{provider}/voice/search`: the singular form of the route.
 * @deprecated Use {@link searchProviderVoices}.
 */
export const searchProviderVoicesLegacy = send('GET /{provider}/voice/search', 'query');

/** `POST /{provider}/voices/add`: copies a shared voice into your provider account. */
export const addProviderVoice = send('POST /{provider}/voices/add', 'body');

/**
 * `POST /{provider}/voice/add`: the singular form of the route.
 * @deprecated Use {@link addProviderVoice}.
 */
export const addProviderVoiceLegacy = send('POST /{provider}/voice/add', 'body');

/**
 * `POST /11labs/voice/clone`: clones a voice from audio samples, sent as multipart form data
 * (`name`, `description`, `labels`, one `files` part per sample).
 *
 * @example
 * ```ts
 * await cloneVoice(core, { name: 'Front desk', files: [new File([wav], 'sample.wav')] });
 * ```
 */
export const cloneVoice = sendForm(
  'POST /11labs/voice/clone',
  ({ name, description, labels, files }) =>
    toFormData({
      name,
      description,
      labels: typeof labels === 'object' ? JSON.stringify(labels) : labels,
      files,
    }),
);

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
