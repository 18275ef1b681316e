// `@org/api-client/msw`: the simulator's routes as msw handlers, one per route of the route table
// and per room and storage route, most specific first, then the platform's 404 for any other path.
import type { HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../client';
import { PLATFORM_ROUTES } from '../routes';
import { ROOM_ROUTES } from '../simulator/rooms';
import { createPlatformSimulator } from '../simulator/simulator';
import { STORAGE_ROUTES } from '../simulator/storage';
import { rejection } from '../testing/core-harness';
import { platformHandlers, simulatorHandlers } from './handlers';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const described = (handler: HttpHandler) => `${handler.info.method} ${handler.info.path}`;
const mswPath = (key: string, base: string) =>
  key.replace(' ', ` ${base}`).replace(/\{(\w+)\}/g, ':$1');

describe('platformHandlers: one handler per route of the simulator', () => {
  it('has one handler for each of the 174 routes, the 3 room routes and the storage route, then the not-found handler', () => {
    const handlers = platformHandlers({ baseUrl: 'https://platform.test/' });
    const keys = [
      ...PLATFORM_ROUTES,
      ...Object.values({ ...ROOM_ROUTES, ...STORAGE_ROUTES }).map((route) => route.key),
    ];
    expect(handlers).toHaveLength(174 + 3 + 1 + 1);
    const routeHandlers = handlers.slice(0, -1).map(described);
    expect([...routeHandlers].sort()).toEqual(
      keys.map((key) => mswPath(key, 'https://platform.test')).sort(),
    );
    const otherPaths = (handlers.at(-1) as HttpHandler).info;
    expect([String(otherPaths.method), otherPaths.path]).toEqual([
      '/.+/',
      'https://platform.test/*',
    ]);
  });

  it('puts fixed path segments first, so /template/pinned is not read as a template id', () => {
    const paths = platformHandlers().map((handler) => handler.info.path);
    const index = (path: string) => paths.indexOf(`https://api.vapi.ai${path}`);
    expect(index('/template/pinned')).toBeLessThan(index('/template/:id'));
    expect(index('/campaign/paginated')).toBeLessThan(index('/campaign/:id'));
    expect(index('/voice-library/:provider')).toBeLessThan(index('/:provider/locations'));
  });

  it('answers through msw what the simulator answers: state, 404s and network faults', async () => {
    server.use(...platformHandlers({ faults: { 'GET /tool': 'network' } }));
    const client = createClient({ token: 'sk_test', maxRetries: 0 });
    const created = await client.assistants.create({ name: 'Desk' });
    expect(await client.assistants.get(created.id)).toEqual(created);
    await client.assistants.delete(created.id);
    expect((await rejection(client.assistants.get(created.id))).status).toBe(404);
    expect((await rejection(client.tools.list())).reason).toBe('network');
    const other = await fetch('https://api.vapi.ai/assistants');
    expect([other.status, await other.json()]).toEqual([
      404,
      { message: 'Cannot GET /assistants', error: 'Not Found', statusCode: 404 },
    ]);
  });
});

describe('simulatorHandlers: the handlers of some routes of a simulator', () => {
  it('answers only the routes it is given, and leaves the others to the next handler', async () => {
    const simulator = createPlatformSimulator({ baseUrl: 'https://platform.test' });
    const handlers = simulatorHandlers(simulator, ['POST /call/web', 'GET /simulator/rooms/{id}']);
    expect(handlers.map(described).sort()).toEqual([
      'GET https://platform.test/simulator/rooms/:id',
      'POST https://platform.test/call/web',
    ]);
    server.use(...handlers);
    const call = await createClient({
      token: 'pk',
      baseUrl: 'https://platform.test',
    }).calls.createWeb({
      assistantId: 'asst_1',
    });
    expect((await fetch(call.webCallUrl)).status).toBe(200);
    await expect(fetch('https://platform.test/assistant')).rejects.toThrow();
  });

  it('serves the rooms under the simulator’s roomsPath', async () => {
    const simulator = createPlatformSimulator({
      baseUrl: 'https://platform.test',
      roomsPath: '/rooms',
    });
    server.use(...simulatorHandlers(simulator, ['POST /call/web', 'GET /simulator/rooms/{id}']));
    const call = await createClient({
      token: 'pk',
      baseUrl: 'https://platform.test',
    }).calls.createWeb({ assistantId: 'asst_1' });
    expect(call.webCallUrl).toMatch(/^https:\/\/platform\.test\/rooms\//);
    expect((await fetch(call.webCallUrl)).status).toBe(200);
  });

  it('serve a simulator without a base URL on the client’s default one', async () => {
    const handlers = simulatorHandlers(createPlatformSimulator(), ['POST /call/web']);
    expect(handlers.map(described)).toEqual(['POST https://api.vapi.ai/call/web']);
    server.use(...handlers);
    const call = await createClient({ token: 'pk' }).calls.createWeb({ assistantId: 'asst_1' });
    expect(call).toMatchObject({ assistantId: 'asst_1', status: 'queued' });
    expect(call.webCallUrl).toMatch(/^https:\/\/api\.vapi\.ai\/simulator\/rooms\//);
  });
});
