// Every route of the route table answers the client's own call (the route tests' calls) as the
// platform does: 201 for a POST, 302 for a download (the redirect to its file), 200 otherwise,
// never an error.
import { describe, expect, it } from 'vitest';
import { PLATFORM_ROUTES } from '../routes';
import { casesFor, SAMPLE } from '../testing/route-cases';
import { useSimulatedPlatform } from '../testing/simulated-platform';
import { isPlatformPath } from './simulator';
import type { PlatformSeed } from './state';

const { platform, statuses } = useSimulatedPlatform();

/** Resources named by the sample path values of the route cases, so every route finds its target. */
const { id, testSuiteId, memberId, provider, resourceName } = SAMPLE;
const SEED: PlatformSeed = {
  calls: [{ id }],
  chats: [{ id }],
  campaigns: [{ id }],
  sessions: [{ id }],
  assistants: [{ id }],
  phoneNumbers: [{ id }],
  tools: [{ id, type: 'function' }],
  files: [{ id }],
  knowledgeBases: [{ id, provider: 'custom-knowledge-base' }],
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
  evals: [{ id }],
  evalRuns: [{ id }],
  structuredOutputs: [{ id }],
  scorecards: [{ id }],
  insights: [{ id, type: 'bar' }],
  providerResources: [{ id, provider, resourceName } as never],
};

describe('every route answers the client like the platform (the route tests’ own calls)', () => {
  const cases = casesFor(SAMPLE);

  it.each(cases.map((c) => [c.label, c] as const))('%s', async (label, { route, call }) => {
    const client = platform({ seed: SEED });
    const answer = await call(client);
    const walked = /\.(paginate|stream)\)$/.test(label);
    if (!walked) expect(answer).toBeDefined();
    const ok = label.includes('.download') ? 302 : route.key.startsWith('POST ') ? 201 : 200;
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses).toEqual(statuses.map(() => ok));
  });

  it('has a case for every route', () => {
    expect(new Set(cases.map(({ route }) => route.key))).toEqual(new Set(PLATFORM_ROUTES));
  });
});

describe('isPlatformPath: the platform’s paths, for a gateway that routes by the map', () => {
  it('knows every route’s path and the rooms’, for any method, and nothing else', () => {
    for (const path of [
      '/call/web',
      '/assistant',
      '/assistant/a1/version',
      '/ghl/workflows/w1/hooks',
    ])
      expect(isPlatformPath(path), path).toBe(true);
    expect(isPlatformPath('/simulator/rooms/c1/leave')).toBe(true);
    for (const path of ['/rest/v1/demo_requests', '/functions/v1/voice-config', '/assistants', '/'])
      expect(isPlatformPath(path), path).toBe(false);
  });
});
