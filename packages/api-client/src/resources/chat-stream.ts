import { createParser, type EventSourceMessage } from 'eventsource-parser';
import type { Core, RequestOptions } from '../core/core';
import { ApiError, type ApiErrorInit, isApiError } from '../core/errors';
import type { ChatStreamEvent, StreamChatRequest } from '../types/chat';

/**
 * `POST /chat` with `stream: true`: the assistant's answer as it is generated, one event per piece
 * of text. The platform answers with server-sent events whose data is a {@link ChatStreamEvent};
 * a `[DONE]` event or the end of the body ends the iteration. Breaking out of the loop closes the
 * connection; `signal` aborts it at any point. Failures are `ApiError`s, like every route's.
 *
 * @example
 * ```ts
 * let answer = '';
 * for await (const { delta } of streamChat(core, { assistantId: 'asst_1', input: 'Hi' })) {
 *   answer += delta;
 *   render(answer);
 * }
 * ```
 */
export async function* streamChat(
  core: Core,
  body: StreamChatRequest,
  options?: RequestOptions,
): AsyncGenerator<ChatStreamEvent, void, undefined> {
  const method = 'POST';
  const path = '/chat';
  const fail = (extra: Partial<ApiErrorInit>) =>
    new ApiError({ reason: 'http', method, path, ...extra });
  const chunks = await core.request<AsyncIterable<string>>({
    ...options,
    method,
    path,
    headers: { accept: 'text/event-stream', ...options?.headers },
    body: { ...body, stream: true },
    stream: true,
  });
  const events: EventSourceMessage[] = [];
  const parser = createParser({ onEvent: (event) => events.push(event) });
  try {
    for await (const chunk of chunks) {
      parser.feed(chunk);
      for (const { event, data } of events.splice(0)) {
        if (data === '[DONE]') return;
        let parsed: unknown;
        try {
          parsed = JSON.parse(data);
        } catch (cause) {
          throw fail({ body: data, cause, detail: 'stream event is not valid JSON' });
        }
        // an `error` event is no piece of the answer: fail with what it says instead of yielding it
        if (event === 'error') throw fail({ body: parsed });
        yield parsed as ChatStreamEvent;
      }
    }
  } catch (cause) {
    if (isApiError(cause)) throw cause;
    throw new ApiError({
      reason: options?.signal?.aborted ? 'aborted' : 'network',
      method,
      path,
      cause,
    });
  }
}
