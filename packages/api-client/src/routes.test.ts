import { describe, expect, it } from 'vitest';
import { type Client, createClient } from './client';
import { rejection } from './testing/core-harness';
import { SPEC_ROUTES } from './testing/spec-routes';

/** Sample path values, chosen so that encoding shows, and how they must appear in the URL. */
const SAMPLE = { id: 'id 1/x', testSuiteId: 'suite?1', memberId: 'mem#1', provider: 'ghl v2' };
const ENCODED: Record<string, string> = {
  id: 'id%201%2Fx',
  testSuiteId: 'suite%3F1',
  memberId: 'mem%231',
  provider: 'ghl%20v2',
};
/** The path values a case is built with. */
type Sample = typeof SAMPLE;
const B = { name: 'Front desk', metadata: { team: 'ü' } };
const Q = { limit: 2, createdAtGt: new Date(Date.UTC(2025, 0, 1)), updatedAtLe: '2025-02-01' };
const QS = '?limit=2&createdAtGt=2025-01-01T00%3A00%3A00.000Z&updatedAtLe=2025-02-01';
const audio = new Blob([new Uint8Array([0, 1, 2, 255])], { type: 'audio/wav' });

interface Expect {
  /** The JSON body that must arrive; without it, no body may be sent. */
  body?: unknown;
  /** Expected query string. */
  query?: string;
  /** Multipart fields that must arrive (file parts as their size). */
  form?: Record<string, string | number>;
  /** The route is unsecured: no Authorization header. */
  unsecured?: true;
}
type Case = [route: string, call: (c: Client) => Promise<unknown>, expect?: Expect];

const drain = async (items: AsyncIterable<unknown>) => {
  for await (const _ of items);
};
const crudCases = ({ id }: Sample, base: string, ns: (c: Client) => Client['tools']): Case[] => [
  [
    `POST ${base}`,
    (c) => ns(c).create({ ...B, type: 'function', provider: 'x' }),
    { body: { ...B, type: 'function', provider: 'x' } },
  ],
  [`GET ${base}`, (c) => ns(c).list(Q), { query: QS }],
  [`GET ${base}/{id}`, (c) => ns(c).get(id)],
  [`PATCH ${base}/{id}`, (c) => ns(c).update(id, B), { body: B }],
  [`DELETE ${base}/{id}`, (c) => ns(c).delete(id)],
];
const nested = (
  { id, testSuiteId: suite }: Sample,
  kind: 'test' | 'run',
  ns: (c: Client) => Client['testSuites']['tests'],
): Case[] => [
  [`GET /test-suite/{testSuiteId}/${kind}`, (c) => ns(c).list(suite, Q), { query: QS }],
  [
    `GET /test-suite/{testSuiteId}/${kind}`,
    (c) => drain(ns(c).paginate(suite, Q)),
    { query: `${QS}&page=1` },
  ],
  [
    `POST /test-suite/{testSuiteId}/${kind}`,
    (c) => ns(c).create(suite, { type: 'chat', script: 'Book' }),
    { body: { type: 'chat', script: 'Book' } },
  ],
  [`GET /test-suite/{testSuiteId}/${kind}/{id}`, (c) => ns(c).get(suite, id)],
  [`PATCH /test-suite/{testSuiteId}/${kind}/{id}`, (c) => ns(c).update(suite, id, B), { body: B }],
  [`DELETE /test-suite/{testSuiteId}/${kind}/{id}`, (c) => ns(c).delete(suite, id)],
];

