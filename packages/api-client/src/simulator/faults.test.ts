// 401 without a bearer key (secured routes send a bearer token, the credential webhook is
// unsecured: docs/requirements.md#access), faults per route, latency, bad requests and unknown
// paths, all with the platform's error body `{ message, error, statusCode }`.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '../client';
import { rejection } from '../testing/core-harness';
import { useSimulatedPlatform } from '../testing/simulated-platform';
import type { CredentialWebhookRequest } from '../types/platform';
import { INVALID_KEY_MESSAGE } from './errors';
import { createPlatformSimulator } from './simulator';

const { platform, fetch } = useSimulatedPlatform();

afterEach(() => {
  vi.useRealTimers();
});

describe('keys', () => {
  it('answers 401 with the platform’s body when no bearer key is sent', async () => {
    platform();
    const anonymous = createClient({ maxRetries: 0, fetch });
    const error = await rejection(anonymous.assistants.list());
    expect(error.status).toBe(401);
    expect(error.body).toEqual({
      message: INVALID_KEY_MESSAGE,
      error: 'Unauthorized',
      statusCode: 401,
    });
  });

  it('accepts only the given tokens when told them', async () => {
    const client = platform({ tokens: ['sk_test'] });
    await expect(client.tools.list()).resolves.toEqual([]);
    const stranger = createClient({ token: 'sk_other', maxRetries: 0, fetch });
    expect((await rejection(stranger.tools.list())).status).toBe(401);
  });

  it('lets the unsecured credential webhook through without a key', async () => {
    platform({ tokens: ['sk_test'] });
    const anonymous = createClient({ maxRetries: 0, fetch });
    const callback: CredentialWebhookRequest = {
      type: 'auth',
      operation: 'creation',
      success: true,
      authMode: 'OAUTH2',
      connectionId: 'conn_1',
      endUser: { endUserId: 'user_1', organizationId: 'org_1' },
      environment: 'prod',
      from: 'broker',
      provider: 'google-calendar',
      providerConfigKey: 'google-calendar',
    };
    await expect(anonymous.credentials.webhook(callback)).resolves.toEqual({});
  });
});

describe('faults', () => {
  it('answers a route with the status it is told, in the platform’s body; other routes still work', async () => {
    const client = platform({
      faults: { 'POST /call/web': { status: 503, message: 'Down for maintenance' } },
    });
    const error = await rejection(client.calls.createWeb({ assistantId: 'a1' }));
    expect([error.status, error.body]).toEqual([
      503,
      { message: 'Down for maintenance', error: 'Service Unavailable', statusCode: 503 },
    ]);
    await expect(client.assistants.list()).resolves.toEqual([]);
  });

  it('fails without an answer for a network fault', async () => {
    const client = platform({ faults: { 'GET /assistant': 'network' } });
    const error = await rejection(client.assistants.list());
    expect(error.reason).toBe('network');
  });

  it('fails only `times` times, so the client’s retry gets through (with the Retry-After sent)', async () => {
    const client = platform(
      { faults: { 'GET /tool': { status: 429, times: 1, headers: { 'Retry-After': '0' } } } },
      { maxRetries: 1 },
    );
    await expect(client.tools.list()).resolves.toEqual([]);
    const once = platform({ faults: { '*': { status: 500, times: 1 } } });
    expect((await rejection(once.tools.list())).status).toBe(500);
    await expect(once.tools.list()).resolves.toEqual([]);
  });

  it('refuses faults it cannot apply, naming them', () => {
    expect(() => createPlatformSimulator({ faults: { 'GET /agents': 500 } as never })).toThrow(
      'faults["GET /agents"]: no such route',
    );
    expect(() => createPlatformSimulator({ faults: { 'GET /tool': 200 } })).toThrow(
      'must be an HTTP error status (400-599)',
    );
    expect(() =>
      createPlatformSimulator({ faults: { 'GET /tool': { status: 500, times: 0 } } }),
    ).toThrow('faults["GET /tool"].times must be a whole number from 1');
  });
});

