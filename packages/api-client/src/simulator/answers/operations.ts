import type { JsonObject } from '../../types/common';
import type { CreateOrgRequest, Org } from '../../types/org';
import type {
  CreateTestSuiteRequest,
  CreateTestSuiteRunRequest,
  CreateTestSuiteTestRequest,
  TestSuite,
  TestSuiteRun,
  TestSuiteTest,
} from '../../types/test-suite';
import { crud, type StoredResources } from '../crud';
import { matching, pageOf, type RouteContext } from '../request';
import { copy } from '../state';
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

const orgs = crud<CreateOrgRequest, Org>({
  collection: 'orgs',
  removed: (org, ctx) => ctx.state.orgUsers.delete(org.id),
});

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

/** The stored resources of these routes, by the list route of their collection. */
export const operationResources = {
  listTestSuites: testSuites,
  // `{testSuiteId}` names the suite, which must exist
  listTestSuiteTests: crud<CreateTestSuiteTestRequest, TestSuiteTest>({
    collection: 'testSuiteTests',
    required: { type: 'string', script: 'string', scorers: 'array' },
    parent: 'testSuites',
    paged: true,
  }),
  listTestSuiteRuns: crud<CreateTestSuiteRunRequest, TestSuiteRun>({
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
  listOrgs: orgs,
} satisfies StoredResources;

/** The answers of the log routes: the seeded entries, filtered and paged, and deleted. */
export const operationAnswers = {
  listLog: listLogs,
  deleteLog: deleteLogs,
  listLogs,
  deleteLogs,
} satisfies Partial<AnswerTable>;
