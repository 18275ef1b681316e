import type { Customer } from './call';
import type { ChatMessage, PageQuery, ResourceBase } from './common';

/** Body of `POST /session`: a conversation that chats can continue. */
export interface CreateSessionRequest {
  name?: string;
  assistantId?: string;
  squadId?: string;
  status?: 'active' | 'completed';
  /** Seconds of inactivity after which the session expires. */
  expirationSeconds?: number;
  messages?: ChatMessage[];
  customer?: Customer;
  phoneNumberId?: string;
  [key: string]: unknown;
}

/** Body of `PATCH /session/{id}`. */
export interface UpdateSessionRequest extends CreateSessionRequest {}

/** A stored session. */
export interface Session extends CreateSessionRequest, ResourceBase {
  cost?: number;
}

/** Filters of `GET /session`. */
export interface SessionPageQuery extends PageQuery {
  name?: string;
  assistantId?: string;
  squadId?: string;
}
