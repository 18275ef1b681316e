import { answers, body, query, route } from '../core/route';
import type {
  CreateTestSuiteTestRequest,
  TestSuitePageQuery,
  TestSuiteTest,
  TestSuiteTestPage,
  UpdateTestSuiteTestRequest,
} from '../types/test-suite';

// The routes of a test suite's tests: `{testSuiteId}` names the suite, `{id}` the test.

export const listTestSuiteTests = route(
  'GET /test-suite/{testSuiteId}/test',
  query<TestSuitePageQuery, TestSuiteTestPage>(),
);
export const createTestSuiteTest = route(
  'POST /test-suite/{testSuiteId}/test',
  body<CreateTestSuiteTestRequest, TestSuiteTest>(),
);
export const getTestSuiteTest = route(
  'GET /test-suite/{testSuiteId}/test/{id}',
  answers<TestSuiteTest>(),
);
export const updateTestSuiteTest = route(
  'PATCH /test-suite/{testSuiteId}/test/{id}',
  body<UpdateTestSuiteTestRequest, TestSuiteTest>(),
);
export const deleteTestSuiteTest = route(
  'DELETE /test-suite/{testSuiteId}/test/{id}',
  answers<TestSuiteTest>(),
);
