import { paginator } from '../core/paginate';
import { send } from '../core/route';
import { streamChat } from './chat-stream';

/** `GET /chat`: one page of chats; see `paginateChats` to walk them all. */
export const listChats = send('GET /chat', 'query');

/**
 * Every chat matching `query`, fetched page by page from `GET /chat`.
 */
export const paginateChats = paginator(listChats);

/** `POST /chat`: sends one text turn to an assistant or squad and answers with its reply. */
export const createChat = send('POST /chat', 'body');

/** `GET /chat/{id}`: one chat. */
export const getChat = send('GET /chat/{id}', '');

/** `DELETE /chat/{id}`: deletes a chat. */
export const deleteChat = send('DELETE /chat/{id}', '');

/** `POST /chat/responses`: a chat turn in the OpenAI Responses format. */
export const createChatResponse = send('POST /chat/responses', 'body');

/** `POST /chat/web`: a chat turn from a browser widget, with a public key. */
export const createWebChat = send('POST /chat/web', 'body');

/** `POST /chat/web/responses`: a browser chat turn in the OpenAI Responses format. */
export const createWebChatResponse = send('POST /chat/web/responses', 'body');

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
