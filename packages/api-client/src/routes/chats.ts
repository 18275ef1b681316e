import { answers, body, query, route } from '../core/route';
import type { Chat, ChatPageQuery, CreateChatRequest, CreateWebChatRequest } from '../types/chat';
import type { Page } from '../types/common';

// The chat routes. `POST /chat` with `stream: true` answers server-sent events instead.

export const listChats = route('GET /chat', query<ChatPageQuery, Page<Chat>>());
export const createChat = route('POST /chat', body<CreateChatRequest, Chat>());
export const getChat = route('GET /chat/{id}', answers<Chat>());
export const deleteChat = route('DELETE /chat/{id}', answers<Chat>());
export const createChatResponse = route('POST /chat/responses', body<CreateChatRequest, Chat>());
export const createWebChat = route('POST /chat/web', body<CreateWebChatRequest, Chat>());
export const createWebChatResponse = route(
  'POST /chat/web/responses',
  body<CreateWebChatRequest, Chat>(),
);
