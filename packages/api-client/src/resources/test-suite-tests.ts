import { paginator } from '../core/paginate';
import { send } from '../core/route';
import * as routes from '../routes/test-suite-tests';

/** `POST /test-suite/{testSuiteId}/test`: creates a test of a test suite. */
export const createTestSuiteTest = send(routes.createTestSuiteTest);

/** `GET /test-suite/{testSuiteId}/test`: lists the tests of a test suite (one page). */
export const listTestSuiteTests = send(routes.listTestSuiteTests);

/** `GET /test-suite/{testSuiteId}/test/{id}`: one test of a test suite. */
export const getTestSuiteTest = send(routes.getTestSuiteTest);

/** `PATCH /test-suite/{testSuiteId}/test/{id}`: changes the given fields of a test of a test suite. */
export const updateTestSuiteTest = send(routes.updateTestSuiteTest);

/** `DELETE /test-suite/{testSuiteId}/test/{id}`: deletes a test of a test suite. */
export const deleteTestSuiteTest = send(routes.deleteTestSuiteTest);

/**
 * Every test of a test suite, fetched page by page.
 */
export const paginateTestSuiteTests = paginator(routes.listTestSuiteTests);

/** The test-suite test routes (`client.testSuites.tests`), or for `bindResource`. */
export const testSuiteTests = {
  create: createTestSuiteTest,
  list: listTestSuiteTests,
  get: getTestSuiteTest,
  update: updateTestSuiteTest,
  delete: deleteTestSuiteTest,
  paginate: paginateTestSuiteTests,
};
