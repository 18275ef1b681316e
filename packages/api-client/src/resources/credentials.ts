import { send } from '../core/route';
import * as routes from '../routes/credentials';

/** `POST /credential`: creates a credential. */
export const createCredential = send(routes.createCredential);

/** `GET /credential`: lists credentials. */
export const listCredentials = send(routes.listCredentials);

/** `GET /credential/{id}`: one credential. */
export const getCredential = send(routes.getCredential);

/** `PATCH /credential/{id}`: changes the given fields of a credential. */
export const updateCredential = send(routes.updateCredential);

/** `DELETE /credential/{id}`: deletes a credential. */
export const deleteCredential = send(routes.deleteCredential);

/** `POST /credential/session`: starts an OAuth connection session for a provider. */
export const createCredentialSession = send(routes.createCredentialSession);

/**
 * `POST /credential/webhook`: the OAuth broker's callback; unsecured, so no `Authorization` header
 * is sent (docs/requirements.md#access).
 */
export const sendCredentialWebhook = send(routes.sendCredentialWebhook);

/** `POST /credential/trigger`: runs an action through a connected credential. */
export const triggerCredential = send(routes.triggerCredential);

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
