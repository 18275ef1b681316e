import { paginator } from '../core/paginate';
import { send } from '../core/route';

/** `POST /test-suite/{testSuiteId}/test`: creates a test of a test suite. */
export const createTestSuiteTest = send('POST /test-suite/{testSuiteId}/test', 'body');

/** `GET /test-suite/{testSuiteId}/test`: lists the tests of a test suite (one page). */
export const listTestSuiteTests = send('GET /test-suite/{testSuiteId}/test', 'query');

/** `GET /test-suite/{testSuiteId}/test/{id}`: one test of a test suite. */
export const getTestSuiteTest = send('GET /test-suite/{testSuiteId}/test/{id}', '');

/** `PATCH /test-suite/{testSuiteId}/test/{id}`: changes the given fields of a test of a test suite. */
export const updateTestSuiteTest = send('PATCH /test-suite/{testSuiteId}/test/{id}', 'body');

/** `DELETE /test-suite/{testSuiteId}/test/{id}`: deletes a test of a test suite. */
export const deleteTestSuiteTest = send('DELETE /test-suite/{testSuiteId}/test/{id}', '');

/**
 * Every test of a test suite, fetched page by page.
 */
export const paginateTestSuiteTests = paginator(listTestSuiteTests);

/** The test-suite test routes (`client.testSuites.tests`), or for `bindResource`. */
export const testSuiteTests = {
  create: createTestSuiteTest,
  list: listTestSuiteTests,
  get: getTestSuiteTest,
  update: updateTestSuiteTest,
  delete: deleteTestSuiteTest,
  paginate: paginateTestSuiteTests,
};
