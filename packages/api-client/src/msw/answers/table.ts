import type { PlatformRoute } from '../../routes';
import type { ChatStreamEvent } from '../../types/chat';
import type { Answer } from '../crud';
import type { PlatformResponses } from '../responses';

/** An answer sent as server-sent events, each event's data one JSON value, then `[DONE]`. */
export interface EventStream {
  kind: 'event-stream';
  events: ChatStreamEvent[];
}

/**
 * One answer per route of the route table, each typed with what the client expects that route to
 * answer (`Responses`, by default the client's own response types). `POST /chat` may also
 * stream. A route missing from the table, or an answer that does not give what its route's
 * response type requires, fails the type-check.
 */
export type AnswerTable<Responses extends Record<PlatformRoute, unknown> = PlatformResponses> = {
  [R in PlatformRoute]: Answer<Responses[R] | (R extends 'POST /chat' ? EventStream : never)>;
};
