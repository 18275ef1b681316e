import type { Named, QueryOf, Schemas } from './common';

/**
 * A system or user turn of a chat. Hand-written: for these two roles the chat schemas of the
 * platform's document name its call-transcript messages (`message`, `time`, `secondsFromStart`),
 * while the chat routes take and send `{ role, content }`, as the document's own example shows.
 */
export interface ChatTextMessage {
  role: 'system' | 'user';
  content: string;
  name?: string;
  metadata?: Record<string, unknown>;
}

/** One message of a chat's or a session's messages, told apart by `role`. */
export type ChatMessage =
  | ChatTextMessage
  | Schemas['AssistantMessage']
  | Schemas['ToolMessage']
  | Schemas['DeveloperMessage'];

/** What a chat turn sends: plain text, or a list of messages. */
export type ChatInput = string | ChatMessage[];

/**
 * A message of a chat's or a session's answer: what the routes send ({@link ChatMessage}), or what
 * the document describes.
 */
export type ChatAnswerMessage =
  | ChatMessage
  | Exclude<Schemas['Chat']['input'], string | undefined>[number];

/** `T` with its chat input taking {@link ChatInput}. */
type WithInput<T extends { input: unknown }> = Omit<T, 'input'> & { input: ChatInput };

/** What one text turn with an assistant or squad sends (`POST /chat`). */
export type ChatTurn = WithInput<Schemas['CreateChatDTO']>;

/** Body of `POST /chat`, answered whole; streamed answers are read with `streamChat`. */
export type CreateChatRequest = ChatTurn & { stream?: false };

/** Body of `streamChat`: a `POST /chat` sent with `stream: true`. */
export type StreamChatRequest = ChatTurn & { stream?: true };

/**
 * One event of a streamed chat (`POST /chat` with `stream: true`, answered as server-sent events):
 * the next piece of text and where it goes.
 */
export type ChatStreamEvent = Named<Schemas['CreateChatStreamResponse']>;

/** Body of `POST /chat/responses`, answered whole in the OpenAI Responses format. */
export type CreateChatResponseRequest = WithInput<Schemas['OpenAIResponsesRequest']> & {
  stream?: false;
};

/** Answer of `POST /chat/responses` and `POST /chat/web/responses`. */
export type ChatResponse = Named<Schemas['ResponseObject']>;

/** Body of `POST /chat/web` (public key, from a browser widget), answered whole. */
export type CreateWebChatRequest = WithInput<Schemas['CreateWebChatDTO']> & { stream?: false };

/** Body of `POST /chat/web/responses`, answered whole in the OpenAI Responses format. */
export type CreateWebChatResponseRequest = WithInput<Schemas['OpenAIWebChatRequest']> & {
  stream?: false;
};

/** Answer of `POST /chat/web`: the assistant's output and the session to continue. */
export type WebChat = Omit<Schemas['WebChat'], 'output'> & { output: ChatAnswerMessage[] };

/** A chat: its input, the assistant's output and what it cost. */
export type Chat = Omit<Schemas['Chat'], 'input' | 'messages' | 'output'> & {
  input?: string | ChatAnswerMessage[];
  messages?: ChatAnswerMessage[];
  output?: ChatAnswerMessage[];
};

/** One page of chats (`GET /chat`). */
export type ChatPage = Omit<Schemas['ChatPaginatedResponse'], 'results'> & { results: Chat[] };

/** Filters of `GET /chat`. */
export type ChatPageQuery = QueryOf<'ChatController_listChats'>;
