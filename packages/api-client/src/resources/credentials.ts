import { send } from '../core/route';

/** `POST /credential`: creates a credential. */
export const createCredential = send('POST /credential', 'body');

/** `GET /credential`: lists credentials. */
export const listCredentials = send('GET /credential', 'query');

/** `GET /credential/{id}`: one credential. */
export const getCredential = send('GET /credential/{id}', '');

/** `PATCH /credential/{id}`: changes the given fields of a credential. */
export const updateCredential = send('PATCH /credential/{id}', 'body');

/** `DELETE /credential/{id}`: deletes a credential. */
export const deleteCredential = send('DELETE /credential/{id}', '');

/** `POST /credential/session`: starts an OAuth connection session for a provider. */
export const createCredentialSession = send('POST /credential/session', 'body');

/**
 * `POST /credential/webhook`: the OAuth broker's callback; unsecured, so no `Authorization` header
 * is sent (docs/requirements.md#access).
 */
export const sendCredentialWebhook = send('POST /credential/webhook', 'body', { auth: false });

/** `POST /credential/trigger`: runs an action through a connected credential. */
export const triggerCredential = send('POST /credential/trigger', 'body');

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
