import { answers, body, query, route } from '../core/route';
import type {
  Chat,
  ChatPage,
  ChatPageQuery,
  ChatResponse,
  CreateChatRequest,
  CreateChatResponseRequest,
  CreateWebChatRequest,
  CreateWebChatResponseRequest,
  WebChat,
} from '../types/chat';

// The chat routes. `POST /chat` with `stream: true` answers server-sent events instead.

export const listChats = route('GET /chat', query<ChatPageQuery, ChatPage>());
export const createChat = route('POST /chat', body<CreateChatRequest, Chat>());
export const getChat = route('GET /chat/{id}', answers<Chat>());
export const deleteChat = route('DELETE /chat/{id}', answers<Chat>());
export const createChatResponse = route(
  'POST /chat/responses',
  body<CreateChatResponseRequest, ChatResponse>(),
);
export const createWebChat = route('POST /chat/web', body<CreateWebChatRequest, WebChat>());
export const createWebChatResponse = route(
  'POST /chat/web/responses',
  body<CreateWebChatResponseRequest, ChatResponse>(),
);
