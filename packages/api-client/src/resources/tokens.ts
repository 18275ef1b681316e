import { send } from '../core/route';
import * as routes from '../routes/tokens';

/** `POST /token`: creates a token. */
export const createToken = send(routes.createToken);

/** `GET /token`: lists tokens. */
export const listTokens = send(routes.listTokens);

/** `GET /token/{id}`: one token. */
export const getToken = send(routes.getToken);

/** `PATCH /token/{id}`: changes the given fields of a token. */
export const updateToken = send(routes.updateToken);

/** `DELETE /token/{id}`: deletes a token. */
export const deleteToken = send(routes.deleteToken);

/** The token routes, for `createClient` (`client.tokens.list()`) or `bindResource`. */
export const tokens = {
  create: createToken,
  list: listTokens,
  get: getToken,
  update: updateToken,
  delete: deleteToken,
};
