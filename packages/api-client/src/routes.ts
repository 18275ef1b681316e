import { queryAnalytics } from './routes/analytics';
import {
  createAssistant,
  deleteAssistant,
  getAssistant,
  listAssistants,
  listAssistantsPage,
  listAssistantVersions,
  replaceAssistant,
  updateAssistant,
} from './routes/assistants';
import {
  createCall,
  createPhoneCall,
  deleteCall,
  exportCalls,
  getCall,
  getCallsMetadata,
  listCalls,
  listCallsPage,
  updateCall,
} from './routes/calls';
import {
  createCampaign,
  deleteCampaign,
  getCampaign,
  listCampaigns,
  listCampaignsPage,
  updateCampaign,
} from './routes/campaigns';
import {
  createChat,
  createChatResponse,
  createWebChat,
  createWebChatResponse,
  deleteChat,
  getChat,
  listChats,
} from './routes/chats';
import {
  createCredential,
  createCredentialSession,
  deleteCredential,
  getCredential,
  listCredentials,
  sendCredentialWebhook,
  triggerCredential,
  updateCredential,
} from './routes/credentials';
import { createFile, deleteFile, getFile, listFiles, updateFile, uploadFile } from './routes/files';
import {
  createKnowledgeBase,
  deleteKnowledgeBase,
  getKnowledgeBase,
  listKnowledgeBases,
  updateKnowledgeBase,
} from './routes/knowledge-bases';
import { deleteLog, deleteLogs, listLog, listLogs } from './routes/logs';
import {
  createOrg,
  deleteOrg,
  getOrg,
  getOrgAuth,
  inviteOrgUsers,
  leaveOrg,
  listOrgs,
  listOrgUsers,
  removeOrgMember,
  updateOrg,
  updateOrgUserRole,
} from './routes/orgs';
import {
  createPhoneNumber,
  deletePhoneNumber,
  getPhoneNumber,
  importTwilioPhoneNumber,
  importVonagePhoneNumber,
  listPhoneNumbers,
  listPhoneNumbersPage,
  updatePhoneNumber,
} from './routes/phone-numbers';
import {
  addProviderVoice,
  addProviderVoiceLegacy,
  cloneVoice,
  listProviderLocations,
  listProviderWorkflowHooks,
  listProviderWorkflows,
  searchProviderVoices,
  searchProviderVoicesLegacy,
} from './routes/providers';
import {
  createSession,
  deleteSession,
  getSession,
  listSessions,
  updateSession,
} from './routes/sessions';
import { createSquad, deleteSquad, getSquad, listSquads, updateSquad } from './routes/squads';
import { createSupportTicket } from './routes/support';
import {
  createTemplate,
  deleteTemplate,
  getTemplate,
  listPinnedTemplates,
  listTemplates,
  updateTemplate,
} from './routes/templates';
import {
  createTestSuiteRun,
  deleteTestSuiteRun,
  getTestSuiteRun,
  listTestSuiteRuns,
  updateTestSuiteRun,
} from './routes/test-suite-runs';
import {
  createTestSuiteTest,
  deleteTestSuiteTest,
  getTestSuiteTest,
  listTestSuiteTests,
  updateTestSuiteTest,
} from './routes/test-suite-tests';
import {
  createTestSuite,
  deleteTestSuite,
  getTestSuite,
  listTestSuites,
  updateTestSuite,
} from './routes/test-suites';
import { createToken, deleteToken, getToken, listTokens, updateToken } from './routes/tokens';
import { createTool, deleteTool, getTool, listTools, updateTool } from './routes/tools';
import {
  createSesameVoice,
  listLibraryAccents,
  listLibraryVoices,
  syncVoiceLibrary,
  syncVoiceLibraryProvider,
} from './routes/voice-library';
import { createWebCall } from './routes/web-call';
import {
  createWorkflow,
  deleteWorkflow,
  generateWorkflow,
  getWorkflow,
  listWorkflows,
  updateWorkflow,
} from './routes/workflows';

/**
 * The route map: every route of the platform API (SPEC §7 "Platform API routes" plus
 * `POST /call/web`), by the name of the client function that sends it. Each route is declared once,
 * as a named constant of its resource's module in `src/routes/`; this is their union, by name (named
 * imports, not module namespaces, which a bundle would carry as getters). A client function imports
 * only its own resource's module; this table is for the route tests, the simulator and the mocks:
 * exported from `@org/api-client/simulator` and `@org/api-client/msw`, not from the main entry.
 */
