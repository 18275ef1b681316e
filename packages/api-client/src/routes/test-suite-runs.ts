import { answers, body, query, route } from '../core/route';
import type {
  CreateTestSuiteRunRequest,
  TestSuitePageQuery,
  TestSuiteRun,
  TestSuiteRunPage,
  UpdateTestSuiteRunRequest,
} from '../types/test-suite';

// The routes of a test suite's runs: `{testSuiteId}` names the suite, `{id}` the run.

export const listTestSuiteRuns = route(
  'GET /test-suite/{testSuiteId}/run',
  query<TestSuitePageQuery, TestSuiteRunPage>(),
);
/** The body is optional: a run of the whole suite with its defaults. */
export const createTestSuiteRun = route(
  'POST /test-suite/{testSuiteId}/run',
  body<CreateTestSuiteRunRequest | undefined, TestSuiteRun>(),
);
export const getTestSuiteRun = route(
  'GET /test-suite/{testSuiteId}/run/{id}',
  answers<TestSuiteRun>(),
);
export const updateTestSuiteRun = route(
  'PATCH /test-suite/{testSuiteId}/run/{id}',
  body<UpdateTestSuiteRunRequest, TestSuiteRun>(),
);
export const deleteTestSuiteRun = route(
  'DELETE /test-suite/{testSuiteId}/run/{id}',
  answers<TestSuiteRun>(),
);
