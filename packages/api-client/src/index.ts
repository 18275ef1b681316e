export {
  type BoundResource,
  bindResource,
  type Client,
  createClient,
  type RouteFunction,
} from './client';
export {
  type ClientOptions,
  type Core,
  type CoreRequest,
  createCore,
  DEFAULT_MAX_RESPONSE_BYTES,
  type HttpMethod,
  parseBody,
  parseRetryAfter,
  type RequestOptions,
} from './core/core';
export type { Download, DownloadOptions } from './core/download';
export {
  ApiError,
  type ApiErrorInit,
  type ApiErrorReason,
  isApiError,
  type PlatformErrorBody,
} from './core/errors';
export { type PaginateOptions, paginate } from './core/paginate';
// the types a client function's declaration names: its route, and the document's parts by key
export type {
  ClientFunction,
  InputKind,
  Io,
  PlatformIo,
  PlatformKey,
  Route,
  RouteFor,
} from './core/route';
export {
  DEFAULT_BASE_URL,
  joinUrl,
  type QueryParams,
  type QueryValue,
  serializeQuery,
} from './core/url';
export * from './resources/analytics';
export * from './resources/assistants';
export * from './resources/calls';
export * from './resources/campaigns';
export * from './resources/chat-stream';
export * from './resources/chats';
export * from './resources/credentials';
export * from './resources/evals';
export * from './resources/files';
export * from './resources/insights';
export * from './resources/knowledge-bases';
export * from './resources/logs';
export * from './resources/orgs';
export * from './resources/phone-numbers';
export * from './resources/provider-resources';
export * from './resources/providers';
export * from './resources/scorecards';
export * from './resources/sessions';
export * from './resources/squads';
export * from './resources/structured-outputs';
export * from './resources/support';
export * from './resources/templates';
export * from './resources/test-suite-runs';
export * from './resources/test-suite-tests';
export * from './resources/test-suites';
export * from './resources/tokens';
export * from './resources/tools';
export * from './resources/voice-library';
export * from './resources/web-call';
export * from './resources/workflows';
export type * from './types/assistant';
export type * from './types/call';
export type * from './types/campaign';
export type * from './types/catalog';
export type * from './types/chat';
export type * from './types/client-messages';
export type {
  JsonObject,
  ListQuery,
  Page,
  PageMetadata,
  PageQuery,
  ResourceBase,
  ServerConfig,
} from './types/common';
export type * from './types/eval';
export type * from './types/files';
export type * from './types/insight';
export type * from './types/org';
export type {
  DocumentKey,
  DocumentType,
  Json,
  JsonItem,
  JsonItemOneOf,
  JsonOneOf,
  Part,
} from './types/paths';
export type * from './types/phone-number';
export type * from './types/platform';
export type * from './types/provider-resource';
export type * from './types/scorecard';
export type * from './types/session';
export type * from './types/squad';
export type * from './types/structured-output';
export type * from './types/test-suite';
export type * from './types/workflow';
export { MISSING_TARGET_MESSAGE } from './web-call-target';
