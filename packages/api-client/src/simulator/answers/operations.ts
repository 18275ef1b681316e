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
import { capitalized, crud, stamp } from '../crud';
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
  collection: 'testSuites',
  paged: true,
  // its tests and runs go with it
  removed(suite, ctx) {
    for (const items of [ctx.state.testSuiteTests, ctx.state.testSuiteRuns])
      for (const [id, item] of items) if (item.testSuiteId === suite.id) items.delete(id);
  },
});

/** One analytics query over the stored calls: each operation on a column, per group. */
function analyticsOf(
  state: PlatformState,
  { name, table, groupBy = [], operations = [], timeRange = {} }: AnalyticsQuery,
): AnalyticsResult {
  // the rows of each group, by the JSON of its values (the order of the first row of each)
  const groups: Record<string, JsonObject[]> = {};
  for (const row of table === 'call' ? (state.calls.values() as Iterable<JsonObject>) : []) {
    const key = JSON.stringify(groupBy.map((field) => row[field] ?? null));
    groups[key] = [...(groups[key] ?? []), row];
  }
  const result = Object.entries(groups).map(([key, rows]) => {
    const grouped: unknown[] = JSON.parse(key);
    const out: JsonObject = Object.fromEntries(groupBy.map((field, i) => [field, grouped[i]]));
    for (const { operation, column, alias } of operations) {
      const values = rows.map((row) => row[column]).filter((v) => typeof v === 'number');
      const sum = values.reduce((a, b) => a + b, 0);
      const n = values.length;
      // an operation over no values is 0
      out[alias ?? operation + capitalized(column)] = (
        {
          sum,
          avg: n && sum / n,
          count: rows.length,
          min: n && Math.min(...values),
          max: n && Math.max(...values),
          history: n,
        } as Record<string, number>
      )[operation];
    }
    return out;
  });
  return { name, timeRange, result };
}

