import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createClient } from '../client';
import { rejection, useCoreHarness } from '../testing/core-harness';
import { json } from '../testing/local-server';
import type { ChatStreamEvent } from '../types/chat';
import { streamChat } from './chat-stream';

const h = useCoreHarness();

/** One server-sent event as the platform sends a piece of a streamed chat. */
const piece = (delta: string, extra: Record<string, unknown> = {}) =>
  `data: ${JSON.stringify({ id: 'stream_1', sessionId: 'sess_1', path: 'chat.output[0].content', delta, ...extra })}\n\n`;

function startEvents(res: ServerResponse) {
  res.writeHead(201, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
}

async function collect(events: AsyncIterable<ChatStreamEvent>): Promise<string[]> {
  const deltas: string[] = [];
  for await (const event of events) deltas.push(event.delta);
  return deltas;
}

describe('streamChat: POST /chat with stream: true, read as server-sent events', () => {
  it('yields each piece in order, across chunk boundaries, CRLF lines and comments', async () => {
    const wire = [
      ': keep-alive comment\r\n\r\n',
      piece('Hel').replace('\n\n', '\r\n\r\n'),
      piece('lo').slice(0, 17),
      piece('lo').slice(17) + piece(' there').slice(0, 5),
      `${piece(' there').slice(5)}data: [DONE]\n\n`,
    ];
    const core = await h.serve(async (_req, res) => {
      startEvents(res);
      for (const part of wire) {
        res.write(part);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      res.end();
    });
    const events: ChatStreamEvent[] = [];
    for await (const event of streamChat(core, { assistantId: 'asst_1', input: 'Hi' }))
      events.push(event);
    expect(events.map((e) => e.delta)).toEqual(['Hel', 'lo', ' there']);
    expect(events[0]).toEqual({
      id: 'stream_1',
      sessionId: 'sess_1',
      path: 'chat.output[0].content',
      delta: 'Hel',
    });
    const [request] = h.server?.requests ?? [];
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/chat');
    expect(request?.headers.accept).toBe('text/event-stream');
    expect(request?.headers.authorization).toBe('Bearer sk_test');
    expect(JSON.parse(request?.body.toString() ?? '')).toEqual({
      assistantId: 'asst_1',
      input: 'Hi',
      stream: true,
    });
  });

  it('hands over each piece as it arrives, before the answer is complete', async () => {
    let release: () => void = () => {};
    const secondMayGo = new Promise<void>((resolve) => {
      release = resolve;
    });
    const core = await h.serve(async (_req, res) => {
      startEvents(res);
      res.write(piece('first'));
      // bounded: a client that waits for the whole body never lets the second piece go
      const released = await Promise.race([
        secondMayGo.then(() => true),
        new Promise<false>((resolve) => setTimeout(() => resolve(false), 2_000)),
      ]);
      res.end(piece(released ? 'second' : 'second, sent after waiting in vain'));
    });
    const seen: string[] = [];
    for await (const { delta } of streamChat(core, { input: 'Hi' })) {
      seen.push(delta);
      if (delta === 'first') release();
    }
    expect(seen).toEqual(['first', 'second']);
  });

  it('ends with the body when no [DONE] comes', async () => {
    const core = await h.serve((_req, res) => {
      startEvents(res);
      res.end(piece('a') + piece('b'));
    });
    expect(await collect(streamChat(core, { input: 'Hi' }))).toEqual(['a', 'b']);
  });

  it('closes the connection when the loop stops early', async () => {
    let closed: Promise<void> | undefined;
    const core = await h.serve((_req, res) => {
      closed = new Promise((resolve) => res.once('close', () => resolve()));
      startEvents(res);
      res.write(piece('only this one'));
    });
    for await (const event of streamChat(core, { input: 'Hi' })) {
      expect(event.delta).toBe('only this one');
      break;
    }
    await closed;
  });

  it('fails with reason "aborted" when the signal fires mid-stream', async () => {
    const core = await h.serve((_req, res) => {
      startEvents(res);
      res.write(piece('partial'));
    });
    const controller = new AbortController();
    const seen: string[] = [];
    const error = await rejection(
      (async () => {
        for await (const { delta } of streamChat(
          core,
          { input: 'Hi' },
          { signal: controller.signal },
        )) {
          seen.push(delta);
          controller.abort();
        }
      })(),
    );
    expect(seen).toEqual(['partial']);
    expect(error).toMatchObject({ reason: 'aborted', method: 'POST', path: '/chat' });
  });

  it('fails with reason "network" when the connection drops mid-stream', async () => {
    const core = await h.serve((_req, res) => {
      startEvents(res);
      res.write(piece('partial'), () => setTimeout(() => res.socket?.destroy(), 20));
    });
    const error = await rejection(collect(streamChat(core, { input: 'Hi' })));
    expect(error).toMatchObject({ reason: 'network', path: '/chat' });
  });

  it('throws the platform error of a refused request before any event', async () => {
    const core = await h.serve((_req, res) =>
      json(res, 400, {
        message: ['input must be a string'],
        error: 'Bad Request',
        statusCode: 400,
      }),
    );
    const error = await rejection(collect(streamChat(core, { input: 'Hi' })));
    expect(error).toMatchObject({ reason: 'http', status: 400 });
    expect(error.message).toBe('POST /chat failed with 400: input must be a string');
    expect(h.server?.requests).toHaveLength(1); // a POST is never repeated
  });

  it('fails on an event that is not JSON, and on an error event, with what it carried', async () => {
    const core = await h.serve((req, res) => {
      startEvents(res);
      const bad = JSON.parse(req.body.toString()).input === 'bad';
      res.end(
        bad
          ? `${piece('ok')}data: {oops\n\n`
          : `${piece('ok')}event: error\ndata: {"message":"model overloaded"}\n\n`,
      );
    });
    const invalid = await rejection(collect(streamChat(core, { input: 'bad' })));
    expect(invalid).toMatchObject({ reason: 'http', body: '{oops' });
    expect(invalid.message).toBe('POST /chat failed: stream event is not valid JSON');
    const failed = await rejection(collect(streamChat(core, { input: 'error' })));
    expect(failed).toMatchObject({ reason: 'http', body: { message: 'model overloaded' } });
    expect(failed.message).toBe('POST /chat failed: model overloaded');
  });

  it('stops a stream that passes the response body cap', async () => {
    const core = await h.serve(
      (_req, res) => {
        startEvents(res);
        for (let i = 0; i < 200; i++) res.write(piece('x'.repeat(1_000)));
      },
      { maxResponseBytes: 50_000, timeoutMs: 20_000 },
    );
    const seen: string[] = [];
    const error = await rejection(
      (async () => {
        for await (const { delta } of streamChat(core, { input: 'Hi' })) seen.push(delta);
      })(),
    );
    expect(error).toMatchObject({ reason: 'response-too-large' });
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.length).toBeLessThan(50);
  });

  it('is client.chats.stream on the whole client', async () => {
    await h.serve((_req, res) => {
      startEvents(res);
      res.end(`${piece('hi')}data: [DONE]\n\n`);
    });
    const client = createClient({ baseUrl: h.server?.url, token: 'sk' });
    expect(await collect(client.chats.stream({ assistantId: 'a', input: 'Hi' }))).toEqual(['hi']);
  });
});
