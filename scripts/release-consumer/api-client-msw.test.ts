// Run by the release test in a fresh project that installed the published `@org/api-client` with
// msw and Vitest next to it: an app's own test against the mock platform of `@org/api-client/msw`,
// as the package README's "Testing your app" shows it.
import { createClient, isApiError } from '@org/api-client';
import * as mswEntry from '@org/api-client/msw';
import { platformHandlers, simulatorHandlers } from '@org/api-client/msw';
import * as simulatorEntry from '@org/api-client/simulator';
import { createPlatformSimulator, simulatorExtras } from '@org/api-client/simulator';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';

const server = setupServer(
  ...platformHandlers({ seed: { assistants: [{ id: 'asst_seeded', name: 'Seeded' }] } }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The error a call that must fail rejects with. */
async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

test('an assistant is created, fetched, listed, updated and deleted, then answers 404', async () => {
  const client = createClient({ token: 'sk_release' });
  const created = await client.assistants.create({ name: 'Front desk', firstMessage: 'Hello!' });
  expect(created).toMatchObject({ name: 'Front desk', firstMessage: 'Hello!' });
  expect(created.id).toEqual(expect.any(String));

  expect(await client.assistants.get(created.id)).toEqual(created);
  const listed = await client.assistants.list();
  expect(listed.map((assistant) => assistant.id).sort()).toEqual(
    [created.id, 'asst_seeded'].sort(),
  );
  const page = await client.assistants.listPage({ limit: 1 });
  expect(page.results).toHaveLength(1);
  expect(page.metadata).toMatchObject({ itemsPerPage: 1, totalItems: 2, currentPage: 1 });

  const updated = await client.assistants.update(created.id, { name: 'Reception' });
  expect(updated).toMatchObject({ id: created.id, name: 'Reception', firstMessage: 'Hello!' });
  expect((await client.assistants.get(created.id)).name).toBe('Reception');

  await client.assistants.delete(created.id);
  const gone = await failure(client.assistants.get(created.id));
  expect(gone.status).toBe(404);
  expect(gone.body).toEqual({
    message: expect.any(String),
    error: 'Not Found',
    statusCode: 404,
  });
  expect((await client.assistants.list()).map((assistant) => assistant.id)).toEqual([
    'asst_seeded',
  ]);
});

test('a request without a key answers 401 with the platform’s error body', async () => {
  const anonymous = createClient({ maxRetries: 0 });
  const refused = await failure(anonymous.assistants.list());
  expect(refused.status).toBe(401);
  expect(refused.body).toEqual({
    message: expect.any(String),
    error: 'Unauthorized',
    statusCode: 401,
  });
});

test('a fault named for one route fails only that route', async () => {
  server.use(...platformHandlers({ faults: { 'POST /assistant': { status: 503, times: 1 } } }));
  const client = createClient({ token: 'sk_release', maxRetries: 0 });
  expect((await failure(client.assistants.create({ name: 'Later' }))).status).toBe(503);
  expect((await client.assistants.create({ name: 'Now' })).name).toBe('Now');
});

/**
 * A request that each route refuses where it can: `nope` for every path value (an id no resource
 * has) and, where the route takes a body, an empty JSON object (no required field).
 */
function badRequest(base: string, key: string): Request {
  const [method = 'GET', path = '/'] = key.split(' ');
  const hasBody = method !== 'GET' && method !== 'DELETE';
  return new Request(`${base}${path.replace(/\{\w+\}/g, 'nope')}`, {
    method,
    headers: { authorization: 'Bearer sk_release', 'content-type': 'application/json' },
    ...(hasBody ? { body: '{}' } : {}),
  });
}

test('the routes that read more than one resource answer by default, a bad request as the platform does', async () => {
  const base = 'https://api.vapi.ai';
  // the same requests, straight to a simulator of the other entry, give the expected answers
  const reference = createPlatformSimulator({ baseUrl: base });
  const setups = {
    'platformHandlers()': () => platformHandlers(),
    'platformHandlers({ extras: simulatorExtras })': () =>
      platformHandlers({ extras: simulatorExtras }),
    'simulatorHandlers(createPlatformSimulator(…))': () =>
      simulatorHandlers(createPlatformSimulator({ baseUrl: base })),
  };
  for (const [setup, handlers] of Object.entries(setups)) {
    server.use(...handlers());
    const refused: string[] = [];
    for (const key of simulatorExtras.routes) {
      const expected = await reference.handle(badRequest(base, key));
      const actual = await fetch(badRequest(base, key), { redirect: 'manual' });
      expect(actual.status, `${setup}: ${key}`).toBe(expected.status);
      if (expected.status >= 400) {
        expect(await actual.json(), `${setup}: ${key}`).toEqual(await expected.json());
        refused.push(`${expected.status} ${key}`);
      }
    }
    expect(refused, setup).toContain('400 POST /analytics');
    expect(refused, setup).toContain('404 GET /org/{id}/user');
    expect(refused.length, setup).toBeGreaterThanOrEqual(15);
    server.resetHandlers();
  }
  const client = createClient({ token: 'sk_release', maxRetries: 0 });
  const query = { queries: [{ name: 'calls', table: 'call', operations: [] }] };
  expect(await client.analytics.query(query)).toEqual([
    { name: 'calls', timeRange: {}, result: [] },
  ]);
  const unknown = await failure(client.orgs.listUsers('org_unknown'));
  expect(unknown.status).toBe(404);
  expect(unknown.body).toEqual({
    message: 'Org not found: no org has the id "org_unknown".',
    error: 'Not Found',
    statusCode: 404,
  });
});

test('a body the document refuses answers 400 with what is wrong, unless the check is off', async () => {
  const client = createClient({ token: 'sk_release' });
  const refused = await failure(client.assistants.create({ name: 42 } as never));
  expect([refused.status, refused.body]).toEqual([
    400,
    { message: ['name must be a string'], error: 'Bad Request', statusCode: 400 },
  ]);
  const tool = await failure(client.tools.create({ type: 'nope' } as never));
  expect(tool.status).toBe(400);
  server.use(...platformHandlers({ validateBodies: false }));
  expect(await client.assistants.create({ name: 42 } as never)).toMatchObject({ name: 42 });
});

test('the entries share their modules: a value from one is the value of the other', () => {
  expect(mswEntry.ROUTE_MAP).toBe(simulatorEntry.ROUTE_MAP);
  expect(mswEntry.platformError).toBe(simulatorEntry.platformError);
  expect(mswEntry.createPlatformSimulator).toBe(simulatorEntry.createPlatformSimulator);
});
