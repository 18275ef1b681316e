import { answers, body, form, query, route } from '../core/route';
import type { JsonObject } from '../types/common';
import type { AddProviderVoiceRequest, CloneVoiceRequest, ProviderVoice } from '../types/platform';
/** Filters of the provider voice search routes. */
export interface ProviderVoiceSearchQuery {
  name?: string;
  [key: string]: string | number | boolean | undefined;
}

// The routes of connected providers (`{provider}` is e.g. a CRM or a voice provider), and the
// ElevenLabs voice clone. The singular `voice/search` and `voice/add` are older forms.

export const listProviderWorkflows = route(
  'GET /{provider}/workflows',
  query<{ locationId?: string }, JsonObject[]>(),
);
export const listProviderWorkflowHooks = route(
  'GET /{provider}/workflows/{id}/hooks',
  answers<JsonObject[]>(),
);
export const listProviderLocations = route('GET /{provider}/locations', answers<JsonObject[]>());
export const searchProviderVoices = route(
  'GET /{provider}/voices/search',
  query<ProviderVoiceSearchQuery, ProviderVoice[]>(),
);
export const searchProviderVoicesLegacy = route(
  'GET /{provider}/voice/search',
  query<ProviderVoiceSearchQuery, ProviderVoice[]>(),
);
export const addProviderVoice = route(
  'POST /{provider}/voices/add',
  body<AddProviderVoiceRequest, JsonObject>(),
);
export const addProviderVoiceLegacy = route(
  'POST /{provider}/voice/add',
  body<AddProviderVoiceRequest, JsonObject>(),
);
export const cloneVoice = route('POST /11labs/voice/clone', form<CloneVoiceRequest, JsonObject>());