/** One case per route and method, built with the given path values. */
function casesFor(sample: Sample): Case[] {
  const { id, memberId, provider } = sample;
  // biome-ignore format: one route per line reads best
  return [
  ['POST /call', (c) => c.calls.create({ assistantId: 'a1', customer: { number: '+15550100' } }), { body: { assistantId: 'a1', customer: { number: '+15550100' } } }],
  ['GET /call', (c) => c.calls.list({ ...Q, assistantId: 'a1' }), { query: `${QS}&assistantId=a1` }],
  ['GET /call/{id}', (c) => c.calls.get(id)],
  ['PATCH /call/{id}', (c) => c.calls.update(id, { name: 'n' }), { body: { name: 'n' } }],
  ['DELETE /call/{id}', (c) => c.calls.delete(id)],
  ['POST /call/phone', (c) => c.calls.createPhone({ assistantId: 'a1' }), { body: { assistantId: 'a1' } }],
  ['POST /call/web', (c) => c.calls.createWeb({ assistantId: 'a1', assistantOverrides: { variableValues: { n: 1 } } }), { body: { assistantId: 'a1', assistantOverrides: { variableValues: { n: 1 } } } }],
  ['GET /v2/call', (c) => c.calls.listPage({ ...Q, page: 3, sortOrder: 'ASC' }), { query: `${QS}&page=3&sortOrder=ASC` }],
  ['GET /v2/call', (c) => drain(c.calls.paginate(Q)), { query: `${QS}&page=1` }],
  ['GET /v2/call/export', (c) => c.calls.export({ status: 'ended' }), { query: '?status=ended' }],
  ['GET /v2/call/metadata', (c) => c.calls.metadata(Q), { query: QS }],
  ['GET /v2/assistant', (c) => c.assistants.listPage(Q), { query: QS }],
  ['GET /v2/assistant', (c) => drain(c.assistants.paginate(Q)), { query: `${QS}&page=1` }],
  ['GET /v2/phone-number', (c) => c.phoneNumbers.listPage(Q), { query: QS }],
  ['GET /v2/phone-number', (c) => drain(c.phoneNumbers.paginate(Q)), { query: `${QS}&page=1` }],
  ['GET /chat', (c) => c.chats.list({ sessionId: 's1' }), { query: '?sessionId=s1' }],
  ['GET /chat', (c) => drain(c.chats.paginate({ sessionId: 's1' })), { query: '?sessionId=s1&page=1' }],
  ['POST /chat', (c) => c.chats.create({ assistantId: 'a1', input: 'Hi' }), { body: { assistantId: 'a1', input: 'Hi' } }],
  ['POST /chat', (c) => drain(c.chats.stream({ assistantId: 'a1', input: 'Hi' })), { body: { assistantId: 'a1', input: 'Hi', stream: true } }],
  ['GET /chat/{id}', (c) => c.chats.get(id)],
  ['DELETE /chat/{id}', (c) => c.chats.delete(id)],
  ['POST /chat/responses', (c) => c.chats.createResponse({ input: 'Hi' }), { body: { input: 'Hi' } }],
  ['POST /chat/web', (c) => c.chats.createWeb({ assistantId: 'a1', input: 'Hi' }), { body: { assistantId: 'a1', input: 'Hi' } }],
  ['POST /chat/web/responses', (c) => c.chats.createWebResponse({ input: 'Hi' }), { body: { input: 'Hi' } }],
  ['POST /campaign', (c) => c.campaigns.create({ name: 'n', phoneNumberId: 'p', customers: [] }), { body: { name: 'n', phoneNumberId: 'p', customers: [] } }],
  ['GET /campaign', (c) => c.campaigns.list({ status: 'ended' }), { query: '?status=ended' }],
  ['GET /campaign/paginated', (c) => c.campaigns.listPage(Q), { query: QS }],
  ['GET /campaign/paginated', (c) => drain(c.campaigns.paginate()), { query: '?page=1' }],
  ['GET /campaign/{id}', (c) => c.campaigns.get(id)],
  ['PATCH /campaign/{id}', (c) => c.campaigns.update(id, { status: 'ended' }), { body: { status: 'ended' } }],
  ['DELETE /campaign/{id}', (c) => c.campaigns.delete(id)],
  ['POST /session', (c) => c.sessions.create({ assistantId: 'a1' }), { body: { assistantId: 'a1' } }],
  ['GET /session', (c) => c.sessions.list(Q), { query: QS }],
  ['GET /session', (c) => drain(c.sessions.paginate(Q)), { query: `${QS}&page=1` }],
  ['GET /session/{id}', (c) => c.sessions.get(id)],
  ['PATCH /session/{id}', (c) => c.sessions.update(id, { name: 'n' }), { body: { name: 'n' } }],
  ['DELETE /session/{id}', (c) => c.sessions.delete(id)],
  ['POST /support/ticket', (c) => c.support.createTicket({ subject: 's' }), { body: { subject: 's' } }],
  ['POST /assistant', (c) => c.assistants.create(B), { body: B }],
  ['GET /assistant', (c) => c.assistants.list(Q), { query: QS }],
  ['GET /assistant/{id}', (c) => c.assistants.get(id)],
  ['PATCH /assistant/{id}', (c) => c.assistants.update(id, B), { body: B }],
  ['PUT /assistant/{id}', (c) => c.assistants.replace(id, B), { body: B }],
  ['DELETE /assistant/{id}', (c) => c.assistants.delete(id)],
  ['GET /assistant/{id}/version', (c) => c.assistants.listVersions(id, Q), { query: QS }],
  ['POST /phone-number/import/twilio', (c) => c.phoneNumbers.importTwilio({ twilioPhoneNumber: '+1', twilioAccountSid: 'AC' }), { body: { twilioPhoneNumber: '+1', twilioAccountSid: 'AC' } }],
  ['POST /phone-number/import/vonage', (c) => c.phoneNumbers.importVonage({ vonagePhoneNumber: '+1', credentialId: 'cr' }), { body: { vonagePhoneNumber: '+1', credentialId: 'cr' } }],
  ['POST /phone-number', (c) => c.phoneNumbers.create({ provider: 'vapi' }), { body: { provider: 'vapi' } }],
  ['GET /phone-number', (c) => c.phoneNumbers.list(Q), { query: QS }],
  ['GET /phone-number/{id}', (c) => c.phoneNumbers.get(id)],
  ['PATCH /phone-number/{id}', (c) => c.phoneNumbers.update(id, B), { body: B }],
  ['DELETE /phone-number/{id}', (c) => c.phoneNumbers.delete(id)],
  ...crudCases(sample, '/tool', (c) => c.tools),
  ...crudCases(sample, '/knowledge-base', (c) => c.knowledgeBases as unknown as Client['tools']),
  ...crudCases(sample, '/squad', (c) => c.squads as unknown as Client['tools']),
  ...crudCases(sample, '/template', (c) => c.templates as unknown as Client['tools']),
  ...crudCases(sample, '/token', (c) => c.tokens as unknown as Client['tools']),
  ...crudCases(sample, '/credential', (c) => c.credentials as unknown as Client['tools']),
  ['GET /template/pinned', (c) => c.templates.listPinned()],
  ['POST /credential/session', (c) => c.credentials.createSession({ provider: 'google' }), { body: { provider: 'google' } }],
  ['POST /credential/webhook', (c) => c.credentials.webhook({ type: 'auth', success: true }), { body: { type: 'auth', success: true }, unsecured: true }],
  ['POST /credential/trigger', (c) => c.credentials.trigger({ action: 'x' }), { body: { action: 'x' } }],
  ['POST /file/upload', (c) => c.files.upload({ file: audio, filename: 'a.wav' }), { form: { file: 4 } }],
  ['POST /file', (c) => c.files.create({ file: audio, filename: 'a.wav', name: 'Sample' }), { form: { file: 4, name: 'Sample' } }],
  ['POST /file', (c) => c.files.create({ name: 'Sample', url: 'https://x.test/a.pdf' }), { body: { name: 'Sample', url: 'https://x.test/a.pdf' } }],
  ['GET /file', (c) => c.files.list(Q), { query: QS }],
  ['GET /file/{id}', (c) => c.files.get(id)],
  ['PATCH /file/{id}', (c) => c.files.update(id, { name: 'n' }), { body: { name: 'n' } }],
  ['DELETE /file/{id}', (c) => c.files.delete(id)],
  ['GET /workflow', (c) => c.workflows.list(Q), { query: QS }],
  ['POST /workflow', (c) => c.workflows.create({ name: 'w', nodes: [], edges: [] }), { body: { name: 'w', nodes: [], edges: [] } }],
  ['GET /workflow/{id}', (c) => c.workflows.get(id)],
  ['PATCH /workflow/{id}', (c) => c.workflows.update(id, { name: 'w' }), { body: { name: 'w' } }],
  ['DELETE /workflow/{id}', (c) => c.workflows.delete(id)],
  ['POST /workflow/generate', (c) => c.workflows.generate({ description: 'Booking' }), { body: { description: 'Booking' } }],
  ['GET /test-suite', (c) => c.testSuites.list(Q), { query: QS }],
  ['GET /test-suite', (c) => drain(c.testSuites.paginate(Q)), { query: `${QS}&page=1` }],
  ['POST /test-suite', (c) => c.testSuites.create(B), { body: B }],
  ['GET /test-suite/{id}', (c) => c.testSuites.get(id)],
  ['PATCH /test-suite/{id}', (c) => c.testSuites.update(id, B), { body: B }],
  ['DELETE /test-suite/{id}', (c) => c.testSuites.delete(id)],
  ...nested(sample, 'test', (c) => c.testSuites.tests),
  ...nested(sample, 'run', (c) => c.testSuites.runs as unknown as Client['testSuites']['tests']),
  ['POST /analytics', (c) => c.analytics.query({ queries: [] }), { body: { queries: [] } }],
  ['GET /logs', (c) => c.logs.list({ type: 'API', page: 2 }), { query: '?type=API&page=2' }],
  ['GET /logs', (c) => drain(c.logs.paginate({ callId: 'c1' })), { query: '?callId=c1&page=1' }],
  ['DELETE /logs', (c) => c.logs.delete({ callId: 'c1' }), { query: '?callId=c1' }],
  ['GET /log', (c) => c.logs.listLog({ type: 'Call' }), { query: '?type=Call' }],
  ['DELETE /log', (c) => c.logs.deleteLog({ callId: 'c1' }), { query: '?callId=c1' }],
  ['POST /org', (c) => c.orgs.create(B), { body: B }],
  ['GET /org', (c) => c.orgs.list()],
  ['GET /org/{id}', (c) => c.orgs.get(id)],
  ['PATCH /org/{id}', (c) => c.orgs.update(id, B), { body: B }],
  ['DELETE /org/{id}', (c) => c.orgs.delete(id)],
  ['GET /org/{id}/user', (c) => c.orgs.listUsers(id)],
  ['DELETE /org/{id}/leave', (c) => c.orgs.leave(id)],
  ['DELETE /org/{id}/member/{memberId}/leave', (c) => c.orgs.removeMember(id, memberId)],
  ['POST /org/{id}/invite', (c) => c.orgs.invite(id, { emails: ['a@b.test'], role: 'editor' }), { body: { emails: ['a@b.test'], role: 'editor' } }],
  ['PATCH /org/{id}/role', (c) => c.orgs.updateRole(id, { userId: 'u1', role: 'admin' }), { body: { userId: 'u1', role: 'admin' } }],
  ['GET /org/{id}/auth', (c) => c.orgs.getAuth(id)],
  ['GET /voice-library/{provider}', (c) => c.voiceLibrary.list(provider, { limit: 2, gender: 'female' }), { query: '?limit=2&gender=female' }],
  ['GET /voice-library/{provider}/accents', (c) => c.voiceLibrary.listAccents(provider)],
  ['POST /voice-library/sync/{provider}', (c) => c.voiceLibrary.syncProvider(provider)],
  ['POST /voice-library/sync', (c) => c.voiceLibrary.sync()],
  ['POST /voice-library/create-sesame-voice', (c) => c.voiceLibrary.createSesameVoice({ voiceName: 'v' }), { body: { voiceName: 'v' } }],
  ['GET /{provider}/workflows', (c) => c.providers.listWorkflows(provider, { locationId: 'l1' }), { query: '?locationId=l1' }],
  ['GET /{provider}/workflows/{id}/hooks', (c) => c.providers.listWorkflowHooks(provider, id)],
  ['GET /{provider}/locations', (c) => c.providers.listLocations(provider)],
  ['GET /{provider}/voices/search', (c) => c.providers.searchVoices(provider, { name: 'Ann' }), { query: '?name=Ann' }],
  ['GET /{provider}/voice/search', (c) => c.providers.searchVoicesLegacy(provider, { name: 'Ann' }), { query: '?name=Ann' }],
  ['POST /{provider}/voices/add', (c) => c.providers.addVoice(provider, { ownerId: 'o', voiceId: 'v', name: 'n' }), { body: { ownerId: 'o', voiceId: 'v', name: 'n' } }],
  ['POST /{provider}/voice/add', (c) => c.providers.addVoiceLegacy(provider, { ownerId: 'o', voiceId: 'v', name: 'n' }), { body: { ownerId: 'o', voiceId: 'v', name: 'n' } }],
  ['POST /11labs/voice/clone', (c) => c.providers.cloneVoice({ name: 'Desk', description: 'calm', labels: { accent: 'uk' }, files: [audio, audio] }), { form: { name: 'Desk', description: 'calm', labels: '{"accent":"uk"}', files: 4 } }],
  ];
}
const CASES = casesFor(SAMPLE);

