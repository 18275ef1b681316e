import type { Core, RequestOptions } from '../core/core';
import { type PaginateOptions, paginate } from '../core/paginate';
import { path } from '../core/url';
import type { Page } from '../types/common';
import type {
  CreateTestSuiteTestRequest,
  TestSuitePageQuery,
  TestSuiteTest,
  UpdateTestSuiteTestRequest,
} from '../types/test-suite';

/** `POST /test-suite/{testSuiteId}/test`: creates a test of a test suite. */
export const createTestSuiteTest = (
  core: Core,
  testSuiteId: string,
  body: CreateTestSuiteTestRequest,
  options?: RequestOptions,
): Promise<TestSuiteTest> =>
  core.request({ ...options, method: 'POST', path: path`/test-suite/${testSuiteId}/test`, body });

/** `GET /test-suite/{testSuiteId}/test`: lists the tests of a test suite (one page). */
export const listTestSuiteTests = (
  core: Core,
  testSuiteId: string,
  query?: TestSuitePageQuery,
  options?: RequestOptions,
): Promise<Page<TestSuiteTest>> =>
  core.request({ ...options, method: 'GET', path: path`/test-suite/${testSuiteId}/test`, query });

/** `GET /test-suite/{testSuiteId}/test/{id}`: one test of a test suite. */
export const getTestSuiteTest = (
  core: Core,
  testSuiteId: string,
  id: string,
  options?: RequestOptions,
): Promise<TestSuiteTest> =>
  core.request({ ...options, method: 'GET', path: path`/test-suite/${testSuiteId}/test/${id}` });

/** `PATCH /test-suite/{testSuiteId}/test/{id}`: changes the given fields of a test of a test suite. */
export const updateTestSuiteTest = (
  core: Core,
  testSuiteId: string,
  id: string,
  body: UpdateTestSuiteTestRequest,
  options?: RequestOptions,
): Promise<TestSuiteTest> =>
  core.request({
    ...options,
    method: 'PATCH',
    path: path`/test-suite/${testSuiteId}/test/${id}`,
    body,
  });

/** `DELETE /test-suite/{testSuiteId}/test/{id}`: deletes a test of a test suite. */
export const deleteTestSuiteTest = (
  core: Core,
  testSuiteId: string,
  id: string,
  options?: RequestOptions,
): Promise<TestSuiteTest> =>
  core.request({ ...options, method: 'DELETE', path: path`/test-suite/${testSuiteId}/test/${id}` });

/**
 * Every test of a test suite, fetched page by page.
 */
export const paginateTestSuiteTests = (
  core: Core,
  testSuiteId: string,
  query?: TestSuitePageQuery,
  options?: PaginateOptions,
): AsyncGenerator<TestSuiteTest, void, undefined> =>
  paginate(
    (page) => listTestSuiteTests(core, testSuiteId, { ...query, page }, options),
    query?.page,
    options?.maxPages,
  );

/** The test-suite test routes (`client.testSuites.tests`), or for `bindResource`. */
export const testSuiteTests = {
  create: createTestSuiteTest,
  list: listTestSuiteTests,
  get: getTestSuiteTest,
  update: updateTestSuiteTest,
  delete: deleteTestSuiteTest,
  paginate: paginateTestSuiteTests,
};
