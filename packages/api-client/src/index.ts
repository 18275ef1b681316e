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
export {
  ApiError,
  type ApiErrorInit,
  type ApiErrorReason,
  isApiError,
  type PlatformErrorBody,
} from './core/errors';
export { type PaginateOptions, paginate } from './core/paginate';
export {
  DEFAULT_BASE_URL,
  joinUrl,
  type QueryParams,
  type QueryValue,
  serializeQuery,
} from './core/url';
export {
  analytics,
  queryAnalytics,
} from './resources/analytics';
export {
  assistants,
  createAssistant,
  deleteAssistant,
  getAssistant,
  listAssistants,
  listAssistantsPage,
  listAssistantVersions,
  paginateAssistants,
  replaceAssistant,
  updateAssistant,
} from './resources/assistants';
export {
  calls,
  createCall,
  createPhoneCall,
  deleteCall,
  exportCalls,
  getCall,
  getCallsMetadata,
  listCalls,
  listCallsPage,
  paginateCalls,
  updateCall,
} from './resources/calls';
export {
  campaigns,
  createCampaign,
  deleteCampaign,
  getCampaign,
  listCampaigns,
  listCampaignsPage,
  paginateCampaigns,
  updateCampaign,
} from './resources/campaigns';
export { streamChat } from './resources/chat-stream';
export {
  chats,
  createChat,
  createChatResponse,
  createWebChat,
  createWebChatResponse,
  deleteChat,
  getChat,
  listChats,
  paginateChats,
} from './resources/chats';
export {
  createCredential,
  createCredentialSession,
  credentials,
  deleteCredential,
  getCredential,
  listCredentials,
  sendCredentialWebhook,
  triggerCredential,
  updateCredential,
} from './resources/credentials';
export {
  createFile,
  deleteFile,
  files,
  getFile,
  listFiles,
  updateFile,
  uploadFile,
} from './resources/files';
export {
  createKnowledgeBase,
  deleteKnowledgeBase,
  getKnowledgeBase,
  knowledgeBases,
  listKnowledgeBases,
  updateKnowledgeBase,
} from './resources/knowledge-bases';
export {
  deleteLog,
  deleteLogs,
  listLog,
  listLogs,
  logs,
  paginateLogs,
} from './resources/logs';
export {
  createOrg,
  deleteOrg,
  getOrg,
  getOrgAuth,
  inviteOrgUsers,
  leaveOrg,
  listOrgs,
  listOrgUsers,
  orgs,
  removeOrgMember,
  updateOrg,
  updateOrgUserRole,
} from './resources/orgs';
export {
  createPhoneNumber,
  deletePhoneNumber,
  getPhoneNumber,
  importTwilioPhoneNumber,
  importVonagePhoneNumber,
  listPhoneNumbers,
  listPhoneNumbersPage,
  paginatePhoneNumbers,
  phoneNumbers,
  updatePhoneNumber,
} from './resources/phone-numbers';
export {
  addProviderVoice,
  addProviderVoiceLegacy,
  cloneVoice,
  listProviderLocations,
  listProviderWorkflowHooks,
  listProviderWorkflows,
  type ProviderVoiceSearchQuery,
  providers,
  searchProviderVoices,
  searchProviderVoicesLegacy,
} from './resources/providers';
export {
  createSession,
  deleteSession,
  getSession,
  listSessions,
  paginateSessions,
  sessions,
  updateSession,
} from './resources/sessions';
export {
  createSquad,
  deleteSquad,
  getSquad,
  listSquads,
  squads,
  updateSquad,
} from './resources/squads';
export {
  createSupportTicket,
  support,
} from './resources/support';
export {
  createTemplate,
  deleteTemplate,
  getTemplate,
  listPinnedTemplates,
  listTemplates,
  templates,
  updateTemplate,
} from './resources/templates';
export {
  createTestSuiteRun,
  deleteTestSuiteRun,
  getTestSuiteRun,
  listTestSuiteRuns,
  paginateTestSuiteRuns,
  testSuiteRuns,
  updateTestSuiteRun,
} from './resources/test-suite-runs';
export {
  createTestSuiteTest,
  deleteTestSuiteTest,
  getTestSuiteTest,
  listTestSuiteTests,
  paginateTestSuiteTests,
  testSuiteTests,
  updateTestSuiteTest,
} from './resources/test-suite-tests';
export {
  createTestSuite,
  deleteTestSuite,
  getTestSuite,
  listTestSuites,
  paginateTestSuites,
  testSuites,
  updateTestSuite,
} from './resources/test-suites';
export {
  createToken,
  deleteToken,
  getToken,
  listTokens,
  tokens,
  updateToken,
} from './resources/tokens';
export {
  createTool,
  deleteTool,
  getTool,
  listTools,
  tools,
  updateTool,
} from './resources/tools';
export {
  createSesameVoice,
  listLibraryAccents,
  listLibraryVoices,
  syncVoiceLibrary,
  syncVoiceLibraryProvider,
  voiceLibrary,
} from './resources/voice-library';
export { createWebCall } from './resources/web-call';
export {
  createWorkflow,
  deleteWorkflow,
  generateWorkflow,
  getWorkflow,
  listWorkflows,
  updateWorkflow,
  workflows,
} from './resources/workflows';
export type {
  ArtifactPlan,
  Assistant,
  AssistantOverrides,
  AssistantPage,
  AssistantSettings,
  AssistantVersion,
  AssistantVersionPage,
  CreateAssistantRequest,
  FirstMessageMode,
  ListAssistantsQuery,
  ModelConfig,
  TranscriberConfig,
  UpdateAssistantRequest,
  VoiceConfig,
} from './types/assistant';
export type {
  Call,
  CallBatchResponse,
  CallCost,
  CallMessage,
  CallPage,
  CallPageQuery,
  CallStatus,
  CallTarget,
  CallTransport,
  CallType,
  CostBreakdown,
  CreateCallRequest,
  CreateWebCallRequest,
  Customer,
  ListCallsQuery,
  SchedulePlan,
  UpdateCallRequest,
  WebCallResponse,
} from './types/call';
export type {
  Campaign,
  CampaignPage,
  CampaignPageQuery,
  CampaignStatus,
  CreateCampaignRequest,
  UpdateCampaignRequest,
} from './types/campaign';
export type {
  CreateKnowledgeBaseRequest,
  CreateTemplateRequest,
  CreateTokenRequest,
  CreateToolRequest,
  KnowledgeBase,
  ListToolsQuery,
  Template,
  TemplateListQuery,
  Token,
  TokenRestrictions,
  Tool,
  ToolFunction,
  ToolType,
  UpdateKnowledgeBaseRequest,
  UpdateTemplateRequest,
  UpdateTokenRequest,
  UpdateToolRequest,
} from './types/catalog';
export type {
  Chat,
  ChatAnswerMessage,
  ChatInput,
  ChatMessage,
  ChatPage,
  ChatPageQuery,
  ChatResponse,
  ChatStreamEvent,
  ChatTextMessage,
  ChatTurn,
  CreateChatRequest,
  CreateChatResponseRequest,
  CreateWebChatRequest,
  CreateWebChatResponseRequest,
  StreamChatRequest,
  WebChat,
} from './types/chat';
export type {
  JsonObject,
  ListQuery,
  Page,
  PageMetadata,
  PageQuery,
  ResourceBase,
  ServerConfig,
} from './types/common';
export type {
  CreateFileRequest,
  ListFilesQuery,
  PlatformFile,
  UpdateFileRequest,
  UploadFileRequest,
} from './types/files';
export type {
  CreateOrgRequest,
  InviteOrgUsersRequest,
  Org,
  OrgRole,
  OrgUser,
  UpdateOrgRequest,
  UpdateOrgUserRoleRequest,
} from './types/org';
export type {
  CreatePhoneNumberRequest,
  ImportTwilioPhoneNumberRequest,
  ImportVonagePhoneNumberRequest,
  PhoneNumber,
  PhoneNumberListQuery,
  PhoneNumberPage,
  PhoneNumberPageQuery,
  PhoneNumberProvider,
  PhoneNumberRouting,
  UpdatePhoneNumberRequest,
} from './types/phone-number';
export type {
  AddProviderVoiceRequest,
  AnalyticsOperation,
  AnalyticsQuery,
  AnalyticsRequest,
  AnalyticsResult,
  CloneVoiceRequest,
  CreateCredentialRequest,
  CreateCredentialSessionRequest,
  CreateSesameVoiceRequest,
  Credential,
  CredentialSession,
  CredentialTriggerRequest,
  CredentialWebhookRequest,
  LibraryVoice,
  LogEntry,
  LogQuery,
  ProviderVoice,
  SupportTicketRequest,
  UpdateCredentialRequest,
  VoiceLibraryQuery,
} from './types/platform';
export type {
  CreateSessionRequest,
  Session,
  SessionPage,
  SessionPageQuery,
  UpdateSessionRequest,
} from './types/session';
export type {
  CreateSquadRequest,
  ListSquadsQuery,
  Squad,
  SquadDestination,
  SquadMember,
  UpdateSquadRequest,
} from './types/squad';
export type {
  CreateTestSuiteRequest,
  CreateTestSuiteRunRequest,
  CreateTestSuiteTestRequest,
  TestSuite,
  TestSuitePage,
  TestSuitePageQuery,
  TestSuiteRun,
  TestSuiteRunPage,
  TestSuiteTest,
  TestSuiteTestPage,
  UpdateTestSuiteRequest,
  UpdateTestSuiteRunRequest,
  UpdateTestSuiteTestRequest,
} from './types/test-suite';
export type {
  CreateWorkflowRequest,
  GenerateWorkflowRequest,
  UpdateWorkflowRequest,
  Workflow,
  WorkflowEdge,
  WorkflowNode,
  WorkflowOverrides,
} from './types/workflow';
