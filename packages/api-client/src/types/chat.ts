import type { AssistantOverrides, CreateAssistantRequest } from './assistant';
import type { ChatMessage, PageQuery, ResourceBase } from './common';
import type { CreateSquadRequest } from './squad';

/** What a chat turn sends: plain text or a list of messages. */
export type ChatInput = string | ChatMessage[];

/** What one text turn with an assistant or squad sends (`POST /chat`, `/chat/responses`). */
export interface ChatTurn {
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
  [key: string]: unknown;
}

/** Body of `POST /chat` and `POST /chat/responses`, answered whole. */
export interface CreateChatRequest extends ChatTurn {
  /** Streamed answers are read with `streamChat` (`client.chats.stream`). */
  stream?: false;
}

/** Body of `streamChat`: a `POST /chat` sent with `stream: true`. */
export interface StreamChatRequest extends ChatTurn {
  /** Always sent as `true`. */
  stream?: true;
}

/**
 * One event of a streamed chat (`POST /chat` with `stream: true`, answered as server-sent events):
 * the next piece of text and where it goes.
 */
export interface ChatStreamEvent {
  /** The id of the streamed answer. */
  id: string;
  /** The session of the chat, to continue the conversation. */
  sessionId?: string;
  /** Where the text goes, e.g. `chat.output[0].content`. */
  path: string;
  /** The next piece of text. */
  delta: string;
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
  /** This client reads web chat answers whole. */
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
