import type { AssistantOverrides, CreateAssistantRequest } from './assistant';
import type { ChatMessage, PageQuery, ResourceBase } from './common';
import type { CreateSquadRequest } from './squad';

/** What a chat turn sends: plain text or a list of messages. */
export type ChatInput = string | ChatMessage[];

/** Body of `POST /chat` and `POST /chat/responses`: one text turn with an assistant or squad. */
export interface CreateChatRequest {
  input: ChatInput;
  assistantId?: string;
  assistant?: CreateAssistantRequest;
  assistantOverrides?: AssistantOverrides;
  squadId?: string;
  squad?: CreateSquadRequest;
  name?: string;
  /** Continues a session's conversation. */
  sessionId?: string;
  /** Continues after an earlier chat. */
  previousChatId?: string;
  /** Streaming answers arrive as server-sent events; this client reads whole answers only. */
  stream?: false;
  [key: string]: unknown;
}

/** Body of `POST /chat/web` and `/chat/web/responses` (public key, from a browser widget). */
export interface CreateWebChatRequest {
  input: ChatInput;
  assistantId?: string;
  assistantOverrides?: AssistantOverrides;
  sessionId?: string;
  /** Ends the session after this turn. */
  sessionEnd?: boolean;
  stream?: false;
  [key: string]: unknown;
}

/** A chat: its input, the assistant's output and what it cost. */
export interface Chat extends ResourceBase {
  assistantId?: string;
  squadId?: string;
  sessionId?: string;
  previousChatId?: string;
  name?: string;
  input?: ChatInput;
  messages?: ChatMessage[];
  output?: ChatMessage[];
  cost?: number;
  costs?: Record<string, unknown>[];
}

/** Filters of `GET /chat`. */
export interface ChatPageQuery extends PageQuery {
  assistantId?: string;
  squadId?: string;
  sessionId?: string;
  previousChatId?: string;
}
