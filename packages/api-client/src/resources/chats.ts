import type { Core, RequestOptions } from '../core/core';
import { type PaginateOptions, paginate } from '../core/paginate';
import { path } from '../core/url';
import type { Chat, ChatPageQuery, CreateChatRequest, CreateWebChatRequest } from '../types/chat';
import type { Page } from '../types/common';
import { streamChat } from './chat-stream';

/** `GET /chat`: one page of chats; see `paginateChats` to walk them all. */
export const listChats = (
  core: Core,
  query?: ChatPageQuery,
  options?: RequestOptions,
): Promise<Page<Chat>> => core.request({ ...options, method: 'GET', path: '/chat', query });

/**
 * Every chat matching `query`, fetched page by page from `GET /chat`.
 */
export const paginateChats = (
  core: Core,
  query?: ChatPageQuery,
  options?: PaginateOptions,
): AsyncGenerator<Chat, void, undefined> =>
  paginate((page) => listChats(core, { ...query, page }, options), query?.page, options?.maxPages);

/** `POST /chat`: sends one text turn to an assistant or squad and answers with its reply. */
export const createChat = (
  core: Core,
  body: CreateChatRequest,
  options?: RequestOptions,
): Promise<Chat> => core.request({ ...options, method: 'POST', path: '/chat', body });

/** `GET /chat/{id}`: one chat. */
export const getChat = (core: Core, id: string, options?: RequestOptions): Promise<Chat> =>
  core.request({ ...options, method: 'GET', path: path`/chat/${id}` });

/** `DELETE /chat/{id}`: deletes a chat. */
export const deleteChat = (core: Core, id: string, options?: RequestOptions): Promise<Chat> =>
  core.request({ ...options, method: 'DELETE', path: path`/chat/${id}` });

/** `POST /chat/responses`: a chat turn in the OpenAI Responses format. */
export const createChatResponse = (
  core: Core,
  body: CreateChatRequest,
  options?: RequestOptions,
): Promise<Chat> => core.request({ ...options, method: 'POST', path: '/chat/responses', body });

/** `POST /chat/web`: a chat turn from a browser widget, with a public key. */
export const createWebChat = (
  core: Core,
  body: CreateWebChatRequest,
  options?: RequestOptions,
): Promise<Chat> => core.request({ ...options, method: 'POST', path: '/chat/web', body });

/** `POST /chat/web/responses`: a browser chat turn in the OpenAI Responses format. */
export const createWebChatResponse = (
  core: Core,
  body: CreateWebChatRequest,
  options?: RequestOptions,
): Promise<Chat> => core.request({ ...options, method: 'POST', path: '/chat/web/responses', body });

/** The chat routes, for `createClient` (`client.chats.create()`) or `bindResource`. */
export const chats = {
  list: listChats,
  paginate: paginateChats,
  create: createChat,
  stream: streamChat,
  get: getChat,
  delete: deleteChat,
  createResponse: createChatResponse,
  createWeb: createWebChat,
  createWebResponse: createWebChatResponse,
};
