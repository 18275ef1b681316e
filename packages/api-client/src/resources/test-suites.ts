import type { Core, RequestOptions } from '../core/core';
import { type PaginateOptions, paginate } from '../core/paginate';
import { path } from '../core/url';
import type { Page } from '../types/common';
import type {
  CreateTestSuiteRequest,
  TestSuite,
  TestSuitePageQuery,
  UpdateTestSuiteRequest,
} from '../types/test-suite';

/** `POST /test-suite`: creates a test suite. */
export const createTestSuite = (
  core: Core,
  body: CreateTestSuiteRequest,
  options?: RequestOptions,
): Promise<TestSuite> => core.request({ ...options, method: 'POST', path: '/test-suite', body });

/** `GET /test-suite`: lists test suites (one page). */
export const listTestSuites = (
  core: Core,
  query?: TestSuitePageQuery,
  options?: RequestOptions,
): Promise<Page<TestSuite>> =>
  core.request({ ...options, method: 'GET', path: '/test-suite', query });

/** `GET /test-suite/{id}`: one test suite. */
export const getTestSuite = (
  core: Core,
  id: string,
  options?: RequestOptions,
): Promise<TestSuite> => core.request({ ...options, method: 'GET', path: path`/test-suite/${id}` });

/** `PATCH /test-suite/{id}`: changes the given fields of a test suite. */
export const updateTestSuite = (
  core: Core,
  id: string,
  body: UpdateTestSuiteRequest,
  options?: RequestOptions,
): Promise<TestSuite> =>
  core.request({ ...options, method: 'PATCH', path: path`/test-suite/${id}`, body });

/** `DELETE /test-suite/{id}`: deletes a test suite. */
export const deleteTestSuite = (
  core: Core,
  id: string,
  options?: RequestOptions,
): Promise<TestSuite> =>
  core.request({ ...options, method: 'DELETE', path: path`/test-suite/${id}` });

/**
 * Every test suite, fetched page by page from `GET /test-suite`.
 */
export const paginateTestSuites = (
  core: Core,
  query?: TestSuitePageQuery,
  options?: PaginateOptions,
): AsyncGenerator<TestSuite, void, undefined> =>
  paginate(
    (page) => listTestSuites(core, { ...query, page }, options),
    query?.page,
    options?.maxPages,
  );

/** The test-suite routes, for `createClient` (`client.testSuites.list()`) or `bindResource`. */
export const testSuites = {
  create: createTestSuite,
  list: listTestSuites,
  get: getTestSuite,
  update: updateTestSuite,
  delete: deleteTestSuite,
  paginate: paginateTestSuites,
};
