// The overlay: the routes whose types do not come from the platform's document, and why. A route
// the document has a path for takes its query, body and answer from the generated `paths`
// (`./types/paths`); the routes below have no path in it, or one whose schema the platform does not
// follow. Each entry gives the route's types (the client's named types), and the component
// schemas of the snapshot they are, for the tests to build values from and for the spec sync to
// keep: `schema(…)` names them (`…` stands for any provider's name), `queryOf` takes another
// route's query, `handWritten` and `multipart` say there is none, `document` reads the document's
// own schema as the entry's `why` says.
//
// The module has no imports at run time: the spec sync loads it on its own (see
// `scripts/spec-sync/roots.mjs`), and the client reads only its types.

import type {
  Assistant,
  AssistantPage,
  AssistantVersionPage,
  CreateAssistantRequest,
} from './types/assistant';
import type {
  Call,
  CallBatchResponse,
  CallPage,
  CallPageQuery,
  CreateCallRequest,
  CreateWebCallRequest,
  WebCallResponse,
} from './types/call';
import type { CampaignPage, CampaignPageQuery } from './types/campaign';
import type {
  CreateKnowledgeBaseRequest,
  CreateTemplateRequest,
  CreateTokenRequest,
  KnowledgeBase,
  Template,
  TemplateListQuery,
  Token,
  UpdateKnowledgeBaseRequest,
  UpdateTemplateRequest,
  UpdateTokenRequest,
} from './types/catalog';
import type {
  Chat,
  ChatPage,
  ChatPageQuery,
  ChatResponse,
  CreateChatRequest,
  CreateChatResponseRequest,
  CreateWebChatRequest,
  CreateWebChatResponseRequest,
  WebChat,
} from './types/chat';
import type { JsonObject, ListQuery, Page, PageQuery } from './types/common';
import type { Download } from './types/download';
import type { CreateFileRequest, PlatformFile, UploadFileRequest } from './types/files';
import type { InsightRun, InsightRunRequest } from './types/insight';
import type {
  CreateOrgRequest,
  InviteOrgUsersRequest,
  Org,
  OrgUser,
  UpdateOrgRequest,
  UpdateOrgUserRoleRequest,
} from './types/org';
import type {
  ImportTwilioPhoneNumberRequest,
  ImportVonagePhoneNumberRequest,
  PhoneNumber,
} from './types/phone-number';
import type {
  AddProviderVoiceRequest,
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
  ProviderVoiceSearchQuery,
  SupportTicketRequest,
  UpdateCredentialRequest,
  VoiceLibraryQuery,
} from './types/platform';
import type {
  CreateProviderResourceRequest,
  ProviderResource,
  UpdateProviderResourceRequest,
} from './types/provider-resource';
import type {
  CreateSessionRequest,
  Session,
  SessionPage,
  SessionPageQuery,
  UpdateSessionRequest,
} from './types/session';
import type {
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
import type {
  CreateWorkflowRequest,
  GenerateWorkflowRequest,
  UpdateWorkflowRequest,
  Workflow,
} from './types/workflow';

declare const type: unique symbol;

/**
 * One side of a route (what it takes, or answers) as the overlay declares it: the component
 * schemas it is (any of), another route's query, the document's own schema, or why there is
 * none; `T` is its type.
 */
export interface Side<T> {
  readonly schemas?: readonly string[];
  readonly query?: string;
  readonly document?: true;
  readonly skip?: string;
  readonly [type]?: [T];
}

/** The type of a side. */
export type TypeOf<S> = S extends { readonly [type]?: [infer T] } ? T : never;

/** The side is one of these component schemas (`…` stands for any provider's name, `[]` a list). */
const schema = <T>(...schemas: string[]): Side<T> => ({ schemas });
/** The side is the query of another route of the document. */
const queryOf = <T>(key: string): Side<T> => ({ query: key });
/** The side has no schema in the document: its type is hand-written (`note` says what it is). */
const handWritten = <T>(note = ''): Side<T> => ({ skip: `hand-written${note && `: ${note}`}` });
/**
 * The side is multipart form data, which the client builds from `Blob`s: the fields of `schema`
 * (kept in the snapshot), with `note`'s difference.
 */
const multipart = <T>(schema: string, note: string): Side<T> => ({
  skip: `multipart: ${schema}, ${note}`,
  schemas: [schema],
});
/** The side is the document's own schema, read as the entry's `why` says. */
const document = <T>(): Side<T> => ({ document: true });
/**
 * The client sends no body, where the platform takes an optional `schema` one (kept in the
 * snapshot, for a later version of the client).
 */
const notSent = (schema: string): Side<never> => ({
  skip: `takes nothing: the client sends no ${schema}`,
  schemas: [schema],
});
/** The route takes nothing besides its path values. */
const none: Side<never> = { skip: 'takes nothing' };

/** One route of the overlay. */
export interface OverlayEntry {
  /** Why the route's types do not come from the document. */
  readonly why: string;
  readonly in: Side<unknown>;
  readonly out: Side<unknown>;
  /** The client sends the body as multipart form data. */
  readonly form?: true;
}

const NO_PATH = 'the document has no path for it';
const NO_PATH_ITEMS = `${NO_PATH}; the items of its page are hand-written (\`AssistantVersion\`): the schema leaves them undescribed`;
const DOWNLOAD =
  'the document lists no JSON answer: the route answers a redirect (302) to the file, which the download functions give as a `Download`';
const MESSAGES =
  "the document's chat and session message lists name its call-transcript `SystemMessage` and `UserMessage` (`message`, `time`, `secondsFromStart`), while its own example of a chat, and the platform, take `{ role, content }`; the client's types take both";
const WHOLE_CHAT = `${MESSAGES}; and it answers whole: the streamed members of the document's answer are what \`chats.stream\` yields`;
const MULTIPART_FILE =
  "the document's body is multipart form data: the client takes the file as a `Blob`";
const OPTIONAL_BODY =
  'the document requires a body whose fields are all optional: the client lets it be left out, and sends `{}`';
const NO_BODY_SCHEMA =
  'the document gives no schema for the body: the client takes any JSON object';

/** The overlay's routes, by `METHOD /path`. */
export const OVERLAY = {
  'PUT /assistant/{id}': {
    why: NO_PATH,
    in: schema<CreateAssistantRequest>('CreateAssistantDTO'),
    out: schema<Assistant>('Assistant'),
  },
  'GET /assistant/{id}/version': {
    why: NO_PATH_ITEMS,
    in: handWritten<PageQuery>(),
    out: schema<AssistantVersionPage>('AssistantVersionPaginatedResponse'),
  },
  'GET /v2/assistant': {
    why: NO_PATH,
    in: handWritten<PageQuery>(),
    out: schema<AssistantPage>('AssistantPaginatedResponse'),
  },
  'POST /call/phone': {
    why: NO_PATH,
    in: schema<CreateCallRequest>('CreateCallDTO'),
    out: schema<Call | CallBatchResponse>('Call', 'CallBatchResponse'),
  },
  'GET /v2/call': {
    why: NO_PATH,
    in: handWritten<CallPageQuery>(),
    out: schema<CallPage>('CallPaginatedResponse'),
  },
  'GET /v2/call/export': {
    why: NO_PATH,
    in: handWritten<CallPageQuery>(),
    out: handWritten<string | JsonObject>('CSV text, or JSON'),
  },
  'GET /v2/call/metadata': {
    why: NO_PATH,
    in: handWritten<CallPageQuery>(),
    out: handWritten<JsonObject>(),
  },
  'GET /call/{id}/mono-recording': {
    why: DOWNLOAD,
    in: none,
    out: handWritten<Download>('a redirect to the file'),
  },
  'GET /call/{id}/stereo-recording': {
    why: DOWNLOAD,
    in: none,
    out: handWritten<Download>('a redirect to the file'),
  },
  'GET /call/{id}/assistant-recording': {
    why: DOWNLOAD,
    in: none,
    out: handWritten<Download>('a redirect to the file'),
  },
  'GET /call/{id}/customer-recording': {
    why: DOWNLOAD,
    in: none,
    out: handWritten<Download>('a redirect to the file'),
  },
  'GET /call/{id}/video-recording': {
    why: DOWNLOAD,
    in: none,
    out: handWritten<Download>('a redirect to the file'),
  },
  'GET /call/{id}/call-logs': {
    why: DOWNLOAD,
    in: none,
    out: handWritten<Download>('a redirect to the file'),
  },
  'GET /call/{id}/pcap': {
    why: DOWNLOAD,
    in: none,
    out: handWritten<Download>('a redirect to the file'),
  },
  'GET /campaign/paginated': {
    why: NO_PATH,
    in: queryOf<CampaignPageQuery>('GET /campaign'),
    out: schema<CampaignPage>('CampaignPaginatedResponse'),
  },
  'GET /chat': { why: MESSAGES, in: document<ChatPageQuery>(), out: document<ChatPage>() },
  'POST /chat': { why: WHOLE_CHAT, in: document<CreateChatRequest>(), out: document<Chat>() },
  'GET /chat/{id}': { why: MESSAGES, in: none, out: document<Chat>() },
  'DELETE /chat/{id}': { why: MESSAGES, in: none, out: document<Chat>() },
  'POST /chat/responses': {
    why: WHOLE_CHAT,
    in: document<CreateChatResponseRequest>(),
    out: document<ChatResponse>(),
  },
  'POST /chat/web': {
    why: NO_PATH,
    in: schema<CreateWebChatRequest>('CreateWebChatDTO'),
    out: schema<WebChat>('WebChat'),
  },
  'POST /chat/web/responses': {
    why: NO_PATH,
    in: schema<CreateWebChatResponseRequest>('OpenAIWebChatRequest'),
    out: schema<ChatResponse>('ResponseObject'),
  },
  'POST /credential': {
    why: NO_PATH,
    in: schema<CreateCredentialRequest>('Create…CredentialDTO'),
    out: schema<Credential>('…Credential'),
  },
  'GET /credential': {
    why: NO_PATH,
    in: handWritten<ListQuery>(),
    out: schema<Credential[]>('…Credential[]'),
  },
  'GET /credential/{id}': { why: NO_PATH, in: none, out: schema<Credential>('…Credential') },
  'PATCH /credential/{id}': {
    why: NO_PATH,
    in: schema<UpdateCredentialRequest>('Update…CredentialDTO'),
    out: schema<Credential>('…Credential'),
  },
  'DELETE /credential/{id}': { why: NO_PATH, in: none, out: schema<Credential>('…Credential') },
  'POST /credential/session': {
    why: NO_PATH,
    in: handWritten<CreateCredentialSessionRequest>(),
    out: schema<CredentialSession>('CredentialSessionResponse'),
  },
  'POST /credential/webhook': {
    why: NO_PATH,
    in: schema<CredentialWebhookRequest>('CredentialWebhookDTO'),
    out: handWritten<JsonObject>(),
  },
  'POST /credential/trigger': {
    why: NO_PATH,
    in: schema<CredentialTriggerRequest>('CredentialActionRequest'),
    out: handWritten<JsonObject>(),
  },
  'POST /file/upload': {
    why: NO_PATH,
    in: multipart<UploadFileRequest>('CreateFileDTO', 'its `file` as a `Blob`'),
    out: schema<PlatformFile>('File'),
    form: true,
  },
  'POST /file': {
    why: MULTIPART_FILE,
    in: multipart<CreateFileRequest>('CreateFileDTO', 'its `file` as a `Blob`'),
    out: document<PlatformFile>(),
    form: true,
  },
  'POST /reporting/insight/{id}/run': {
    why: OPTIONAL_BODY,
    in: document<InsightRunRequest | undefined>(),
    out: document<InsightRun>(),
  },
  'POST /knowledge-base': {
    why: NO_PATH,
    in: schema<CreateKnowledgeBaseRequest>('CreateCustomKnowledgeBaseDTO'),
    out: schema<KnowledgeBase>('CustomKnowledgeBase'),
  },
  'GET /knowledge-base': {
    why: NO_PATH,
    in: handWritten<ListQuery>(),
    out: schema<KnowledgeBase[]>('CustomKnowledgeBase[]'),
  },
  'GET /knowledge-base/{id}': {
    why: NO_PATH,
    in: none,
    out: schema<KnowledgeBase>('CustomKnowledgeBase'),
  },
  'PATCH /knowledge-base/{id}': {
    why: NO_PATH,
    in: schema<UpdateKnowledgeBaseRequest>('UpdateCustomKnowledgeBaseDTO'),
    out: schema<KnowledgeBase>('CustomKnowledgeBase'),
  },
  'DELETE /knowledge-base/{id}': {
    why: NO_PATH,
    in: none,
    out: schema<KnowledgeBase>('CustomKnowledgeBase'),
  },
  'GET /logs': { why: NO_PATH, in: handWritten<LogQuery>(), out: handWritten<Page<LogEntry>>() },
  'DELETE /logs': { why: NO_PATH, in: handWritten<LogQuery>(), out: handWritten<JsonObject>() },
  'GET /log': { why: NO_PATH, in: handWritten<LogQuery>(), out: handWritten<Page<LogEntry>>() },
  'DELETE /log': { why: NO_PATH, in: handWritten<LogQuery>(), out: handWritten<JsonObject>() },
  'POST /org': {
    why: NO_PATH,
    in: schema<CreateOrgRequest>('CreateOrgDTO'),
    out: schema<Org>('Org'),
  },
  'GET /org': { why: NO_PATH, in: none, out: schema<Org[]>('Org[]') },
  'GET /org/{id}': { why: NO_PATH, in: none, out: schema<Org>('Org') },
  'PATCH /org/{id}': {
    why: NO_PATH,
    in: schema<UpdateOrgRequest>('UpdateOrgDTO'),
    out: schema<Org>('Org'),
  },
  'DELETE /org/{id}': { why: NO_PATH, in: none, out: schema<Org>('Org') },
  'GET /org/{id}/user': { why: NO_PATH, in: none, out: schema<OrgUser[]>('User[]') },
  'DELETE /org/{id}/leave': { why: NO_PATH, in: none, out: handWritten<JsonObject>() },
  'DELETE /org/{id}/member/{memberId}/leave': {
    why: NO_PATH,
    in: none,
    out: handWritten<JsonObject>(),
  },
  'POST /org/{id}/invite': {
    why: NO_PATH,
    in: schema<InviteOrgUsersRequest>('InviteUserDTO'),
    out: handWritten<JsonObject>(),
  },
  'PATCH /org/{id}/role': {
    why: NO_PATH,
    in: schema<UpdateOrgUserRoleRequest>('UpdateUserRoleDTO'),
    out: handWritten<JsonObject>(),
  },
  'GET /org/{id}/auth': { why: NO_PATH, in: none, out: handWritten<JsonObject>() },
  'POST /phone-number/import/twilio': {
    why: NO_PATH,
    in: schema<ImportTwilioPhoneNumberRequest>('ImportTwilioPhoneNumberDTO'),
    out: schema<PhoneNumber>('TwilioPhoneNumber'),
  },
  'POST /phone-number/import/vonage': {
    why: NO_PATH,
    in: schema<ImportVonagePhoneNumberRequest>('ImportVonagePhoneNumberDTO'),
    out: schema<PhoneNumber>('VonagePhoneNumber'),
  },
  'POST /provider/{provider}/{resourceName}': {
    why: NO_BODY_SCHEMA,
    in: handWritten<CreateProviderResourceRequest>(),
    out: document<ProviderResource>(),
  },
  'PATCH /provider/{provider}/{resourceName}/{id}': {
    why: NO_BODY_SCHEMA,
    in: handWritten<UpdateProviderResourceRequest>(),
    out: document<ProviderResource>(),
  },
  'GET /{provider}/workflows': {
    why: NO_PATH,
    in: handWritten<{ locationId?: string }>(),
    out: handWritten<JsonObject[]>(),
  },
  'GET /{provider}/workflows/{id}/hooks': {
    why: NO_PATH,
    in: none,
    out: handWritten<JsonObject[]>(),
  },
  'GET /{provider}/locations': { why: NO_PATH, in: none, out: handWritten<JsonObject[]>() },
  'GET /{provider}/voices/search': {
    why: NO_PATH,
    in: handWritten<ProviderVoiceSearchQuery>(),
    out: schema<ProviderVoice[]>('VoiceLibraryVoiceResponse[]'),
  },
  'GET /{provider}/voice/search': {
    why: NO_PATH,
    in: handWritten<ProviderVoiceSearchQuery>(),
    out: schema<ProviderVoice[]>('VoiceLibraryVoiceResponse[]'),
  },
  'POST /{provider}/voices/add': {
    why: NO_PATH,
    in: schema<AddProviderVoiceRequest>('AddVoiceToProviderDTO'),
    out: handWritten<JsonObject>(),
  },
  'POST /{provider}/voice/add': {
    why: NO_PATH,
    in: schema<AddProviderVoiceRequest>('AddVoiceToProviderDTO'),
    out: handWritten<JsonObject>(),
  },
  'POST /11labs/voice/clone': {
    why: NO_PATH,
    in: multipart<CloneVoiceRequest>('CloneVoiceDTO', 'the samples as `Blob`s'),
    out: handWritten<JsonObject>(),
    form: true,
  },
  'POST /session': {
    why: MESSAGES,
    in: document<CreateSessionRequest>(),
    out: document<Session>(),
  },
  'GET /session': { why: MESSAGES, in: document<SessionPageQuery>(), out: document<SessionPage>() },
  'GET /session/{id}': { why: MESSAGES, in: none, out: document<Session>() },
  'PATCH /session/{id}': {
    why: MESSAGES,
    in: document<UpdateSessionRequest>(),
    out: document<Session>(),
  },
  'DELETE /session/{id}': { why: MESSAGES, in: none, out: document<Session>() },
  'POST /support/ticket': {
    why: NO_PATH,
    in: handWritten<SupportTicketRequest>(),
    out: handWritten<JsonObject>(),
  },
  'POST /template': {
    why: NO_PATH,
    in: schema<CreateTemplateRequest>('CreateToolTemplateDTO'),
    out: schema<Template>('Template'),
  },
  'GET /template': {
    why: NO_PATH,
    in: handWritten<TemplateListQuery>(),
    out: schema<Template[]>('Template[]'),
  },
  'GET /template/{id}': { why: NO_PATH, in: none, out: schema<Template>('Template') },
  'PATCH /template/{id}': {
    why: NO_PATH,
    in: schema<UpdateTemplateRequest>('UpdateToolTemplateDTO'),
    out: schema<Template>('Template'),
  },
  'DELETE /template/{id}': { why: NO_PATH, in: none, out: schema<Template>('Template') },
  'GET /template/pinned': { why: NO_PATH, in: none, out: schema<Template[]>('Template[]') },
  'GET /test-suite/{testSuiteId}/run': {
    why: NO_PATH,
    in: handWritten<TestSuitePageQuery>(),
    out: schema<TestSuiteRunPage>('TestSuiteRunsPaginatedResponse'),
  },
  'POST /test-suite/{testSuiteId}/run': {
    why: NO_PATH,
    in: schema<CreateTestSuiteRunRequest | undefined>('CreateTestSuiteRunDto'),
    out: schema<TestSuiteRun>('TestSuiteRun'),
  },
  'GET /test-suite/{testSuiteId}/run/{id}': {
    why: NO_PATH,
    in: none,
    out: schema<TestSuiteRun>('TestSuiteRun'),
  },
  'PATCH /test-suite/{testSuiteId}/run/{id}': {
    why: NO_PATH,
    in: schema<UpdateTestSuiteRunRequest>('UpdateTestSuiteRunDto'),
    out: schema<TestSuiteRun>('TestSuiteRun'),
  },
  'DELETE /test-suite/{testSuiteId}/run/{id}': {
    why: NO_PATH,
    in: none,
    out: schema<TestSuiteRun>('TestSuiteRun'),
  },
  'GET /test-suite/{testSuiteId}/test': {
    why: NO_PATH,
    in: handWritten<TestSuitePageQuery>(),
    out: schema<TestSuiteTestPage>('TestSuiteTestsPaginatedResponse'),
  },
  'POST /test-suite/{testSuiteId}/test': {
    why: NO_PATH,
    in: schema<CreateTestSuiteTestRequest>(
      'CreateTestSuiteTestVoiceDto',
      'CreateTestSuiteTestChatDto',
    ),
    out: schema<TestSuiteTest>('TestSuiteTestVoice', 'TestSuiteTestChat'),
  },
  'GET /test-suite/{testSuiteId}/test/{id}': {
    why: NO_PATH,
    in: none,
    out: schema<TestSuiteTest>('TestSuiteTestVoice', 'TestSuiteTestChat'),
  },
  'PATCH /test-suite/{testSuiteId}/test/{id}': {
    why: NO_PATH,
    in: schema<UpdateTestSuiteTestRequest>(
      'UpdateTestSuiteTestVoiceDto',
      'UpdateTestSuiteTestChatDto',
    ),
    out: schema<TestSuiteTest>('TestSuiteTestVoice', 'TestSuiteTestChat'),
  },
  'DELETE /test-suite/{testSuiteId}/test/{id}': {
    why: NO_PATH,
    in: none,
    out: schema<TestSuiteTest>('TestSuiteTestVoice', 'TestSuiteTestChat'),
  },
  'GET /test-suite': {
    why: NO_PATH,
    in: handWritten<TestSuitePageQuery>(),
    out: schema<TestSuitePage>('TestSuitesPaginatedResponse'),
  },
  'POST /test-suite': {
    why: NO_PATH,
    in: schema<CreateTestSuiteRequest>('CreateTestSuiteDto'),
    out: schema<TestSuite>('TestSuite'),
  },
  'GET /test-suite/{id}': { why: NO_PATH, in: none, out: schema<TestSuite>('TestSuite') },
  'PATCH /test-suite/{id}': {
    why: NO_PATH,
    in: schema<UpdateTestSuiteRequest>('UpdateTestSuiteDto'),
    out: schema<TestSuite>('TestSuite'),
  },
  'DELETE /test-suite/{id}': { why: NO_PATH, in: none, out: schema<TestSuite>('TestSuite') },
  'POST /token': {
    why: NO_PATH,
    in: schema<CreateTokenRequest>('CreateTokenDTO'),
    out: schema<Token>('Token'),
  },
  'GET /token': { why: NO_PATH, in: handWritten<ListQuery>(), out: schema<Token[]>('Token[]') },
  'GET /token/{id}': { why: NO_PATH, in: none, out: schema<Token>('Token') },
  'PATCH /token/{id}': {
    why: NO_PATH,
    in: schema<UpdateTokenRequest>('UpdateTokenDTO'),
    out: schema<Token>('Token'),
  },
  'DELETE /token/{id}': { why: NO_PATH, in: none, out: schema<Token>('Token') },
  'GET /voice-library/{provider}': {
    why: NO_PATH,
    in: handWritten<VoiceLibraryQuery>(),
    out: schema<LibraryVoice[]>('VoiceLibrary[]'),
  },
  'GET /voice-library/{provider}/accents': { why: NO_PATH, in: none, out: handWritten<string[]>() },
  'POST /voice-library/sync/{provider}': {
    why: NO_PATH,
    in: none,
    out: schema<LibraryVoice[]>('VoiceLibrary[]'),
  },
  'POST /voice-library/sync': {
    why: NO_PATH,
    in: notSent('SyncVoiceLibraryDTO'),
    out: schema<LibraryVoice[]>('VoiceLibrary[]'),
  },
  'POST /voice-library/create-sesame-voice': {
    why: NO_PATH,
    in: schema<CreateSesameVoiceRequest>('CreateSesameVoiceDTO'),
    out: handWritten<JsonObject>(),
  },
  'POST /call/web': {
    why: NO_PATH,
    in: schema<CreateWebCallRequest>('CreateWebCallDTO'),
    out: handWritten<WebCallResponse>('WebCallResponse, a Call with webCallUrl'),
  },
  'GET /workflow': {
    why: NO_PATH,
    in: handWritten<ListQuery>(),
    out: schema<Workflow[]>('Workflow[]'),
  },
  'POST /workflow': {
    why: NO_PATH,
    in: schema<CreateWorkflowRequest>('CreateWorkflowDTO'),
    out: schema<Workflow>('Workflow'),
  },
  'GET /workflow/{id}': { why: NO_PATH, in: none, out: schema<Workflow>('Workflow') },
  'PATCH /workflow/{id}': {
    why: NO_PATH,
    in: schema<UpdateWorkflowRequest>('UpdateWorkflowDTO'),
    out: schema<Workflow>('Workflow'),
  },
  'DELETE /workflow/{id}': { why: NO_PATH, in: none, out: schema<Workflow>('Workflow') },
  'POST /workflow/generate': {
    why: NO_PATH,
    in: handWritten<GenerateWorkflowRequest>(),
    out: schema<Workflow>('Workflow'),
  },
} satisfies Record<string, OverlayEntry>;

/** The overlay's routes' types, by `METHOD /path`. */
export type Overlay = {
  [Key in keyof typeof OVERLAY]: {
    in: TypeOf<(typeof OVERLAY)[Key]['in']>;
    out: TypeOf<(typeof OVERLAY)[Key]['out']>;
    form: (typeof OVERLAY)[Key] extends { form: true } ? true : false;
  };
};
