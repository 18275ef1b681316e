import type { BoundResource, Client, RouteFunction } from '../client';
import type { AnyRoute } from '../core/route';
import * as api from '../index';
import { type PlatformRouteName, ROUTE_MAP } from '../routes';
import type { CreateFileRequest } from '../types/files';

/**
 * One call of each client function per route of the route table, built from the route's
 * declaration, with what must arrive on the wire; then the calls that walk pages and stream chats.
 * The route tests send them to a recording fetch, the simulator's tests to the simulator, so both
 * check the same calls against the same declarations.
 */

/** Sample path values, chosen so that encoding shows, and how they must appear in the URL. */
export const SAMPLE = {
  id: 'id 1/x',
  testSuiteId: 'suite?1',
  memberId: 'mem#1',
  provider: 'ghl v2',
  resourceName: 'pron dict',
};
export const ENCODED: Record<string, string> = {
  id: 'id%201%2Fx',
  testSuiteId: 'suite%3F1',
  memberId: 'mem%231',
  provider: 'ghl%20v2',
  resourceName: 'pron%20dict',
};
/** The path values a case is built with. */
export type Sample = typeof SAMPLE;

/** A body every JSON route accepts as far as the client is concerned. */
const B = { name: 'Front desk', metadata: { team: 'ü' } };
/** The query every query route is sent, and how it must arrive. */
const Q = { limit: 2, createdAtGt: new Date(Date.UTC(2025, 0, 1)), updatedAtLe: '2025-02-01' };
const QS = '?limit=2&createdAtGt=2025-01-01T00%3A00%3A00.000Z&updatedAtLe=2025-02-01';
const audio = new Blob([new Uint8Array([0, 1, 2, 255])], { type: 'audio/wav' });

/** Bodies with what the platform requires of them, for routes that refuse {@link B}. */
const BODIES: Partial<Record<PlatformRouteName, unknown>> = {
  createCall: { assistantId: 'a1', customer: { number: '+15550100' } },
  createWebCall: { assistantId: 'a1', assistantOverrides: { variableValues: { n: 1 } } },
  createChat: { assistantId: 'a1', input: 'Hi' },
  createChatResponse: { input: 'Hi' },
  createWebChat: { assistantId: 'a1', input: 'Hi' },
  createWebChatResponse: { input: 'Hi' },
  createCampaign: { name: 'n', phoneNumberId: 'p', customers: [] },
  importTwilioPhoneNumber: { twilioPhoneNumber: '+1', twilioAccountSid: 'AC' },
  importVonagePhoneNumber: { vonagePhoneNumber: '+1', credentialId: 'cr' },
  createPhoneNumber: { provider: 'vapi' },
  createTool: { ...B, type: 'function' },
  createKnowledgeBase: { provider: 'custom-knowledge-base', server: { url: 'https://kb.test' } },
  createSquad: { ...B, members: [] },
  createTemplate: { ...B, type: 'tool' },
  updateTemplate: { ...B, type: 'tool' },
  updateTool: { ...B, type: 'function' },
  updatePhoneNumber: { ...B, provider: 'vapi' },
  updateSquad: { ...B, members: [] },
  updateInsight: { ...B, type: 'bar' },
  createCredential: { ...B, provider: 'openai', apiKey: 'sk-test' },
  createCredentialSession: { provider: 'google' },
  sendCredentialWebhook: {
    type: 'auth',
    operation: 'creation',
    success: true,
    authMode: 'OAUTH2',
    provider: 'google-calendar',
    providerConfigKey: 'google-calendar',
    connectionId: 'conn_1',
    environment: 'prod',
    from: 'broker',
    endUser: { endUserId: 'u1', organizationId: 'org_1' },
  },
  triggerCredential: { action_name: 'x', input: {} },
  createWorkflow: { name: 'w', nodes: [], edges: [] },
  generateWorkflow: { description: 'Booking' },
  createTestSuiteTest: { type: 'chat', script: 'Book', scorers: [] },
  createTestSuiteRun: { type: 'chat', script: 'Book' },
  queryAnalytics: { queries: [] },
  inviteOrgUsers: { emails: ['a@b.test'], role: 'editor' },
  updateOrgUserRole: { userId: 'u1', role: 'admin' },
  createSesameVoice: { voiceName: 'v' },
  addProviderVoice: { ownerId: 'o', voiceId: 'v', name: 'n' },
  addProviderVoiceLegacy: { ownerId: 'o', voiceId: 'v', name: 'n' },
  createEval: { type: 'chat.mockConversation', messages: [{ role: 'user', content: 'Hi' }] },
  createEvalRun: {
    type: 'eval',
    eval: { type: 'chat.mockConversation', messages: [{ role: 'user', content: 'Hi' }] },
    target: { type: 'assistant', assistantId: 'a1' },
  },
  createStructuredOutput: { name: 'booking', schema: { type: 'object' } },
  runStructuredOutput: {
    callIds: [],
    structuredOutput: { name: 'booking', schema: { type: 'string' } },
  },
  createScorecard: { name: 'Bookings', metrics: [] },
  createInsight: { type: 'bar', name: 'Calls', queries: [] },
  previewInsight: { type: 'bar', name: 'Calls', queries: [] },
  runInsight: { assistantId: 'a1' },
};

