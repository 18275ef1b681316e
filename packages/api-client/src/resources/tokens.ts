import type { Core, RequestOptions } from '../core/core';
import { path } from '../core/url';
import type { CreateTokenRequest, Token, UpdateTokenRequest } from '../types/catalog';
import type { ListQuery } from '../types/common';

/** `POST /token`: creates a token. */
export const createToken = (
  core: Core,
  body: CreateTokenRequest,
  options?: RequestOptions,
): Promise<Token> => core.request({ ...options, method: 'POST', path: '/token', body });

/** `GET /token`: lists tokens. */
export const listTokens = (
  core: Core,
  query?: ListQuery,
  options?: RequestOptions,
): Promise<Token[]> => core.request({ ...options, method: 'GET', path: '/token', query });

/** `GET /token/{id}`: one token. */
export const getToken = (core: Core, id: string, options?: RequestOptions): Promise<Token> =>
  core.request({ ...options, method: 'GET', path: path`/token/${id}` });

/** `PATCH /token/{id}`: changes the given fields of a token. */
export const updateToken = (
  core: Core,
  id: string,
  body: UpdateTokenRequest,
  options?: RequestOptions,
): Promise<Token> => core.request({ ...options, method: 'PATCH', path: path`/token/${id}`, body });

/** `DELETE /token/{id}`: deletes a token. */
export const deleteToken = (core: Core, id: string, options?: RequestOptions): Promise<Token> =>
  core.request({ ...options, method: 'DELETE', path: path`/token/${id}` });

/** The token routes, for `createClient` (`client.tokens.list()`) or `bindResource`. */
export const tokens = {
  create: createToken,
  list: listTokens,
  get: getToken,
  update: updateToken,
  delete: deleteToken,
};
