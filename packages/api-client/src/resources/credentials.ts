import type { Core, RequestOptions } from '../core/core';
import { path } from '../core/url';
import type { JsonObject, ListQuery } from '../types/common';
import type {
  CreateCredentialRequest,
  CreateCredentialSessionRequest,
  Credential,
  CredentialTriggerRequest,
  CredentialWebhookRequest,
  UpdateCredentialRequest,
} from '../types/platform';

/** `POST /credential`: creates a credential. */
export const createCredential = (
  core: Core,
  body: CreateCredentialRequest,
  options?: RequestOptions,
): Promise<Credential> => core.request({ ...options, method: 'POST', path: '/credential', body });

/** `GET /credential`: lists credentials. */
export const listCredentials = (
  core: Core,
  query?: ListQuery,
  options?: RequestOptions,
): Promise<Credential[]> => core.request({ ...options, method: 'GET', path: '/credential', query });

/** `GET /credential/{id}`: one credential. */
export const getCredential = (
  core: Core,
  id: string,
  options?: RequestOptions,
): Promise<Credential> =>
  core.request({ ...options, method: 'GET', path: path`/credential/${id}` });

/** `PATCH /credential/{id}`: changes the given fields of a credential. */
export const updateCredential = (
  core: Core,
  id: string,
  body: UpdateCredentialRequest,
  options?: RequestOptions,
): Promise<Credential> =>
  core.request({ ...options, method: 'PATCH', path: path`/credential/${id}`, body });

/** `DELETE /credential/{id}`: deletes a credential. */
export const deleteCredential = (
  core: Core,
  id: string,
  options?: RequestOptions,
): Promise<Credential> =>
  core.request({ ...options, method: 'DELETE', path: path`/credential/${id}` });

/** `POST /credential/session`: starts an OAuth connection session for a provider. */
export const createCredentialSession = (
  core: Core,
  body: CreateCredentialSessionRequest,
  options?: RequestOptions,
): Promise<JsonObject> =>
  core.request({ ...options, method: 'POST', path: '/credential/session', body });

/** `POST /credential/webhook`: the OAuth broker's callback; unsecured, so no `Authorization` header is sent (SPEC §6). */
export const sendCredentialWebhook = (
  core: Core,
  body: CredentialWebhookRequest,
  options?: RequestOptions,
): Promise<JsonObject> =>
  core.request({ ...options, method: 'POST', path: '/credential/webhook', body, auth: false });

/** `POST /credential/trigger`: runs an action through a connected credential. */
export const triggerCredential = (
  core: Core,
  body: CredentialTriggerRequest,
  options?: RequestOptions,
): Promise<JsonObject> =>
  core.request({ ...options, method: 'POST', path: '/credential/trigger', body });

/** The credential routes, for `createClient` (`client.credentials.list()`) or `bindResource`. */
export const credentials = {
  create: createCredential,
  list: listCredentials,
  get: getCredential,
  update: updateCredential,
  delete: deleteCredential,
  createSession: createCredentialSession,
  webhook: sendCredentialWebhook,
  trigger: triggerCredential,
};
