// Contract test of the two stand-ins for the voice platform (issue 14): `@org/api-client/msw` and
// this stack's simulator answer the routes they both serve (`POST /call/web`, SPEC §3 payload and
// response fields, §5 "Assistant or Squad or Workflow must be provided.") with the same status
// codes, the same error bodies `{ message, error, statusCode }` and the same call shape. The same
// requests go to both; only what is random (ids, times) and where each runs (base URL) may differ.
import { platformHandlers } from '@org/api-client/msw';
import { LOCAL_VOICE_PUBLIC_KEY, type LocalStack, startLocalStack } from '@org/local-stack';
import { webCallHandlers } from '@org/web-call/testing/msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** Where the msw mock answers; nothing listens there. */
const MOCK_BASE = 'https://platform.test';
let stack: LocalStack;
const mock = setupServer(
  ...platformHandlers({ baseUrl: MOCK_BASE, tokens: [LOCAL_VOICE_PUBLIC_KEY] }),
);
/** Where `@org/web-call/testing/msw` answers (the call and its room); nothing listens there. */
const WEB_CALL_MOCK_BASE = 'https://web-call.platform.test';
mock.use(...webCallHandlers({ baseUrl: WEB_CALL_MOCK_BASE, tokens: [LOCAL_VOICE_PUBLIC_KEY] }));

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, memory: true });
  // requests to the stack are not the mock's: they go to the real simulator
  mock.listen({ onUnhandledRequest: 'bypass' });
});
afterAll(async () => {
  mock.close();
  await stack?.stop();
});

interface Sent {
  /** The raw body; an object is sent as JSON. */
  body?: unknown;
  /** The Authorization header; the local public key as a bearer by default, `null` for none. */
  authorization?: string | null;
}

/** What one stand-in answered, with what is random or depends on where it runs made comparable. */
interface Answer {
  status: number;
  contentType: string | null;
  body: unknown;
}

async function send(base: string, { body, authorization }: Sent): Promise<Answer> {
  const headers = new Headers({ 'content-type': 'application/json' });
  const key = authorization === undefined ? `Bearer ${LOCAL_VOICE_PUBLIC_KEY}` : authorization;
  if (key !== null) headers.set('authorization', key);
  const response = await fetch(`${base}/call/web`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' || body === undefined ? body : JSON.stringify(body),
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    body: comparable(base, await response.json()),
  };
}

const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** Replaces the values that differ by nature (ids, times, base URL) with what they must look like. */
function comparable(base: string, body: Record<string, unknown>): unknown {
  if (typeof body.id !== 'string') return body;
  const { id, orgId, createdAt, updatedAt } = body;
  expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(orgId).toEqual(expect.any(String));
  expect([createdAt, updatedAt]).toEqual([expect.stringMatching(ISO_TIME), createdAt]);
  const text = JSON.stringify({
    ...body,
    orgId: '<org>',
    createdAt: '<time>',
    updatedAt: '<time>',
  });
  return JSON.parse(
    text
      .replaceAll(`${base}/simulator/rooms/${id}`, '<base>/simulator/rooms/<id>')
      .replaceAll(id, '<id>'),
  );
}

/** Sends the same request to the simulator and the mock and expects the same answer. */
async function expectSameAnswer(sent: Sent): Promise<Answer> {
  const [simulator, msw] = await Promise.all([send(stack.url, sent), send(MOCK_BASE, sent)]);
  expect(msw).toEqual(simulator);
  return simulator;
}