export const ROUTE_MAP = {
  queryAnalytics,
  createAssistant,
  listAssistants,
  getAssistant,
  updateAssistant,
  replaceAssistant,
  deleteAssistant,
  listAssistantVersions,
  listAssistantsPage,
  createCall,
  listCalls,
  getCall,
  updateCall,
  deleteCall,
  createPhoneCall,
  listCallsPage,
  exportCalls,
  getCallsMetadata,
  createCampaign,
  listCampaigns,
  listCampaignsPage,
  getCampaign,
  updateCampaign,
  deleteCampaign,
  listChats,
  createChat,
  getChat,
  deleteChat,
  createChatResponse,
  createWebChat,
  createWebChatResponse,
  createCredential,
  listCredentials,
  getCredential,
  updateCredential,
  deleteCredential,
  createCredentialSession,
  sendCredentialWebhook,
  triggerCredential,
  uploadFile,
  createFile,
  listFiles,
  getFile,
  updateFile,
  deleteFile,
  createKnowledgeBase,
  listKnowledgeBases,
  getKnowledgeBase,
  updateKnowledgeBase,
  deleteKnowledgeBase,
  listLogs,
  deleteLogs,
  listLog,
  deleteLog,
  createOrg,
  listOrgs,
  getOrg,
  updateOrg,
  deleteOrg,
  listOrgUsers,
  leaveOrg,
  removeOrgMember,
  inviteOrgUsers,
  updateOrgUserRole,
  getOrgAuth,
  importTwilioPhoneNumber,
  importVonagePhoneNumber,
  createPhoneNumber,
  listPhoneNumbers,
  getPhoneNumber,
  updatePhoneNumber,
  deletePhoneNumber,
  listPhoneNumbersPage,
  listProviderWorkflows,
  listProviderWorkflowHooks,
  listProviderLocations,
  searchProviderVoices,
  searchProviderVoicesLegacy,
  addProviderVoice,
  addProviderVoiceLegacy,
  cloneVoice,
  createSession,
  listSessions,
  getSession,
  updateSession,
  deleteSession,
  createSquad,
  listSquads,
  getSquad,
  updateSquad,
  deleteSquad,
  createSupportTicket,
  createTemplate,
  listTemplates,
  getTemplate,
  updateTemplate,
  deleteTemplate,
  listPinnedTemplates,
  listTestSuiteRuns,
  createTestSuiteRun,
  getTestSuiteRun,
  updateTestSuiteRun,
  deleteTestSuiteRun,
  listTestSuiteTests,
  createTestSuiteTest,
  getTestSuiteTest,
  updateTestSuiteTest,
  deleteTestSuiteTest,
  listTestSuites,
  createTestSuite,
  getTestSuite,
  updateTestSuite,
  deleteTestSuite,
  createToken,
  listTokens,
  getToken,
  updateToken,
  deleteToken,
  createTool,
  listTools,
  getTool,
  updateTool,
  deleteTool,
  listLibraryVoices,
  listLibraryAccents,
  syncVoiceLibraryProvider,
  syncVoiceLibrary,
  createSesameVoice,
  createWebCall,
  listWorkflows,
  createWorkflow,
  getWorkflow,
  updateWorkflow,
  deleteWorkflow,
  generateWorkflow,
};

/** The route table's type: each client function's name and its route. */
export type PlatformRouteMap = typeof ROUTE_MAP;
/** The name of a route's client function, e.g. `'getAssistant'`. */
export type PlatformRouteName = keyof PlatformRouteMap;
/** One route of the table as `METHOD /path`, e.g. `'GET /assistant/{id}'`. */
export type PlatformRoute = PlatformRouteMap[PlatformRouteName]['key'];
/** The route of a key, e.g. of `'GET /assistant/{id}'`. */
export type RouteOf<Key extends PlatformRoute> = Extract<
  PlatformRouteMap[PlatformRouteName],
  { key: Key }
>;

/** Every route of the table as `METHOD /path`, e.g. `'GET /assistant/{id}'`. */
export const PLATFORM_ROUTES: readonly PlatformRoute[] = Object.values(ROUTE_MAP).map(
  (route) => route.key,
);