interface Recorded {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

/** A client whose fetch records requests, and whose methods record that they were called. */
function recordingClient() {
  const requests: Recorded[] = [];
  const called = new Set<string>();
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({
      method: init?.method ?? 'GET',
      url: new URL(String(input)),
      headers: new Headers(init?.headers),
      body: init?.body,
    });
    const page = { results: [], metadata: { itemsPerPage: 2, totalItems: 0, currentPage: 1 } };
    return Response.json(page);
  };
  const client = createClient({ token: 'sk_live', baseUrl: 'https://api.test/', fetch });
  const all: string[] = [];
  const track = (target: Record<string, unknown>, prefix: string) => {
    for (const [name, value] of Object.entries(target)) {
      if (typeof value === 'function') {
        all.push(`${prefix}${name}`);
        target[name] = (...args: unknown[]) => {
          called.add(`${prefix}${name}`);
          return value(...args);
        };
      } else if (value && typeof value === 'object' && name !== 'core') {
        track(value as Record<string, unknown>, `${prefix}${name}.`);
      }
    }
  };
  track(client as unknown as Record<string, unknown>, '');
  return { client, requests, called, all };
}

const expectedPath = (route: string) =>
  route
    .slice(route.indexOf(' ') + 1)
    .replace(/\{(\w+)\}/g, (_, name: string) => ENCODED[name] ?? '');

