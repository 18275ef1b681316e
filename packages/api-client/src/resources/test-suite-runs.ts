import { paginator } from '../core/paginate';
import { send } from '../core/route';
import * as routes from '../routes/test-suite-runs';

/** `POST /test-suite/{testSuiteId}/run`: creates a run of a test suite. */
export const createTestSuiteRun = send(routes.createTestSuiteRun);

/** `GET /test-suite/{testSuiteId}/run`: lists the runs of a test suite (one page). */
export const listTestSuiteRuns = send(routes.listTestSuiteRuns);

/** `GET /test-suite/{testSuiteId}/run/{id}`: one run of a test suite. */
export const getTestSuiteRun = send(routes.getTestSuiteRun);

/** `PATCH /test-suite/{testSuiteId}/run/{id}`: changes the given fields of a run of a test suite. */
export const updateTestSuiteRun = send(routes.updateTestSuiteRun);

/** `DELETE /test-suite/{testSuiteId}/run/{id}`: deletes a run of a test suite. */
export const deleteTestSuiteRun = send(routes.deleteTestSuiteRun);

/**
 * Every run of a test suite, fetched page by page.
 */
export const paginateTestSuiteRuns = paginator(routes.listTestSuiteRuns);

/** The test-suite run routes (`client.testSuites.runs`), or for `bindResource`. */
export const testSuiteRuns = {
  create: createTestSuiteRun,
  list: listTestSuiteRuns,
  get: getTestSuiteRun,
  update: updateTestSuiteRun,
  delete: deleteTestSuiteRun,
  paginate: paginateTestSuiteRuns,
};
