import { paginator } from '../core/paginate';
import { send } from '../core/route';

/** `POST /test-suite`: creates a test suite. */
export const createTestSuite = send('POST /test-suite', 'body');

/** `GET /test-suite`: lists test suites (one page). */
export const listTestSuites = send('GET /test-suite', 'query');

/** `GET /test-suite/{id}`: one test suite. */
export const getTestSuite = send('GET /test-suite/{id}', '');

/** `PATCH /test-suite/{id}`: changes the given fields of a test suite. */
export const updateTestSuite = send('PATCH /test-suite/{id}', 'body');

/** `DELETE /test-suite/{id}`: deletes a test suite. */
export const deleteTestSuite = send('DELETE /test-suite/{id}', '');

/**
 * Every test suite, fetched page by page from `GET /test-suite`.
 */
export const paginateTestSuites = paginator(listTestSuites);

/** The test-suite routes, for `createClient` (`client.testSuites.list()`) or `bindResource`. */
export const testSuites = {
  create: createTestSuite,
  list: listTestSuites,
  get: getTestSuite,
  update: updateTestSuite,
  delete: deleteTestSuite,
  paginate: paginateTestSuites,
};
