// Issue 14, `@org/api-client/msw`: one handler per route of the route table, and every route
// answers the client's own call with a 2xx and a body of its response type (SPEC §7 routes).
import type { HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { PLATFORM_ROUTES, type PlatformRoute } from '../routes';
import { useMockPlatform } from '../testing/mock-platform';
import { casesFor, SAMPLE } from '../testing/route-cases';
import { platformHandlers } from './handlers';
import type { PlatformSeed } from './state';

const { server, platform } = useMockPlatform();

describe('platformHandlers: one handler per route of the route table', () => {
  it('has exactly one handler for each of the 135 routes, then the not-found handler', () => {
    const handlers = platformHandlers({ baseUrl: 'https://platform.test/' });
    expect(PLATFORM_ROUTES).toHaveLength(135);
    expect(handlers).toHaveLength(PLATFORM_ROUTES.length + 1);
    const described = (handler: HttpHandler) => `${handler.info.method} ${handler.info.path}`;
    const expected = PLATFORM_ROUTES.map((route) =>
      route.replace(' ', ' https://platform.test').replace(/\{(\w+)\}/g, ':$1'),
    );
    const routeHandlers = handlers.slice(0, -1).map(described);
    expect([...routeHandlers].sort()).toEqual([...expected].sort());
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
});

/** Resources named by the sample path values of the route cases, so every route finds its target. */
const { id, testSuiteId, memberId } = SAMPLE;
const SEED: PlatformSeed = {
  calls: [{ id }],
  chats: [{ id }],
  campaigns: [{ id }],
  sessions: [{ id }],
  assistants: [{ id }],
  phoneNumbers: [{ id }],
  tools: [{ id, type: 'function' }],
  files: [{ id }],
  knowledgeBases: [{ id, provider: 'trieve' }],
  workflows: [{ id, name: 'w', nodes: [], edges: [] }],
  squads: [{ id, members: [] }],
  testSuites: [{ id: testSuiteId }, { id }],
  testSuiteTests: [{ id, testSuiteId, type: 'chat', script: 'Book' }],
  testSuiteRuns: [{ id, testSuiteId }],
  orgs: [{ id }],
  orgUsers: [
    { orgId: id, id: memberId },
    { orgId: id, id: 'u1', role: 'viewer' },
  ],
  tokens: [{ id }],
  credentials: [{ id }],
  templates: [{ id }],
};

/** Routes that answer one page: `{ results, metadata }`. */
const PAGED = new Set<string>([
  'GET /v2/call',
  'GET /v2/assistant',
  'GET /v2/phone-number',
  'GET /chat',
  'GET /campaign',
  'GET /campaign/paginated',
  'GET /session',
  'GET /log',
  'GET /logs',
  'GET /test-suite',
  'GET /test-suite/{testSuiteId}/test',
  'GET /test-suite/{testSuiteId}/run',
]);
/** GET routes whose answer is one object rather than a list. */
const ONE_OBJECT = new Set<string>(['GET /v2/call/metadata', 'GET /org/{id}/auth']);

/** What a route's answer must look like, by the kind of its response type. */
function expectShape(route: PlatformRoute, answer: unknown) {
  if (answer === undefined) return; // a paginate case, drained
  if (route === 'GET /v2/call/export') expect(answer).toMatch(/^id,type,status,/);
  else if (PAGED.has(route))
    expect(answer).toEqual({
      results: expect.any(Array),
      metadata: {
        itemsPerPage: expect.any(Number),
        totalItems: expect.any(Number),
        currentPage: expect.any(Number),
      },
    });
  else if (route.startsWith('GET ') && !/\{\w+\}$/.test(route) && !ONE_OBJECT.has(route))
    expect(answer).toBeInstanceOf(Array);
  else expect(answer).toEqual(expect.any(Object));
}

describe('every route answers the client like the platform (the route tests’ own calls)', () => {
  const cases = casesFor(SAMPLE);

  it.each(cases.map((c) => [c.label, c] as const))(
    '%s',
    async (label, { route: { key: route }, call }) => {
      const client = platform({ seed: SEED });
      const statuses: number[] = [];
      server.events.on('response:mocked', ({ response }) => statuses.push(response.status));
      try {
        const answer = await call(client);
        if (!label.includes('.paginate')) expectShape(route as PlatformRoute, answer);
        const method = route.split(' ')[0];
        expect(statuses).toEqual(statuses.map(() => (method === 'POST' ? 201 : 200)));
        expect(statuses.length).toBeGreaterThan(0);
      } finally {
        server.events.removeAllListeners();
      }
    },
  );

  it('has a case for every route', () => {
    expect(new Set(cases.map(({ route }) => route.key))).toEqual(new Set(PLATFORM_ROUTES));
  });
});
