// The component schemas the snapshot keeps beyond those the document's paths reach: the shapes of
// the routes of docs/requirements.md#platform-routes that the document has no path for. Each group names its routes. A name must be
// in the document and a pattern must match at least one schema, or the sync fails: a schema
// renamed upstream is noticed. Routes with no fitting schema (logs, the support ticket, the call
// export and metadata, workflow generation, org auth, the provider lookups of workflows, hooks
// and locations) are absent: their hand-written types stay.

/** @type {Record<string, readonly (string | RegExp)[]>} */
export const EXTRA_ROOTS = {
  // POST /call/web: its body (its answer, a call with the room to join, has no schema)
  webCalls: ['CreateWebCallDTO'],
  // GET /v2/call, GET /v2/assistant and GET /assistant/{id}/version: pages of calls and assistants
  pages: [
    'CallPaginatedResponse',
    'AssistantPaginatedResponse',
    'AssistantVersionPaginatedResponse',
  ],
  // POST /chat/web and /chat/web/responses
  webChats: ['CreateWebChatDTO', 'WebChat', 'OpenAIWebChatRequest'],
  // POST /phone-number/import/vonage (the Twilio import's body is reached from /phone-number)
  phoneNumberImports: ['ImportVonagePhoneNumberDTO'],
  // /org: the org, its users, invitations and roles
  orgs: ['Org', 'CreateOrgDTO', 'UpdateOrgDTO', 'User', 'InviteUserDTO', 'UpdateUserRoleDTO'],
  // /token
  tokens: ['Token', 'CreateTokenDTO', 'UpdateTokenDTO'],
  // /template and /template/pinned
  templates: ['Template', 'CreateToolTemplateDTO', 'UpdateToolTemplateDTO'],
  // /credential: one schema per provider for answers, creates and updates, so patterns keep a
  // provider added upstream; then /credential/session, /credential/webhook, /credential/trigger
  credentials: [
    /^[A-Za-z0-9]+Credential$/,
    /^Create[A-Za-z0-9]+CredentialDTO$/,
    /^Update[A-Za-z0-9]+CredentialDTO$/,
    'CredentialSessionResponse',
    'CredentialSessionError',
    'CredentialEndUser',
    'CredentialWebhookDTO',
    'CredentialActionRequest',
  ],
  // /voice-library: voices, sync, Sesame voice creation; and the shared voices a provider's voice
  // search finds (/{provider}/voices/search)
  voiceLibrary: [
    'VoiceLibrary',
    'VoiceLibraryVoiceResponse',
    'SyncVoiceLibraryDTO',
    'CreateSesameVoiceDTO',
  ],
  // /{provider}/voices/add and /voice/add, and the voice-clone route (multipart)
  providerVoices: ['AddVoiceToProviderDTO', 'CloneVoiceDTO'],
  // /test-suite, /test-suite/{testSuiteId}/test and /test-suite/{testSuiteId}/run
  testSuites: [
    'TestSuite',
    'CreateTestSuiteDto',
    'UpdateTestSuiteDto',
    'TestSuitesPaginatedResponse',
    'TestSuiteTestVoice',
    'TestSuiteTestChat',
    'CreateTestSuiteTestVoiceDto',
    'CreateTestSuiteTestChatDto',
    'UpdateTestSuiteTestVoiceDto',
    'UpdateTestSuiteTestChatDto',
    'TestSuiteTestsPaginatedResponse',
    'TestSuiteRun',
    'CreateTestSuiteRunDto',
    'UpdateTestSuiteRunDto',
    'TestSuiteRunsPaginatedResponse',
  ],
  // /knowledge-base
  knowledgeBases: [
    'KnowledgeBase',
    'CustomKnowledgeBase',
    'CreateCustomKnowledgeBaseDTO',
    'UpdateCustomKnowledgeBaseDTO',
  ],
  // /workflow
  workflows: ['Workflow', 'CreateWorkflowDTO', 'UpdateWorkflowDTO'],
};
