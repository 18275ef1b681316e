// `@org/web-call/testing/msw`: a whole simulated call with nothing but msw and the simulated call
// object (no injected fetch), the platform's answers for POST /call/web, the room the call joins,
// and faults on each.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { isApiError } from '@org/api-client';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isWebCallError } from '../errors';
import type { WebCallEvents } from '../events';
import { WebCall } from '../web-call';
import { createSimulatedTransport } from './create-simulated-transport';
import { WEB_CALL_ROUTES, webCallHandlers } from './msw-handlers';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const greeting = { turns: [{ role: 'assistant' as const, text: 'Hello from the mock platform' }] };

/** A client on the simulated call object; every request it makes goes through msw. */
function phone(key = 'pk_test', baseUrl?: string) {
  const factory = createSimulatedTransport();
  const call = new WebCall(key, baseUrl, undefined, undefined, { transport: factory });
  const errors: unknown[] = [];
  call.on('error', (error) => errors.push(error));
  return { call, factory, errors };
}

/** The first final transcript the call hears, within 5 s. */
function finalTranscript(call: WebCall): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no final transcript within 5 s')), 5_000);
    const onMessage: WebCallEvents['message'] = (message) => {
      if (message.type === 'transcript' && message.transcriptType === 'final') {
        clearTimeout(timer);
        resolve(message.transcript);
      }
    };
    call.on('message', onMessage);
  });
}

describe('webCallHandlers: a simulated call end to end over msw', () => {
  it('creates the call on the default base URL, joins its room and plays its script', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) =>
      requests.push(`${request.method} ${request.url}`),
    );
    server.use(...webCallHandlers({ tokens: ['pk_test'], room: () => greeting }));
    const { call, factory } = phone();
    const heard = finalTranscript(call);
    const started = await call.start('asst_1');
    expect(started).toMatchObject({ type: 'webCall', status: 'queued', assistantId: 'asst_1' });
    expect(started?.webCallUrl).toBe(`https://api.vapi.ai/simulator/rooms/${started?.id}`);
    expect(await heard).toBe('Hello from the mock platform');
    await call.stop();
    expect(factory.last?.isDestroyed()).toBe(true);
    const room = `https://api.vapi.ai/simulator/rooms/${started?.id}`;
    expect(requests.slice(0, 2)).toEqual(['POST https://api.vapi.ai/call/web', `GET ${room}`]);
    // then the call object's reports to its room: the turns played, the user leaving
    expect(requests.slice(2)).toContain(`POST ${room}/leave`);
    expect(requests.slice(2).every((r) => /^POST .*\/(progress|leave)$/.test(r))).toBe(true);
    server.events.removeAllListeners();
  });

  it('greets with the inline assistant’s first message when no room script is given', async () => {
    server.use(...webCallHandlers({ baseUrl: 'http://127.0.0.1:54321/platform' }));
    const { call } = phone('pk_any', 'http://127.0.0.1:54321/platform');
    const heard = finalTranscript(call);
    const started = await call.start({ name: 'Desk', firstMessage: 'Welcome to the desk' });
    expect(started?.webCallUrl).toMatch(
      /^http:\/\/127\.0\.0\.1:54321\/platform\/simulator\/rooms\//,
    );
    expect(await heard).toBe('Welcome to the desk');
    await call.stop();
  });

  it('answers the options a web call reads: recording, the voice provider, the room token', async () => {
    server.use(
      ...webCallHandlers({ videoRecordingEnabled: true, voiceProvider: 'tavus', callToken: 't1' }),
    );
    const { call, factory } = phone();
    const started = await call.start('asst_1');
    expect(started).toMatchObject({
      artifactPlan: { videoRecordingEnabled: true },
      assistant: { voice: { provider: 'tavus' } },
      transport: { provider: 'daily', callToken: 't1' },
    });
    await call.stop();
    expect(factory.last?.isDestroyed()).toBe(true);
  });
});