describe('routes (SPEC §7 "Platform API routes" + POST /call/web)', () => {
  const recorder = recordingClient();

  it.each(CASES.map((c, i) => [c[0], i] as const))('%s (case %#)', async (route, index) => {
    const [, call, expected = {}] = CASES[index] as Case;
    const before = recorder.requests.length;
    await call(recorder.client);
    const sent = recorder.requests.slice(before);
    expect(sent).toHaveLength(1);
    const [request] = sent as [Recorded];
    expect(`${request.method} ${request.url.pathname}`).toBe(
      `${route.split(' ')[0]} ${expectedPath(route)}`,
    );
    expect(request.url.search).toBe(expected.query ?? '');
    expect(request.headers.get('authorization')).toBe(expected.unsecured ? null : 'Bearer sk_live');
    if (expected.form) {
      expect(request.body).toBeInstanceOf(FormData);
      expect(request.headers.get('content-type')).toBeNull(); // fetch adds the boundary
      const form = request.body as FormData;
      for (const [name, value] of Object.entries(expected.form)) {
        const parts = form.getAll(name);
        expect(parts.length).toBeGreaterThan(0);
        for (const part of parts) expect(typeof part === 'string' ? part : part.size).toBe(value);
      }
    } else if (expected.body !== undefined) {
      expect(request.headers.get('content-type')).toBe('application/json');
      expect(JSON.parse(String(request.body))).toEqual(expected.body);
    } else {
      expect(request.body).toBeUndefined();
    }
  });

  it('covers every SPEC §7 route, and only those', () => {
    const tested = new Set(CASES.map(([route]) => route));
    expect([...SPEC_ROUTES].filter((route) => !tested.has(route))).toEqual([]);
    expect(
      [...tested].filter((route) => !(SPEC_ROUTES as readonly string[]).includes(route)),
    ).toEqual([]);
    expect(new Set(SPEC_ROUTES).size).toBe(SPEC_ROUTES.length);
    expect(SPEC_ROUTES.length).toBeGreaterThanOrEqual(120);
  });

  it('calls every method of every client resource in the cases above', () => {
    expect(recorder.all.filter((name) => !recorder.called.has(name))).toEqual([]);
    expect(recorder.all.length).toBeGreaterThan(120);
  });
});

describe('path values are checked before any request (an empty, "." or ".." value would retarget it)', () => {
  const recorder = recordingClient();
  const refused = (Object.keys(SAMPLE) as (keyof Sample)[]).flatMap((name) =>
    ['', '.', '..'].flatMap((value) =>
      casesFor({ ...SAMPLE, [name]: value })
        .filter(([route]) => route.includes(`{${name}}`))
        .map(([route, call]) => [route, name, value, call] as const),
    ),
  );

  it.each(refused)('%s with %s = %j', async (_route, _name, _value, call) => {
    const before = recorder.requests.length;
    const error = await rejection(call(recorder.client));
    expect(error.reason).toBe('invalid-argument');
    expect(error.message).toContain('was not sent: invalid argument');
    expect(recorder.requests).toHaveLength(before);
  });

  it('checks every path value of every route', () => {
    const placeholders = CASES.flatMap(([route]) => route.match(/\{\w+\}/g) ?? []);
    expect(refused).toHaveLength(placeholders.length * 3);
    expect(new Set(refused.map(([route]) => route))).toEqual(
      new Set(SPEC_ROUTES.filter((route) => route.includes('{'))),
    );
  });
});
