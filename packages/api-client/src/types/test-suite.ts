import type { CreateAssistantRequest } from './assistant';
import type { PageQuery, ResourceBase } from './common';

/** Body of `POST /test-suite`: scripted callers that test an assistant. */
export interface CreateTestSuiteRequest {
  name?: string;
  phoneNumberId?: string;
  /** Who plays the caller. */
  testerPlan?: { assistant?: CreateAssistantRequest; assistantId?: string; [key: string]: unknown };
  /** What is under test. */
  targetPlan?: { assistantId?: string; phoneNumberId?: string; [key: string]: unknown };
  [key: string]: unknown;
}

/** Body of `PATCH /test-suite/{id}`. */
export interface UpdateTestSuiteRequest extends CreateTestSuiteRequest {}

/** A stored test suite. */
export interface TestSuite extends CreateTestSuiteRequest, ResourceBase {}

/** Body of `POST /test-suite/{testSuiteId}/test`. */
export interface CreateTestSuiteTestRequest {
  type: 'voice' | 'chat';
  name?: string;
  /** What the tester says and tries to do. */
  script: string;
  numAttempts?: number;
  /** How the outcome is judged, e.g. `[{ type: 'ai', rubric: '…' }]`. */
  scorers?: Record<string, unknown>[];
  [key: string]: unknown;
}

/** Body of `PATCH /test-suite/{testSuiteId}/test/{id}`. */
export interface UpdateTestSuiteTestRequest extends Partial<CreateTestSuiteTestRequest> {}

/** A stored test. */
export interface TestSuiteTest extends CreateTestSuiteTestRequest, ResourceBase {
  testSuiteId?: string;
}

/** Body of `POST /test-suite/{testSuiteId}/run`. */
export interface CreateTestSuiteRunRequest {
  name?: string;
  [key: string]: unknown;
}

/** Body of `PATCH /test-suite/{testSuiteId}/run/{id}`. */
export interface UpdateTestSuiteRunRequest {
  name?: string;
  [key: string]: unknown;
}

/** A run of a test suite and its results. */
export interface TestSuiteRun extends ResourceBase {
  testSuiteId?: string;
  name?: string;
  status?: 'queued' | 'in-progress' | 'completed' | 'failed';
  testResults?: Record<string, unknown>[];
}

/** Filters of the test-suite list routes. */
export interface TestSuitePageQuery extends PageQuery {}
