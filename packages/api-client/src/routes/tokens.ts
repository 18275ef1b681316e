import { answers, body, query, route } from '../core/route';
import type { CreateTokenRequest, Token, UpdateTokenRequest } from '../types/catalog';
import type { ListQuery } from '../types/common';

// The token routes.

export const createToken = route('POST /token', body<CreateTokenRequest, Token>());
export const listTokens = route('GET /token', query<ListQuery, Token[]>());
export const getToken = route('GET /token/{id}', answers<Token>());
export const updateToken = route('PATCH /token/{id}', body<UpdateTokenRequest, Token>());
export const deleteToken = route('DELETE /token/{id}', answers<Token>());
