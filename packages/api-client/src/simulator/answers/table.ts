import type { Download } from '../../core/download';
import type { OutputOf } from '../../core/route';
import type { PlatformRouteMap, PlatformRouteName } from '../../routes';
import type { ChatStreamEvent } from '../../types/chat';
import type { Answer } from '../crud';

/** An answer sent as server-sent events, each event's data one JSON value, then `[DONE]`. */
export interface EventStream {
  kind: 'event-stream';
  events: ChatStreamEvent[];
}

/** What each route answers, by the name of its client function, as its declaration says. */
export type RouteAnswers = { [N in PlatformRouteName]: OutputOf<PlatformRouteMap[N]> };

/**
 * One answer per route of the route table, by the name of its client function, each typed with
 * what the route's declaration says it answers (`Answers`, by default the route map's). `createChat`
 * (`POST /chat`) may also stream; a download route answers a `Response` (its redirect), which the
 * client turns into a {@link Download}. The routes' own answers are checked against it (an answer
 * that does not give what its route answers fails the type-check); the plain answers of stored
 * resources, made from the route map, are checked against the platform's schemas by the
 * schema-validation test.
 */
export type AnswerTable<Answers extends Record<PlatformRouteName, unknown> = RouteAnswers> = {
  [N in PlatformRouteName]: Answer<
    Answers[N] extends Download
      ? Response
      : Answers[N] | (N extends 'createChat' ? EventStream : never)
  >;
};
