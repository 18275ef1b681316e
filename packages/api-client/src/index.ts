export {
  type ClientOptions,
  type Core,
  type CoreRequest,
  createCore,
  type HttpMethod,
  parseBody,
  parseRetryAfter,
  type RequestOptions,
} from './core/core';
export {
  ApiError,
  type ApiErrorInit,
  type ApiErrorReason,
  isApiError,
  type PlatformErrorBody,
} from './core/errors';
export {
  DEFAULT_BASE_URL,
  joinUrl,
  type QueryParams,
  type QueryValue,
  serializeQuery,
} from './core/url';
export { createWebCall } from './resources/web-call';
export type {
  ArtifactPlan,
  Assistant,
  AssistantOverrides,
  AssistantSettings,
  AssistantVersion,
  CreateAssistantRequest,
  FirstMessageMode,
  ModelConfig,
  TranscriberConfig,
  UpdateAssistantRequest,
  VoiceConfig,
} from './types/assistant';
export type {
  Call,
  CallCost,
  CallPageQuery,
  CallStatus,
  CallTarget,
  CallTransport,
  CallType,
  CreateCallRequest,
  CreateWebCallRequest,
  Customer,
  ListCallsQuery,
  UpdateCallRequest,
  WebCallResponse,
} from './types/call';
export type {
  ChatMessage,
  JsonObject,
  ListQuery,
  Page,
  PageMetadata,
  PageQuery,
  ResourceBase,
  ServerConfig,
} from './types/common';
export type {
  CreateSquadRequest,
  Squad,
  SquadDestination,
  SquadMember,
  UpdateSquadRequest,
} from './types/squad';
export type {
  CreateWorkflowRequest,
  GenerateWorkflowRequest,
  UpdateWorkflowRequest,
  Workflow,
  WorkflowEdge,
  WorkflowNode,
  WorkflowOverrides,
} from './types/workflow';