const orgs = crud<CreateOrgRequest, Org>({
  collection: 'orgs',
  removed: (org, ctx) => ctx.state.orgUsers.delete(org.id),
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

/** A voice of the library, stamped as the platform stores one. */
const libraryVoice = (
  ctx: RouteContext,
  fields: Pick<LibraryVoice, 'provider' | 'providerId' | 'name'>,
): LibraryVoice => ({ ...stamp(ctx), isDeleted: false, isPublic: false, ...fields });

/** A library voice as a provider's voice search finds it. */
const sharedVoice = ({ id, providerId = id, name = '', accent, gender }: LibraryVoice) => ({
  voiceId: providerId,
  name,
  accent,
  gender,
});

/** `GET /{provider}/voices/search` (and the singular route): the library voices that match. */
const searchVoices = (ctx: RouteContext) =>
  listOf(voicesOf(ctx), ctx.query, VOICE_RULES).map(sharedVoice);

/** `POST /{provider}/voices/add` (and the singular route): the voice joins the library. */
function addVoice(ctx: RouteContext): JsonObject {
  const body = requireFields<AddProviderVoiceRequest>(ctx, {
    ownerId: 'string',
    voiceId: 'string',
    name: 'string',
  });
  const voice = libraryVoice(ctx, {
    provider: ctx.params.provider,
    providerId: body.voiceId,
    name: body.name,
  });
  ctx.state.voices.push(voice);
  return copy(voice);
}

const LOG_RULES = {
  equal: ['type', 'callId', 'assistantId', 'phoneNumberId', 'customerId', 'squadId'],
  timeField: 'time',
};

/** The log entries matching the query's filters, one page. */
const listLogs = (ctx: RouteContext) => copy(pageOf(ctx.state.logs, ctx.query, LOG_RULES));

/** Deletes the log entries matching the query's filters (every entry without a filter). */
function deleteLogs(ctx: RouteContext): JsonObject {
  const doomed = new Set(matching(ctx.state.logs, ctx.query, LOG_RULES));
  ctx.state.logs = ctx.state.logs.filter((entry) => !doomed.has(entry));
  return {};
}

/** The stored resources of these routes, by the path of their collection. */
export const operationResources = {
  '/test-suite': testSuites,
  // `{testSuiteId}` names the suite, which must exist
  '/test-suite/{testSuiteId}/test': crud<CreateTestSuiteTestRequest, TestSuiteTest>({
    collection: 'testSuiteTests',
    required: { type: 'string', script: 'string', scorers: 'array' },
    parent: 'testSuites',
    paged: true,
  }),
  '/test-suite/{testSuiteId}/run': crud<CreateTestSuiteRunRequest, TestSuiteRun>({
    collection: 'testSuiteRuns',
    make: (body, base, ctx) => ({
      ...body,
      ...base,
      testSuiteId: ctx.params.testSuiteId ?? '',
      status: 'queued',
      testResults: [],
    }),
    parent: 'testSuites',
    paged: true,
  }),
  '/org': orgs,
};

/** The answers of the analytics, log, org, voice-library and provider routes that are not plain. */
export const operationAnswers = {
  queryAnalytics: (ctx) => {
    const { queries } = requireFields<AnalyticsRequest>(ctx, { queries: 'array' });
    const bad = queries.findIndex(
      (q) => typeof q?.name !== 'string' || !Array.isArray(q.operations),
    );
    if (bad >= 0) throw badRequest([`queries.${bad} needs a name and operations`]);
    return queries.map((query) => analyticsOf(ctx.state, query));
  },
  listLog: listLogs,
  deleteLog: deleteLogs,
  listLogs,
  deleteLogs,
  listOrgUsers: (ctx) => copy(membersOf(ctx)),
  leaveOrg: (ctx): JsonObject => {
    membersOf(ctx);
    return {};
  },
  removeOrgMember: (ctx): JsonObject => {
    const members = membersOf(ctx);
    const memberId = ctx.params.memberId ?? '';
    const index = members.findIndex((member) => member.id === memberId);
    if (index < 0) throw notFound('Member', memberId);
    members.splice(index, 1);
    return {};
  },
  inviteOrgUsers: (ctx): JsonObject => {
    const { emails, role } = requireFields<InviteOrgUsersRequest>(ctx, {
      emails: 'array',
      role: 'string',
    });
    const members = membersOf(ctx);
    for (const email of emails)
      members.push({ id: newId(), email, role, createdAt: ctx.now, updatedAt: ctx.now });
    return {};
  },
  updateOrgUserRole: (ctx): JsonObject => {
    const { userId, role } = requireFields<UpdateOrgUserRoleRequest>(ctx, {
      userId: 'string',
      role: 'string',
    });
    const member = membersOf(ctx).find((m) => m.id === userId);
    if (!member) throw notFound('Member', userId);
    member.role = role;
    return {};
  },
  getOrgAuth: (ctx): JsonObject => {
    membersOf(ctx);
    return {};
  },
  listLibraryVoices: (ctx) => copy(listOf(voicesOf(ctx), ctx.query, VOICE_RULES)),
  listLibraryAccents: (ctx) => [
    ...new Set(voicesOf(ctx).flatMap((voice) => (voice.accent ? [voice.accent] : []))),
  ],
  syncVoiceLibraryProvider: (ctx) => copy(voicesOf(ctx)),
  syncVoiceLibrary: (ctx) => copy(ctx.state.voices),
  createSesameVoice: (ctx): JsonObject => ({
    ...jsonBody<JsonObject>(ctx),
    ...stamp(ctx),
  }),
  listProviderWorkflows: (): JsonObject[] => [],
  listProviderWorkflowHooks: (): JsonObject[] => [],
  listProviderLocations: (): JsonObject[] => [],
  searchProviderVoices: searchVoices,
  searchProviderVoicesLegacy: searchVoices,
  addProviderVoice: addVoice,
  addProviderVoiceLegacy: addVoice,
  cloneVoice: (ctx): JsonObject => {
    const form = formBody(ctx);
    const name = form.get('name');
    const problems = [
      ...(typeof name === 'string' && name ? [] : ['name should not be empty']),
      ...(form.getAll('files').some((part) => part instanceof Blob)
        ? []
        : ['files should not be empty']),
    ];
    if (problems.length) throw badRequest(problems);
    const voice = libraryVoice(ctx, {
      provider: '11labs',
      providerId: newId(),
      name: String(name),
    });
    ctx.state.voices.push(voice);
    return { voiceId: voice.providerId };
  },
} satisfies Partial<AnswerTable>;
