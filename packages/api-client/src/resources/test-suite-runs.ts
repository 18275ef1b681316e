import type { Core, RequestOptions } from '../core/core';
import { type PaginateOptions, paginate } from '../core/paginate';
import { path } from '../core/url';
import type { Page } from '../types/common';
import type {
  CreateTestSuiteRunRequest,
  TestSuitePageQuery,
  TestSuiteRun,
  UpdateTestSuiteRunRequest,
} from '../types/test-suite';

/** `POST /test-suite/{testSuiteId}/run`: creates a run of a test suite. */
export const createTestSuiteRun = (
  core: Core,
  testSuiteId: string,
  body?: CreateTestSuiteRunRequest,
  options?: RequestOptions,
): Promise<TestSuiteRun> =>
  core.request({ ...options, method: 'POST', path: path`/test-suite/${testSuiteId}/run`, body });

/** `GET /test-suite/{testSuiteId}/run`: lists the runs of a test suite (one page). */
export const listTestSuiteRuns = (
  core: Core,
  testSuiteId: string,
  query?: TestSuitePageQuery,
  options?: RequestOptions,
): Promise<Page<TestSuiteRun>> =>
  core.request({ ...options, method: 'GET', path: path`/test-suite/${testSuiteId}/run`, query });

/** `GET /test-suite/{testSuiteId}/run/{id}`: one run of a test suite. */
export const getTestSuiteRun = (
  core: Core,
  testSuiteId: string,
  id: string,
  options?: RequestOptions,
): Promise<TestSuiteRun> =>
  core.request({ ...options, method: 'GET', path: path`/test-suite/${testSuiteId}/run/${id}` });

/** `PATCH /test-suite/{testSuiteId}/run/{id}`: changes the given fields of a run of a test suite. */
export const updateTestSuiteRun = (
  core: Core,
  testSuiteId: string,
  id: string,
  body: UpdateTestSuiteRunRequest,
  options?: RequestOptions,
): Promise<TestSuiteRun> =>
  core.request({
    ...options,
    method: 'PATCH',
    path: path`/test-suite/${testSuiteId}/run/${id}`,
    body,
  });

/** `DELETE /test-suite/{testSuiteId}/run/{id}`: deletes a run of a test suite. */
export const deleteTestSuiteRun = (
  core: Core,
  testSuiteId: string,
  id: string,
  options?: RequestOptions,
): Promise<TestSuiteRun> =>
  core.request({ ...options, method: 'DELETE', path: path`/test-suite/${testSuiteId}/run/${id}` });

/**
 * Every run of a test suite, fetched page by page.
 */
export const paginateTestSuiteRuns = (
  core: Core,
  testSuiteId: string,
  query?: TestSuitePageQuery,
  options?: PaginateOptions,
): AsyncGenerator<TestSuiteRun, void, undefined> =>
  paginate(
    (page) => listTestSuiteRuns(core, testSuiteId, { ...query, page }, options),
    query?.page,
    options?.maxPages,
  );

/** The test-suite run routes (`client.testSuites.runs`), or for `bindResource`. */
export const testSuiteRuns = {
  create: createTestSuiteRun,
  list: listTestSuiteRuns,
  get: getTestSuiteRun,
  update: updateTestSuiteRun,
  delete: deleteTestSuiteRun,
  paginate: paginateTestSuiteRuns,
};
