import { answers, body, query, route } from '../core/route';
import type {
  CreateTestSuiteRequest,
  TestSuite,
  TestSuitePage,
  TestSuitePageQuery,
  UpdateTestSuiteRequest,
} from '../types/test-suite';

// The test-suite routes (their tests and runs: `./test-suite-tests`, `./test-suite-runs`).

export const listTestSuites = route('GET /test-suite', query<TestSuitePageQuery, TestSuitePage>());
export const createTestSuite = route('POST /test-suite', body<CreateTestSuiteRequest, TestSuite>());
export const getTestSuite = route('GET /test-suite/{id}', answers<TestSuite>());
export const updateTestSuite = route(
  'PATCH /test-suite/{id}',
  body<UpdateTestSuiteRequest, TestSuite>(),
);
export const deleteTestSuite = route('DELETE /test-suite/{id}', answers<TestSuite>());
