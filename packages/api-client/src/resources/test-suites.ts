import { paginator } from '../core/paginate';
import { send } from '../core/route';
import * as routes from '../routes/test-suites';

/** `POST /test-suite`: creates a test suite. */
export const createTestSuite = send(routes.createTestSuite);

/** `GET /test-suite`: lists test suites (one page). */
export const listTestSuites = send(routes.listTestSuites);

/** `GET /test-suite/{id}`: one test suite. */
export const getTestSuite = send(routes.getTestSuite);

/** `PATCH /test-suite/{id}`: changes the given fields of a test suite. */
export const updateTestSuite = send(routes.updateTestSuite);

/** `DELETE /test-suite/{id}`: deletes a test suite. */
export const deleteTestSuite = send(routes.deleteTestSuite);

/**
 * Every test suite, fetched page by page from `GET /test-suite`.
 */
export const paginateTestSuites = paginator(routes.listTestSuites);

/** The test-suite routes, for `createClient` (`client.testSuites.list()`) or `bindResource`. */
export const testSuites = {
  create: createTestSuite,
  list: listTestSuites,
  get: getTestSuite,
  update: updateTestSuite,
  delete: deleteTestSuite,
  paginate: paginateTestSuites,
};
