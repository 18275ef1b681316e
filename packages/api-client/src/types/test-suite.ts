import type { Named, NamedUnion, PageQuery, Schemas } from './common';

/** Body of `POST /test-suite`: scripted callers that test an assistant. */
export type CreateTestSuiteRequest = Named<Schemas['CreateTestSuiteDto']>;

/** Body of `PATCH /test-suite/{id}`. */
export type UpdateTestSuiteRequest = Named<Schemas['UpdateTestSuiteDto']>;

/** A stored test suite. */
export type TestSuite = Named<Schemas['TestSuite']>;

/** One page of test suites (`GET /test-suite`). */
export type TestSuitePage = Omit<Schemas['TestSuitesPaginatedResponse'], 'results'> & {
  results: TestSuite[];
};

/** Body of `POST /test-suite/{testSuiteId}/test`: a voice or a chat test, by `type`. */
export type CreateTestSuiteTestRequest = NamedUnion<
  Schemas['CreateTestSuiteTestVoiceDto'] | Schemas['CreateTestSuiteTestChatDto']
>;

/** Body of `PATCH /test-suite/{testSuiteId}/test/{id}`. */
export type UpdateTestSuiteTestRequest = NamedUnion<
  Schemas['UpdateTestSuiteTestVoiceDto'] | Schemas['UpdateTestSuiteTestChatDto']
>;

/** A stored test: a voice or a chat test, told apart by `type`. */
export type TestSuiteTest = NamedUnion<
  Schemas['TestSuiteTestVoice'] | Schemas['TestSuiteTestChat']
>;

/** One page of a suite's tests. */
export type TestSuiteTestPage = Omit<Schemas['TestSuiteTestsPaginatedResponse'], 'results'> & {
  results: TestSuiteTest[];
};

/** Body of `POST /test-suite/{testSuiteId}/run`. */
export type CreateTestSuiteRunRequest = Named<Schemas['CreateTestSuiteRunDto']>;

/** Body of `PATCH /test-suite/{testSuiteId}/run/{id}`. */
export type UpdateTestSuiteRunRequest = Named<Schemas['UpdateTestSuiteRunDto']>;

/** A run of a test suite and its results. */
export type TestSuiteRun = Named<Schemas['TestSuiteRun']>;

/** One page of a suite's runs. */
export type TestSuiteRunPage = Omit<Schemas['TestSuiteRunsPaginatedResponse'], 'results'> & {
  results: TestSuiteRun[];
};

/**
 * Filters of the test-suite list routes. Hand-written: these routes have no path in the
 * platform's document.
 */
export interface TestSuitePageQuery extends PageQuery {}