/** The input of each multipart route, and the form fields that must arrive (files as sizes). */
const FORMS: Partial<
  Record<PlatformRouteName, [input: unknown, fields: Record<string, string | number>]>
> = {
  uploadFile: [{ file: audio, filename: 'a.wav' }, { file: 4 }],
  createFile: [
    { file: audio, filename: 'a.wav', name: 'Sample' },
    { file: 4, name: 'Sample' },
  ],
  cloneVoice: [
    { name: 'Desk', description: 'calm', labels: { accent: 'uk' }, files: [audio, audio] },
    { name: 'Desk', description: 'calm', labels: '{"accent":"uk"}', files: 4 },
  ],
};

/** What must arrive on the wire for a call. */
export interface Expect {
  /** The JSON body that must arrive; without it (and without `form`), no body may be sent. */
  body?: unknown;
  /** Expected query string (`''` for none). */
  query: string;
  /** Multipart fields that must arrive (file parts as their size). */
  form?: Record<string, string | number>;
}

/** One call: its label, the route it sends, the call through a client, what must arrive. */
export interface Case {
  label: string;
  route: AnyRoute;
  call: (client: Client) => Promise<unknown>;
  expect: Expect;
}

const drain = async (items: AsyncIterable<unknown>) => {
  for await (const _ of items);
};

/** The client's resources by the name of their unbound object in the main entry. */
const resourcesOf = (
  client: Client,
): Record<string, BoundResource<Record<string, RouteFunction>>> =>
  ({
    ...client,
    testSuiteTests: client.testSuites.tests,
    testSuiteRuns: client.testSuites.runs,
    evalRuns: client.evals.runs,
  }) as never;

/** The unbound resource objects of the main entry (`assistants`, `testSuiteRuns`, …). */
export const RESOURCES = (Object.entries(api) as [string, unknown][]).filter(
  (entry): entry is [string, Record<string, RouteFunction>] =>
    typeof entry[1] === 'object' &&
    entry[1] !== null &&
    Object.values(entry[1] as object).every((value) => typeof value === 'function'),
);

/** The resource and method through which a client sends the function named `name`. */
export function methodOf(name: string): [resource: string, method: string] {
  const fn = (api as Record<string, unknown>)[name];
  for (const [resource, methods] of RESOURCES)
    for (const [method, value] of Object.entries(methods))
      if (value === fn) return [resource, method];
  throw new Error(`${name} is no method of a client resource`);
}

/** The route's path values from `sample`, in order. */
const valuesFor = (route: AnyRoute, sample: Sample) =>
  [...route.key.matchAll(/\{(\w+)\}/g)].map(([, name]) => sample[name as keyof Sample]);

/** One case per route of the table, built with the given path values, then the walks and streams. */
export function casesFor(sample: Sample): Case[] {
  const cases: Case[] = Object.entries(ROUTE_MAP).map(([name, route]) => {
    const [resource, method] = methodOf(name);
    const args: unknown[] = valuesFor(route, sample);
    const expect: Expect = { query: '' };
    const form = FORMS[name as PlatformRouteName];
    if (form) {
      args.push(form[0]);
      expect.form = form[1];
    } else if (route.input === 'query') {
      args.push(Q);
      expect.query = QS;
    } else if (route.input === 'body') {
      const body = BODIES[name as PlatformRouteName] ?? B;
      args.push(body);
      expect.body = body;
    }
    return {
      label: `${route.key} (${resource}.${method})`,
      route,
      call: (client) => resourcesOf(client)[resource]?.[method]?.(...(args as never[])) as never,
      expect,
    };
  });
  // every walk of pages, through the route its resource lists a page with
  for (const [resource, methods] of RESOURCES) {
    if (!methods.paginate) continue;
    const list = methods.listPage ?? methods.list;
    const [name] = Object.entries(api).find(([, value]) => value === list) ?? [];
    const route = ROUTE_MAP[name as PlatformRouteName];
    const values = valuesFor(route, sample);
    cases.push({
      label: `${route.key} (${resource}.paginate)`,
      route,
      call: (client) => {
        const walk = resourcesOf(client)[resource]?.paginate as (
          ...args: unknown[]
        ) => AsyncIterable<unknown>;
        return drain(walk(...values, Q));
      },
      expect: { query: `${QS}&page=1` },
    });
  }
  const chat = { assistantId: 'a1', input: 'Hi' };
  cases.push(
    {
      label: `${ROUTE_MAP.createChat.key} (chats.stream)`,
      route: ROUTE_MAP.createChat,
      call: (client) => drain(client.chats.stream(chat)),
      expect: { query: '', body: { ...chat, stream: true } },
    },
    {
      label: `${ROUTE_MAP.createFile.key} (files.create, JSON)`,
      route: ROUTE_MAP.createFile,
      // a body without a file, which the platform's schema does not describe: sent as JSON
      call: (client) =>
        client.files.create({
          name: 'Sample',
          url: 'https://x.test/a.pdf',
        } as unknown as CreateFileRequest),
      expect: { query: '', body: { name: 'Sample', url: 'https://x.test/a.pdf' } },
    },
  );
  return cases;
}