describe('latency', () => {
  it('answers after latencyMs, not before', async () => {
    const client = platform({ latencyMs: 2_000 });
    vi.useFakeTimers();
    let settled = false;
    const answer = client.tools.list().then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await answer;
    expect(settled).toBe(true);
  });

  it('refuses a latency that is not a number of ms', () => {
    expect(() => createPlatformSimulator({ latencyMs: -1 })).toThrow(
      'latencyMs must be a number of ms from 0',
    );
    expect(() => createPlatformSimulator({ baseUrl: 'api.test' })).toThrow(
      'baseUrl must be an http(s) URL',
    );
    expect(() => createPlatformSimulator({ tokens: [''] })).toThrow(
      'tokens must be an array of non-empty strings',
    );
  });
});

describe('bad requests and unknown paths', () => {
  it('answers 400 listing each missing field of a create, as the platform validates', async () => {
    const client = platform();
    const error = await rejection(client.workflows.create({ name: 'Intake' } as never));
    expect(error.body).toEqual({
      message: ['edges should not be empty', 'nodes should not be empty'],
      error: 'Bad Request',
      statusCode: 400,
    });
    // a field the schema takes, with a value the platform refuses
    const blank = await rejection(client.workflows.create({ name: '', nodes: [], edges: [] }));
    expect((blank.body as { message: string[] }).message).toEqual(['name should not be empty']);
    const tool = await rejection(client.tools.create({ type: 7 } as never));
    expect((tool.body as { message: string[] }).message).toEqual([
      expect.stringMatching(/^type must be one of the following values: apiRequest, bash, /),
    ]);
  });

  it("checks every JSON body against its route's schema in the document, as the platform does", async () => {
    const client = platform();
    const named = await rejection(client.assistants.create({ name: 42 } as never));
    expect(named.body).toEqual({
      message: ['name must be a string'],
      error: 'Bad Request',
      statusCode: 400,
    });
    const tool = await rejection(client.tools.create({ type: 'nope' } as never));
    expect(tool.status).toBe(400);
    const nested = await rejection(
      client.assistants.create({ voice: { provider: 'vapi', voiceId: 3 } } as never),
    );
    expect((nested.body as { message: string[] }).message).toContain(
      'voice.voiceId must be a string',
    );
    // a request that leaves out a body the document requires
    const simulator = createPlatformSimulator();
    const empty = await simulator.handle(
      new Request('https://api.vapi.ai/assistant', {
        method: 'POST',
        headers: { authorization: 'Bearer sk_test' },
      }),
    );
    expect([empty.status, await empty.json()]).toEqual([
      400,
      { message: ['Request body is required.'], error: 'Bad Request', statusCode: 400 },
    ]);
  });

  it('takes any body with validateBodies: false', async () => {
    const simulator = createPlatformSimulator({ validateBodies: false });
    const client = createClient({ token: 'sk_test', fetch: simulator.fetch });
    await expect(client.assistants.create({ name: 42 } as never)).resolves.toMatchObject({
      name: 42,
    });
    expect(() => createPlatformSimulator({ validateBodies: 'no' as never })).toThrow(
      'validateBodies must be true or false',
    );
  });

  it('answers 400 for a body that is not a JSON object', async () => {
    platform();
    const send = (body: string) =>
      fetch('https://api.vapi.ai/assistant', {
        method: 'POST',
        headers: { authorization: 'Bearer sk_test', 'content-type': 'application/json' },
        body,
      }).then(async (response) => [response.status, await response.json()]);
    expect(await send('{"name":')).toEqual([
      400,
      { message: 'Request body is not valid JSON.', error: 'Bad Request', statusCode: 400 },
    ]);
    expect(await send('[1]')).toEqual([
      400,
      { message: 'Request body must be a JSON object.', error: 'Bad Request', statusCode: 400 },
    ]);
  });

  it('answers any other path under the base URL with the platform’s 404', async () => {
    platform();
    const response = await fetch('https://api.vapi.ai/assistants', {
      headers: { authorization: 'Bearer sk_test' },
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      message: 'Cannot GET /assistants',
      error: 'Not Found',
      statusCode: 404,
    });
  });

  it('answers on the base URL it is given, path prefix included', async () => {
    const client = platform({ baseUrl: 'http://127.0.0.1:9/platform/' });
    const assistant = await client.assistants.create({ name: 'Local' });
    expect(await client.assistants.get(assistant.id)).toEqual(assistant);
    const call = await client.calls.createWeb({ assistantId: assistant.id });
    expect(call.webCallUrl).toBe(`http://127.0.0.1:9/platform/simulator/rooms/${call.id}`);
  });
});
