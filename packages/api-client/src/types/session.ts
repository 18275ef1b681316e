import type { ChatAnswerMessage, ChatMessage } from './chat';
import type { QueryOf, Schemas } from './common';

/** Body of `POST /session`: a conversation that chats can continue. */
export type CreateSessionRequest = Omit<Schemas['CreateSessionDTO'], 'messages'> & {
  /** The conversation so far (see {@link ChatMessage} for why it is not the document's type). */
  messages?: ChatMessage[];
};

/** Body of `PATCH /session/{id}`. */
export type UpdateSessionRequest = Omit<Schemas['UpdateSessionDTO'], 'messages'> & {
  messages?: ChatMessage[];
};

/** A stored session. */
export type Session = Omit<Schemas['Session'], 'messages'> & { messages?: ChatAnswerMessage[] };

/** One page of sessions (`GET /session`). */
export type SessionPage = Omit<Schemas['SessionPaginatedResponse'], 'results'> & {
  results: Session[];
};

/** Filters of `GET /session`. */
export type SessionPageQuery = QueryOf<'SessionController_findAllPaginated'>;
