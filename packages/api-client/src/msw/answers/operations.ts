import type { JsonObject } from '../../types/common';
import type {
  CreateOrgRequest,
  InviteOrgUsersRequest,
  Org,
  UpdateOrgUserRoleRequest,
} from '../../types/org';
import type {
  AddProviderVoiceRequest,
  AnalyticsQuery,
  AnalyticsRequest,
  AnalyticsResult,
  LibraryVoice,
} from '../../types/platform';
import type {
  CreateTestSuiteRequest,
  CreateTestSuiteRunRequest,
  CreateTestSuiteTestRequest,
  TestSuite,
  TestSuiteRun,
  TestSuiteTest,
} from '../../types/test-suite';
import { crud, stamp } from '../crud';
import { badRequest, notFound } from '../errors';
import {
  formBody,
  jsonBody,
  listOf,
  matching,
  pageOf,
  type RouteContext,
  requireFields,
} from '../request';
import { copy, newId, type PlatformState } from '../state';
import type { AnswerTable } from './table';

const testSuites = crud<CreateTestSuiteRequest, TestSuite>({
  label: 'Test suite',
  collection: (state) => state.testSuites,
  required: {},
  make: (body, base) => ({ ...body, ...base }),
});
const inSuite = {
  param: 'testSuiteId',
  field: 'testSuiteId',
  label: 'Test suite',
  exists: (ctx: RouteContext, id: string) => ctx.state.testSuites.has(id),
} as const;
const suiteTests = crud<CreateTestSuiteTestRequest, TestSuiteTest>({
  label: 'Test',
  collection: (state) => state.testSuiteTests,
  required: { type: 'string', script: 'string' },
  make: (body, base, ctx) => ({ ...body, ...base, testSuiteId: ctx.params.testSuiteId }),
  parent: inSuite,
});
const suiteRuns = crud<CreateTestSuiteRunRequest, TestSuiteRun>({
  label: 'Test suite run',
  collection: (state) => state.testSuiteRuns,
  required: {},
  make: (body, base, ctx) => ({
    ...body,
    ...base,
    testSuiteId: ctx.params.testSuiteId,
    status: 'queued',
    testResults: [],
  }),
  parent: inSuite,
});

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One analytics query over the stored calls: each operation on a column, per group. */
function analyticsOf(state: PlatformState, query: AnalyticsQuery): AnalyticsResult {
  const rows = query.table === 'call' ? [...state.calls.values()] : [];
  const groups = new Map<string, Record<string, unknown>[]>();
  for (const row of rows as Record<string, unknown>[]) {
    const key = JSON.stringify((query.groupBy ?? []).map((field) => row[field] ?? null));
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const result = [...groups].map(([key, members]) => {
    const out: JsonObject = {};
    for (const [index, field] of (query.groupBy ?? []).entries())
      out[field] = (JSON.parse(key) as unknown[])[index];
    for (const { operation, column, alias } of query.operations ?? []) {
      const values = members
        .map((m) => m[column])
        .filter((v): v is number => typeof v === 'number');
      const sum = values.reduce((a, b) => a + b, 0);
      const value = {
        sum,
        avg: values.length ? sum / values.length : 0,
        count: members.length,
        min: values.length ? Math.min(...values) : 0,
        max: values.length ? Math.max(...values) : 0,
        history: values.length,
      }[operation];
      out[alias ?? `${operation}${capitalized(column)}`] = value;
    }
    return out;
  });
  return { name: query.name, timeRange: query.timeRange ?? {}, result };
}

const orgs = crud<CreateOrgRequest, Org>({
  label: 'Org',
  collection: (state) => state.orgs,
  required: {},
  make: (body, base) => ({ ...body, ...base }),
});

/** The members of the request's org; the org must exist. */
function membersOf(ctx: RouteContext) {
  const id = ctx.params.id ?? '';
  if (!ctx.state.orgs.has(id)) throw notFound('Org', id);
  const members = ctx.state.orgUsers.get(id) ?? [];
  ctx.state.orgUsers.set(id, members);
  return members;
}

/** The library voices of the request's provider that match its filters. */
function voicesOf(ctx: RouteContext): LibraryVoice[] {
  const provider = ctx.params.provider;
  return ctx.state.voices.filter((voice) => voice.provider === provider);
}
const VOICE_RULES = {
  equal: ['gender', 'accent', 'language'],
  contains: { name: ['name'] },
} as const;

/** `POST /{provider}/voices/add` (and the singular route): the voice joins the library. */
function addVoice(ctx: RouteContext): JsonObject {
  const body = requireFields<AddProviderVoiceRequest>(ctx, {
    ownerId: 'string',
    voiceId: 'string',
    name: 'string',
  });
  const voice: LibraryVoice = {
    provider: ctx.params.provider,
    providerId: body.voiceId,
    name: body.name,
  };
  ctx.state.voices.push(voice);
  return copy(voice);
}

/** The answers of the test-suite, analytics, log, org, voice-library and provider routes. */
export const operationAnswers = {
  'GET /test-suite': testSuites.page,
  'POST /test-suite': testSuites.create,
  'GET /test-suite/{id}': testSuites.get,
  'PATCH /test-suite/{id}': testSuites.update,
  'DELETE /test-suite/{id}': (ctx) => {
    const suite = testSuites.remove(ctx);
    for (const items of [ctx.state.testSuiteTests, ctx.state.testSuiteRuns])
      for (const [id, item] of items) if (item.testSuiteId === suite.id) items.delete(id);
    return suite;
  },
  'GET /test-suite/{testSuiteId}/test': suiteTests.page,
  'POST /test-suite/{testSuiteId}/test': suiteTests.create,
  'GET /test-suite/{testSuiteId}/test/{id}': suiteTests.get,
  'PATCH /test-suite/{testSuiteId}/test/{id}': suiteTests.update,
  'DELETE /test-suite/{testSuiteId}/test/{id}': suiteTests.remove,
  'GET /test-suite/{testSuiteId}/run': suiteRuns.page,
  'POST /test-suite/{testSuiteId}/run': suiteRuns.create,
  'GET /test-suite/{testSuiteId}/run/{id}': suiteRuns.get,
  'PATCH /test-suite/{testSuiteId}/run/{id}': suiteRuns.update,
  'DELETE /test-suite/{testSuiteId}/run/{id}': suiteRuns.remove,
  'POST /analytics': (ctx) => {
    const { queries } = requireFields<AnalyticsRequest>(ctx, { queries: 'array' });
    const bad = queries.findIndex(
      (q) => typeof q?.name !== 'string' || !Array.isArray(q.operations),
    );
    if (bad >= 0) throw badRequest([`queries.${bad} needs a name and operations`]);
    return queries.map((query) => analyticsOf(ctx.state, query));
  },
  'GET /log': (ctx) => copy(pageOf(ctx.state.logs, ctx.query, LOG_RULES)),
  'DELETE /log': (ctx) => deleteLogs(ctx),
  'GET /logs': (ctx) => copy(pageOf(ctx.state.logs, ctx.query, LOG_RULES)),
  'DELETE /logs': (ctx) => deleteLogs(ctx),
  'POST /org': orgs.create,
  'GET /org': orgs.list,
  'GET /org/{id}': orgs.get,
  'PATCH /org/{id}': orgs.update,
  'DELETE /org/{id}': (ctx) => {
    const org = orgs.remove(ctx);
    ctx.state.orgUsers.delete(org.id);
    return org;
  },
  'GET /org/{id}/user': (ctx) => copy(membersOf(ctx)),
  'DELETE /org/{id}/leave': (ctx): JsonObject => {
    membersOf(ctx);
    return {};
  },
  'DELETE /org/{id}/member/{memberId}/leave': (ctx): JsonObject => {
    const members = membersOf(ctx);
    const memberId = ctx.params.memberId ?? '';
    const index = members.findIndex((member) => member.id === memberId);
    if (index < 0) throw notFound('Member', memberId);
    members.splice(index, 1);
    return {};
  },
  'POST /org/{id}/invite': (ctx): JsonObject => {
    const { emails, role } = requireFields<InviteOrgUsersRequest>(ctx, {
      emails: 'array',
      role: 'string',
    });
    const members = membersOf(ctx);
    for (const email of emails) members.push({ id: newId(), email, role });
    return {};
  },
  'PATCH /org/{id}/role': (ctx): JsonObject => {
    const { userId, role } = requireFields<UpdateOrgUserRoleRequest>(ctx, {
      userId: 'string',
      role: 'string',
    });
    const member = membersOf(ctx).find((m) => m.id === userId);
    if (!member) throw notFound('Member', userId);
    member.role = role;
    return {};
  },
  'GET /org/{id}/auth': (ctx): JsonObject => {
    membersOf(ctx);
    return {};
  },
  'GET /voice-library/{provider}': (ctx) => copy(listOf(voicesOf(ctx), ctx.query, VOICE_RULES)),
  'GET /voice-library/{provider}/accents': (ctx) => [
    ...new Set(voicesOf(ctx).flatMap((voice) => (voice.accent ? [voice.accent] : []))),
  ],
  'POST /voice-library/sync/{provider}': (ctx) => copy(voicesOf(ctx)),
  'POST /voice-library/sync': (ctx) => copy(ctx.state.voices),
  'POST /voice-library/create-sesame-voice': (ctx): JsonObject => ({
    ...jsonBody<JsonObject>(ctx),
    ...stamp(ctx),
  }),
  'GET /{provider}/workflows': (): JsonObject[] => [],
  'GET /{provider}/workflows/{id}/hooks': (): JsonObject[] => [],
  'GET /{provider}/locations': (): JsonObject[] => [],
  'GET /{provider}/voices/search': (ctx) => copy(listOf(voicesOf(ctx), ctx.query, VOICE_RULES)),
  'GET /{provider}/voice/search': (ctx) => copy(listOf(voicesOf(ctx), ctx.query, VOICE_RULES)),
  'POST /{provider}/voices/add': addVoice,
  'POST /{provider}/voice/add': addVoice,
  'POST /11labs/voice/clone': (ctx): JsonObject => {
    const form = formBody(ctx);
    const name = form.get('name');
    const problems = [
      ...(typeof name === 'string' && name ? [] : ['name should not be empty']),
      ...(form.getAll('files').some((part) => part instanceof Blob)
        ? []
        : ['files should not be empty']),
    ];
    if (problems.length) throw badRequest(problems);
    const voice: LibraryVoice = { provider: '11labs', providerId: newId(), name: String(name) };
    ctx.state.voices.push(voice);
    return { voiceId: voice.providerId };
  },
} satisfies Partial<AnswerTable>;

const LOG_RULES = {
  equal: ['type', 'callId', 'assistantId', 'phoneNumberId', 'customerId', 'squadId'],
  timeField: 'time',
};

/** Deletes the log entries matching the query's filters (every entry without a filter). */
function deleteLogs(ctx: RouteContext): JsonObject {
  const doomed = new Set(matching(ctx.state.logs, ctx.query, LOG_RULES));
  ctx.state.logs = ctx.state.logs.filter((entry) => !doomed.has(entry));
  return {};
}