describe('webCallHandlers: the platform’s refusals and faults', () => {
  it('refuses a key it does not accept with the platform’s 401 body, and starts nothing', async () => {
    server.use(...webCallHandlers({ tokens: ['pk_test'] }));
    const { call, factory, errors } = phone('pk_other');
    await expect(call.start('asst_1')).resolves.toBeNull();
    // a call object made while the call was being created is destroyed again
    expect(factory.last?.isDestroyed() ?? true).toBe(true);
    const [error] = errors as [{ error: unknown }];
    const cause = (error.error as { cause?: unknown }).cause ?? error.error;
    expect(isApiError(cause) && cause.status).toBe(401);
    expect(isApiError(cause) && cause.body).toMatchObject({
      error: 'Unauthorized',
      statusCode: 401,
    });
  });

  it('fails POST /call/web the next `times` requests, then answers again', async () => {
    server.use(...webCallHandlers({ faults: { 'POST /call/web': { status: 503, times: 1 } } }));
    const first = phone();
    await expect(first.call.start('asst_1')).resolves.toBeNull();
    expect(first.errors).toHaveLength(1);
    const second = phone();
    await expect(second.call.start('asst_1')).resolves.toMatchObject({ status: 'queued' });
    await second.call.stop();
  });

  it('lets the room fail: a network error when joining ends the start', async () => {
    server.use(...webCallHandlers({ faults: { 'GET /simulator/rooms/{id}': 'network' } }));
    const { call, errors } = phone();
    await expect(call.start('asst_1')).resolves.toBeNull();
    expect(errors.length).toBeGreaterThan(0);
    expect(isWebCallError((errors[0] as { error?: unknown }).error ?? errors[0])).toBe(true);
  });

  it('answers an unknown room with the platform’s 404 body', async () => {
    server.use(...webCallHandlers());
    const response = await fetch('https://api.vapi.ai/simulator/rooms/nope');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      message: 'No simulated room for call nope: create the call with POST /call/web first.',
      error: 'Not Found',
      statusCode: 404,
    });
  });

  it('names a bad option', () => {
    expect(() => webCallHandlers({ faults: { 'GET /call': 500 } as never })).toThrow(
      /faults\["GET \/call"\]: no such route/,
    );
    expect(() => webCallHandlers({ faults: { 'POST /call/web': 200 } })).toThrow(RangeError);
    expect(() => webCallHandlers({ latencyMs: -1 })).toThrow(/latencyMs/);
    expect(() => webCallHandlers({ maxRooms: 0 })).toThrow(/maxRooms/);
    expect(WEB_CALL_ROUTES).toEqual([
      'POST /call/web',
      'GET /simulator/rooms/{id}',
      'POST /simulator/rooms/{id}/progress',
      'POST /simulator/rooms/{id}/leave',
    ]);
  });
});

describe('the entries and msw', () => {
  // esbuild comes with tsup (a devDependency); reach it through tsup rather than add a dependency
  const require = createRequire(import.meta.url);
  const esbuild = createRequire(require.resolve('tsup'))('esbuild') as {
    build(options: object): Promise<{
      metafile: { outputs: Record<string, { imports: { path: string; external?: boolean }[] }> };
    }>;
  };
  /** The outside packages a bundle of `path` imports. */
  async function packagesOf(path: string) {
    const { metafile } = await esbuild.build({
      entryPoints: [fileURLToPath(new URL(path, import.meta.url))],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'neutral',
      packages: 'external',
      metafile: true,
      logLevel: 'silent',
    });
    const [output] = Object.values(metafile.outputs);
    return [...new Set((output?.imports ?? []).filter((i) => i.external).map((i) => i.path))];
  }

  it('keeps msw out of the main entry and out of @org/web-call/testing; one simulator entry', async () => {
    expect(await packagesOf('../index.ts')).not.toContain('msw');
    expect(await packagesOf('../testing.ts')).not.toContain('msw');
    // msw and the simulator come in through @org/api-client/msw alone, whose handlers these are:
    // the bundle loads one api-client test entry, and the main entry for the default origin.
    expect((await packagesOf('../testing-msw.ts')).sort()).toEqual([
      '@org/api-client',
      '@org/api-client/msw',
    ]);
  }, 30_000);
});
