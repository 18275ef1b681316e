import { send } from '../core/route';

/** `POST /token`: creates a token. */
export const createToken = send('POST /token', 'body');

/** `GET /token`: lists tokens. */
export const listTokens = send('GET /token', 'query');

/** `GET /token/{id}`: one token. */
export const getToken = send('GET /token/{id}', '');

/** `PATCH /token/{id}`: changes the given fields of a token. */
export const updateToken = send('PATCH /token/{id}', 'body');

/** `DELETE /token/{id}`: deletes a token. */
export const deleteToken = send('DELETE /token/{id}', '');

/** The token routes, for `createClient` (`client.tokens.list()`) or `bindResource`. */
export const tokens = {
  create: createToken,
  list: listTokens,
  get: getToken,
  update: updateToken,
  delete: deleteToken,
};
