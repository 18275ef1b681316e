// Run by the release test in a fresh project that installed the published `@org/api-client` with
// msw and Vitest next to it: an app's own test against the mock platform of `@org/api-client/msw`,
// as the package README's "Testing your app" shows it.
import { createClient, isApiError } from '@org/api-client';
import { platformHandlers } from '@org/api-client/msw';
import { simulatorExtras } from '@org/api-client/simulator';
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

test('a route of the extras answers 501 without them, and answers with them', async () => {
  const client = createClient({ token: 'sk_release', maxRetries: 0 });
  const query = { queries: [{ name: 'calls', table: 'call', operations: [] }] };
  const refused = await failure(client.analytics.query(query));
  expect(refused.status).toBe(501);
  expect(refused.body).toMatchObject({
    message: expect.stringContaining('extras: simulatorExtras'),
  });
  server.use(...platformHandlers({ extras: simulatorExtras }));
  expect(await client.analytics.query(query)).toEqual([
    { name: 'calls', timeRange: {}, result: [] },
  ]);
});
