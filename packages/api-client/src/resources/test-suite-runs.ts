import { paginator } from '../core/paginate';
import { send } from '../core/route';

/** `POST /test-suite/{testSuiteId}/run`: creates a run of a test suite. */
export const createTestSuiteRun = send('POST /test-suite/{testSuiteId}/run', 'body');

/** `GET /test-suite/{testSuiteId}/run`: lists the runs of a test suite (one page). */
export const listTestSuiteRuns = send('GET /test-suite/{testSuiteId}/run', 'query');

/** `GET /test-suite/{testSuiteId}/run/{id}`: one run of a test suite. */
export const getTestSuiteRun = send('GET /test-suite/{testSuiteId}/run/{id}', '');

/** `PATCH /test-suite/{testSuiteId}/run/{id}`: changes the given fields of a run of a test suite. */
export const updateTestSuiteRun = send('PATCH /test-suite/{testSuiteId}/run/{id}', 'body');

/** `DELETE /test-suite/{testSuiteId}/run/{id}`: deletes a run of a test suite. */
export const deleteTestSuiteRun = send('DELETE /test-suite/{testSuiteId}/run/{id}', '');

/**
 * Every run of a test suite, fetched page by page.
 */
export const paginateTestSuiteRuns = paginator(listTestSuiteRuns);

/** The test-suite run routes (`client.testSuites.runs`), or for `bindResource`. */
export const testSuiteRuns = {
  create: createTestSuiteRun,
  list: listTestSuiteRuns,
  get: getTestSuiteRun,
  update: updateTestSuiteRun,
  delete: deleteTestSuiteRun,
  paginate: paginateTestSuiteRuns,
};