describe('POST /call/web: the msw mock answers as the local simulator does', () => {
  it.each([
    ['an assistant id', { assistantId: 'asst_1' }],
    ['an inline assistant', { assistant: { name: 'Desk', firstMessage: 'Hello!' } }],
    [
      'a squad id with overrides',
      { squadId: 'squad_1', assistantOverrides: { variableValues: { n: 1 } } },
    ],
    ['a workflow id', { workflowId: 'wf_1', workflowOverrides: { variableValues: { n: 1 } } }],
  ])('creates a queued web call with its room for %s (201)', async (_what, body) => {
    const answer = await expectSameAnswer({ body });
    expect(answer.status).toBe(201);
    expect(answer.contentType).toMatch(/^application\/json/);
    expect(answer.body).toMatchObject({
      id: '<id>',
      type: 'webCall',
      status: 'queued',
      webCallUrl: '<base>/simulator/rooms/<id>',
    });
  });

  it.each([
    ['nothing to talk to', {}],
    ['an empty assistant id', { assistantId: '' }],
    ['malformed targets', { assistantId: 7, squad: 'squad', workflowOverrides: [] }],
    ['an empty body', undefined],
    ['a body that is not JSON', '{"assistantId":'],
    ['a JSON array', '[{"assistantId":"asst_1"}]'],
  ])('refuses %s with the same 400 body', async (_what, body) => {
    const answer = await expectSameAnswer({ body });
    // @org/web-call/testing/msw applies the same checks
    expect(await send(WEB_CALL_MOCK_BASE, { body })).toEqual(answer);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: 'Bad Request', statusCode: 400 });
  });

  it.each([
    ['no key', null],
    ['another key', 'Bearer pk_someone_else'],
    ['a key without "Bearer"', LOCAL_VOICE_PUBLIC_KEY],
  ])('answers 401 with the platform’s error body for %s', async (_what, authorization) => {
    const [simulator, msw] = await Promise.all([
      send(stack.url, { body: { assistantId: 'asst_1' }, authorization }),
      send(MOCK_BASE, { body: { assistantId: 'asst_1' }, authorization }),
    ]);
    // the wording of the hint differs (the simulator names its local key); the shape does not
    const shape = ({ status, contentType, body }: Answer) => ({
      status,
      contentType,
      body: { ...(body as object), message: typeof (body as { message: unknown }).message },
    });
    expect(shape(msw)).toEqual(shape(simulator));
    expect(shape(simulator)).toEqual({
      status: 401,
      contentType: expect.stringMatching(/^application\/json/),
      body: { message: 'string', error: 'Unauthorized', statusCode: 401 },
    });
  });
});

describe('the room of a web call: @org/web-call/testing/msw answers as the local simulator does', () => {
  it('serves the room a created call points to, and the same 404 for an unknown one', async () => {
    for (const base of [stack.url, WEB_CALL_MOCK_BASE]) {
      const created = await send(base, { body: { assistant: { name: 'Desk' } } });
      expect(created.status).toBe(201);
      const { webCallUrl } = created.body as { webCallUrl: string };
      expect(webCallUrl).toBe('<base>/simulator/rooms/<id>');
    }
    const rooms = async (base: string, id: string) => {
      const response = await fetch(`${base}/simulator/rooms/${id}`);
      return {
        status: response.status,
        cacheControl: response.headers.get('cache-control'),
        contentType: response.headers.get('content-type')?.split(';')[0],
        body: await response.json(),
      };
    };
    const [simulator, msw] = await Promise.all([
      rooms(stack.url, 'call_unknown'),
      rooms(WEB_CALL_MOCK_BASE, 'call_unknown'),
    ]);
    expect({ ...msw, cacheControl: null }).toEqual({ ...simulator, cacheControl: null });
    expect(simulator).toMatchObject({ status: 404, body: { error: 'Not Found', statusCode: 404 } });

    // a created call's room: a script of turns on both, not cached
    const made = async (base: string) => {
      const response = await fetch(`${base}/call/web`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${LOCAL_VOICE_PUBLIC_KEY}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ assistant: { name: 'Desk', firstMessage: 'Hello!' } }),
      });
      const { id } = (await response.json()) as { id: string };
      return rooms(base, id);
    };
    for (const room of await Promise.all([made(stack.url), made(WEB_CALL_MOCK_BASE)])) {
      expect(room).toMatchObject({
        status: 200,
        cacheControl: 'no-store',
        contentType: 'application/json',
        body: { turns: expect.arrayContaining([expect.objectContaining({ role: 'assistant' })]) },
      });
    }
  });
});
