// Typed overrides of single routes: `platform.get('/assistant/{id}', resolver)` answers in place
// of the simulator for that route, with the path values and body of the request.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../client';
import { platformError } from '../simulator/errors';
import { rejection } from '../testing/core-harness';
import { platformHandlers } from './handlers';
import { createPlatformHttp, platform } from './http';

const server = setupServer(...platformHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const client = createClient({ token: 'sk_test', maxRetries: 0 });
/** The fields the platform stamps on every stored resource. */
const stamp = {
  orgId: 'org_1',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

describe('platform.<method>(path, resolver)', () => {
  it('answers one route with what the resolver gives, the other routes as before', async () => {
    server.use(
      platform.get('/assistant/{id}', ({ params, query }) => ({
        ...stamp,
        id: params.id,
        name: `Override ${query.get('x') ?? ''}`.trim(),
      })),
    );
    expect(await client.assistants.get('asst 1')).toEqual({
      ...stamp,
      id: 'asst 1',
      name: 'Override',
    });
    expect(await client.assistants.list()).toEqual([]);
  });

  it('answers a POST with 201 and hands the resolver the parsed body', async () => {
    const bodies: unknown[] = [];
    server.use(
      platform.post('/assistant', ({ body }) => {
        bodies.push(body);
        return { ...stamp, id: 'asst_new', name: body?.name };
      }),
    );
    expect(await client.assistants.create({ name: 'Desk' })).toEqual({
      ...stamp,
      id: 'asst_new',
      name: 'Desk',
    });
    expect(bodies).toEqual([{ name: 'Desk' }]);
  });

  it('sends a Response as it is, e.g. the platform’s error', async () => {
    server.use(platform.delete('/tool/{id}', () => platformError(503, 'Down')));
    const error = await rejection(client.tools.delete('t1'));
    expect([error.status, error.body]).toEqual([
      503,
      { message: 'Down', error: 'Service Unavailable', statusCode: 503 },
    ]);
  });

  it('answers on the base URL it is given, and refuses a path that is no route', async () => {
    const other = createPlatformHttp({ baseUrl: 'https://platform.test/' });
    server.use(other.get('/org', () => [{ ...stamp, id: 'org_1' }]));
    const elsewhere = createClient({ token: 'k', baseUrl: 'https://platform.test' });
    expect(await elsewhere.orgs.list()).toEqual([{ ...stamp, id: 'org_1' }]);
    expect(() => platform.get('/assistants' as never, () => new Response())).toThrow(
      "no route GET /assistants (paths look like '/assistant/{id}')",
    );
  });
});
