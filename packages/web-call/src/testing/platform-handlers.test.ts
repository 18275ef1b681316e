// @vitest-environment node
// The simulated platform's options: one shape for the fetch-style and the msw adapters, with the
// old names of the fetch-style one (`publicKeys`, `roomPath`, `fault`) still honoured.
import { describe, expect, it } from 'vitest';
import { createPlatformHandlers, type PlatformHandlerOptions } from './platform-handlers';

const ORIGIN = 'http://stack.test';

/** Creates a web call through handlers made with `options`, with the bearer `key`. */
async function createCall(options: PlatformHandlerOptions, key = 'pk_ok') {
  const handle = createPlatformHandlers(options);
  const response = await handle(
    new Request(`${ORIGIN}/call/web`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ assistantId: 'asst_1' }),
    }),
  );
  return { status: response.status, body: await response.json() };
}

describe('createPlatformHandlers options', () => {
  it.each<[string, PlatformHandlerOptions]>([
    ['tokens', { tokens: ['pk_ok'] }],
    ['publicKeys (deprecated)', { publicKeys: ['pk_ok'] }],
  ])('%s: the listed key is accepted, another gets 401', async (_, options) => {
    expect((await createCall(options)).status).toBe(201);
    expect((await createCall(options, 'pk_other')).body).toMatchObject({
      statusCode: 401,
      error: 'Unauthorized',
    });
  });

  it.each<[string, PlatformHandlerOptions]>([
    ['roomsPath', { roomsPath: '/rooms' }],
    ['roomPath (deprecated)', { roomPath: '/rooms' }],
  ])('%s: the call’s room is served under that path', async (_, options) => {
    const { body } = await createCall(options);
    expect(body.webCallUrl).toMatch(/^http:\/\/stack\.test\/rooms\/[\w-]+$/);
  });

  it.each<[string, PlatformHandlerOptions]>([
    ['faults', { faults: { 'POST /call/web': { status: 503, message: 'down' } } }],
    ['fault (deprecated)', { fault: { status: 503, message: 'down' } }],
  ])('%s: POST /call/web fails with the status and the platform’s body', async (_, options) => {
    expect(await createCall(options)).toEqual({
      status: 503,
      body: { statusCode: 503, error: 'Service Unavailable', message: 'down' },
    });
  });

  it('a network fault throws, as fetch does', async () => {
    await expect(createCall({ faults: { 'POST /call/web': 'network' } })).rejects.toThrow(
      'fetch failed',
    );
  });

  it('refuses a fault on a route a web call does not use', () => {
    expect(() =>
      createPlatformHandlers({
        faults: { 'GET /assistant': 503 } as PlatformHandlerOptions['faults'],
      }),
    ).toThrow('faults["GET /assistant"]: no such route');
  });
});
