import { answers, body, query, route } from '../core/route';
import type { JsonObject, ListQuery } from '../types/common';
import type {
  CreateCredentialRequest,
  CreateCredentialSessionRequest,
  Credential,
  CredentialSession,
  CredentialTriggerRequest,
  CredentialWebhookRequest,
  UpdateCredentialRequest,
} from '../types/platform';

// The credential routes; the webhook is the OAuth broker's callback, sent without a key.

export const createCredential = route(
  'POST /credential',
  body<CreateCredentialRequest, Credential>(),
);
export const listCredentials = route('GET /credential', query<ListQuery, Credential[]>());
export const getCredential = route('GET /credential/{id}', answers<Credential>());
export const updateCredential = route(
  'PATCH /credential/{id}',
  body<UpdateCredentialRequest, Credential>(),
);
export const deleteCredential = route('DELETE /credential/{id}', answers<Credential>());
export const createCredentialSession = route(
  'POST /credential/session',
  body<CreateCredentialSessionRequest, CredentialSession>(),
);
export const sendCredentialWebhook = route(
  'POST /credential/webhook',
  body<CredentialWebhookRequest, JsonObject>(),
  { auth: false },
);
export const triggerCredential = route(
  'POST /credential/trigger',
  body<CredentialTriggerRequest, JsonObject>(),
);
