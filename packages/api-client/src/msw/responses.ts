import type * as api from '../index';
import type { PlatformRoute } from '../routes';

/**
 * The client function that sends each route of the route table. Only its type is used: what a
 * route answers is what that function resolves to, so the mock answers follow the client's
 * response types.
 */
export interface PlatformRouteFunctions {
  'POST /call': typeof api.createCall;
  'GET /call': typeof api.listCalls;
  'GET /call/{id}': typeof api.getCall;
  'PATCH /call/{id}': typeof api.updateCall;
  'DELETE /call/{id}': typeof api.deleteCall;
  'POST /call/phone': typeof api.createPhoneCall;
  'POST /call/web': typeof api.createWebCall;
  'GET /v2/call': typeof api.listCallsPage;
  'GET /v2/call/export': typeof api.exportCalls;
  'GET /v2/call/metadata': typeof api.getCallsMetadata;
  'GET /v2/assistant': typeof api.listAssistantsPage;
  'GET /v2/phone-number': typeof api.listPhoneNumbersPage;
  'GET /chat': typeof api.listChats;
  'POST /chat': typeof api.createChat;
  'GET /chat/{id}': typeof api.getChat;
  'DELETE /chat/{id}': typeof api.deleteChat;
  'POST /chat/responses': typeof api.createChatResponse;
  'POST /chat/web': typeof api.createWebChat;
  'POST /chat/web/responses': typeof api.createWebChatResponse;
  'POST /campaign': typeof api.createCampaign;
  'GET /campaign': typeof api.listCampaigns;
  'GET /campaign/paginated': typeof api.listCampaignsPage;
  'GET /campaign/{id}': typeof api.getCampaign;
  'PATCH /campaign/{id}': typeof api.updateCampaign;
  'DELETE /campaign/{id}': typeof api.deleteCampaign;
  'POST /session': typeof api.createSession;
  'GET /session': typeof api.listSessions;
  'GET /session/{id}': typeof api.getSession;
  'PATCH /session/{id}': typeof api.updateSession;
  'DELETE /session/{id}': typeof api.deleteSession;
  'POST /support/ticket': typeof api.createSupportTicket;
  'POST /assistant': typeof api.createAssistant;
  'GET /assistant': typeof api.listAssistants;
  'GET /assistant/{id}': typeof api.getAssistant;
  'PATCH /assistant/{id}': typeof api.updateAssistant;
  'PUT /assistant/{id}': typeof api.replaceAssistant;
  'DELETE /assistant/{id}': typeof api.deleteAssistant;
  'GET /assistant/{id}/version': typeof api.listAssistantVersions;
  'POST /phone-number/import/twilio': typeof api.importTwilioPhoneNumber;
  'POST /phone-number/import/vonage': typeof api.importVonagePhoneNumber;
  'POST /phone-number': typeof api.createPhoneNumber;
  'GET /phone-number': typeof api.listPhoneNumbers;
  'GET /phone-number/{id}': typeof api.getPhoneNumber;
  'PATCH /phone-number/{id}': typeof api.updatePhoneNumber;
  'DELETE /phone-number/{id}': typeof api.deletePhoneNumber;
  'POST /tool': typeof api.createTool;
  'GET /tool': typeof api.listTools;
  'GET /tool/{id}': typeof api.getTool;
  'PATCH /tool/{id}': typeof api.updateTool;
  'DELETE /tool/{id}': typeof api.deleteTool;
  'POST /knowledge-base': typeof api.createKnowledgeBase;
  'GET /knowledge-base': typeof api.listKnowledgeBases;
  'GET /knowledge-base/{id}': typeof api.getKnowledgeBase;
  'PATCH /knowledge-base/{id}': typeof api.updateKnowledgeBase;
  'DELETE /knowledge-base/{id}': typeof api.deleteKnowledgeBase;
  'POST /squad': typeof api.createSquad;
  'GET /squad': typeof api.listSquads;
  'GET /squad/{id}': typeof api.getSquad;
  'PATCH /squad/{id}': typeof api.updateSquad;
  'DELETE /squad/{id}': typeof api.deleteSquad;
  'POST /template': typeof api.createTemplate;
  'GET /template': typeof api.listTemplates;
  'GET /template/{id}': typeof api.getTemplate;
  'PATCH /template/{id}': typeof api.updateTemplate;
  'DELETE /template/{id}': typeof api.deleteTemplate;
  'GET /template/pinned': typeof api.listPinnedTemplates;
  'POST /token': typeof api.createToken;
  'GET /token': typeof api.listTokens;
  'GET /token/{id}': typeof api.getToken;
  'PATCH /token/{id}': typeof api.updateToken;
  'DELETE /token/{id}': typeof api.deleteToken;
  'POST /credential': typeof api.createCredential;
  'GET /credential': typeof api.listCredentials;
  'GET /credential/{id}': typeof api.getCredential;
  'PATCH /credential/{id}': typeof api.updateCredential;
  'DELETE /credential/{id}': typeof api.deleteCredential;
  'POST /credential/session': typeof api.createCredentialSession;
  'POST /credential/webhook': typeof api.sendCredentialWebhook;
  'POST /credential/trigger': typeof api.triggerCredential;
  'POST /file/upload': typeof api.uploadFile;
  'POST /file': typeof api.createFile;
  'GET /file': typeof api.listFiles;
  'GET /file/{id}': typeof api.getFile;
  'PATCH /file/{id}': typeof api.updateFile;
  'DELETE /file/{id}': typeof api.deleteFile;
  'GET /workflow': typeof api.listWorkflows;
  'POST /workflow': typeof api.createWorkflow;
  'GET /workflow/{id}': typeof api.getWorkflow;
  'PATCH /workflow/{id}': typeof api.updateWorkflow;
  'DELETE /workflow/{id}': typeof api.deleteWorkflow;
  'POST /workflow/generate': typeof api.generateWorkflow;
  'GET /test-suite': typeof api.listTestSuites;
  'POST /test-suite': typeof api.createTestSuite;
  'GET /test-suite/{id}': typeof api.getTestSuite;
  'PATCH /test-suite/{id}': typeof api.updateTestSuite;
  'DELETE /test-suite/{id}': typeof api.deleteTestSuite;
  'GET /test-suite/{testSuiteId}/test': typeof api.listTestSuiteTests;
  'POST /test-suite/{testSuiteId}/test': typeof api.createTestSuiteTest;
  'GET /test-suite/{testSuiteId}/test/{id}': typeof api.getTestSuiteTest;
  'PATCH /test-suite/{testSuiteId}/test/{id}': typeof api.updateTestSuiteTest;
  'DELETE /test-suite/{testSuiteId}/test/{id}': typeof api.deleteTestSuiteTest;
  'GET /test-suite/{testSuiteId}/run': typeof api.listTestSuiteRuns;
  'POST /test-suite/{testSuiteId}/run': typeof api.createTestSuiteRun;
  'GET /test-suite/{testSuiteId}/run/{id}': typeof api.getTestSuiteRun;
  'PATCH /test-suite/{testSuiteId}/run/{id}': typeof api.updateTestSuiteRun;
  'DELETE /test-suite/{testSuiteId}/run/{id}': typeof api.deleteTestSuiteRun;
  'POST /analytics': typeof api.queryAnalytics;
  'GET /log': typeof api.listLog;
  'DELETE /log': typeof api.deleteLog;
  'GET /logs': typeof api.listLogs;
  'DELETE /logs': typeof api.deleteLogs;
  'POST /org': typeof api.createOrg;
  'GET /org': typeof api.listOrgs;
  'GET /org/{id}': typeof api.getOrg;
  'PATCH /org/{id}': typeof api.updateOrg;
  'DELETE /org/{id}': typeof api.deleteOrg;
  'GET /org/{id}/user': typeof api.listOrgUsers;
  'DELETE /org/{id}/leave': typeof api.leaveOrg;
  'DELETE /org/{id}/member/{memberId}/leave': typeof api.removeOrgMember;
  'POST /org/{id}/invite': typeof api.inviteOrgUsers;
  'PATCH /org/{id}/role': typeof api.updateOrgUserRole;
  'GET /org/{id}/auth': typeof api.getOrgAuth;
  'GET /voice-library/{provider}': typeof api.listLibraryVoices;
  'GET /voice-library/{provider}/accents': typeof api.listLibraryAccents;
  'POST /voice-library/sync/{provider}': typeof api.syncVoiceLibraryProvider;
  'POST /voice-library/sync': typeof api.syncVoiceLibrary;
  'POST /voice-library/create-sesame-voice': typeof api.createSesameVoice;
  'GET /{provider}/workflows': typeof api.listProviderWorkflows;
  'GET /{provider}/workflows/{id}/hooks': typeof api.listProviderWorkflowHooks;
  'GET /{provider}/locations': typeof api.listProviderLocations;
  'GET /{provider}/voices/search': typeof api.searchProviderVoices;
  'GET /{provider}/voice/search': typeof api.searchProviderVoicesLegacy;
  'POST /{provider}/voices/add': typeof api.addProviderVoice;
  'POST /{provider}/voice/add': typeof api.addProviderVoiceLegacy;
  'POST /11labs/voice/clone': typeof api.cloneVoice;
}

/** What a client function resolves to. */
type Resolved<F> = F extends (...args: never[]) => Promise<infer T> ? T : never;

/**
 * What each route answers on success, as the client types it: `PlatformResponses['GET /assistant/{id}']`
 * is `Assistant`. `POST /chat` with `stream: true` answers server-sent `ChatStreamEvent`s instead.
 */
export type PlatformResponses = {
  [R in PlatformRoute]: Resolved<PlatformRouteFunctions[R]>;
};
