// The overlay: the routes whose types do not come from the platform's document, and why. A route
// the document has a path for takes its query, body and answer from the generated `paths`
// (`./types/paths`); the routes below have no path in it, or one whose schema the platform does not
// follow. Each entry gives the route's types (the client's named types), and the component
// schemas of the snapshot they are, for the tests to build values from and for the spec sync to
// keep: `is(…)` names them (`…` stands for any provider's name), `queryOf` takes another route's
// query, `hand` (hand-written) and `multipart` say there is none, `document` reads the document's
// own schema as the entry's `why` says.
//
// The module has no imports at run time: the spec sync loads it on its own (see
// `scripts/spec-sync/roots.mjs`), and the client reads only its types.

import type * as assistant from './types/assistant';
import type * as call from './types/call';
import type * as campaign from './types/campaign';
import type * as catalog from './types/catalog';
import type * as chat from './types/chat';
import type * as common from './types/common';
import type { Download } from './types/download';
import type * as files from './types/files';
import type * as insight from './types/insight';
import type * as org from './types/org';
import type * as phone from './types/phone-number';
import type * as platform from './types/platform';
import type * as resource from './types/provider-resource';
import type * as session from './types/session';
import type * as suite from './types/test-suite';
import type * as workflow from './types/workflow';

declare const type: unique symbol;

/**
 * What a route takes, or answers: the component schemas it is (any of), another route's query,
 * the document's own schema, or why there is none; `T` is its type.
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
/** The type of a side, read by indexed access: what {@link TypeOf} gives, checked more cheaply. */
type SideType<S extends Side<unknown>> = NonNullable<S[typeof type]>[0];

/** The side is one of these component schemas (`…` stands for any provider's name, `[]` a list). */
const is = <T>(...schemas: string[]): Side<T> => ({ schemas });
/** The side is the query of another route of the document. */
const queryOf = <T>(key: string): Side<T> => ({ query: key });
/** The side has no schema in the document: its type is hand-written (`note` says what it is). */
const hand = <T>(note = ''): Side<T> => ({ skip: `hand-written${note && `: ${note}`}` });
/** Multipart form data, which the client builds from `Blob`s: `schema`'s fields, but `note`. */
const multipart = <T>(schema: string, note: string): Side<T> => ({
  skip: `multipart: ${schema}, ${note}`,
  schemas: [schema],
});
/** The side is the document's own schema, read as the entry's `why` says. */
const document = <T>(): Side<T> => ({ document: true });
/** The client sends no body, where the platform takes an optional `schema` one (kept). */
const notSent = (schema: string): Side<never> => ({
  skip: `takes nothing: the client sends no ${schema}`,
  schemas: [schema],
});
/** The route takes nothing besides its path values. */
const none: Side<never> = { skip: 'takes nothing' };

/** A route the document has no path for, which takes `input` and answers `output`. */
const noPath = <In, Out>(i: Side<In>, o: Side<Out>) => ({ why: NO_PATH, in: i, out: o });

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

/** A download route: it answers a redirect to the file. */
const download = { why: DOWNLOAD, in: none, out: hand<Download>('a redirect to the file') };

/** A route that takes or answers the document's chat or session messages. */
const messages = <In, Out>(why = MESSAGES) => ({ why, in: document<In>(), out: document<Out>() });

/** The overlay's routes, by `METHOD /path`. */
export const OVERLAY = {
  'PUT /assistant/{id}': noPath(
    is<assistant.CreateAssistantRequest>('CreateAssistantDTO'),
    is<assistant.Assistant>('Assistant'),
  ),
  'GET /assistant/{id}/version': {
    why: NO_PATH_ITEMS,
    in: hand<common.PageQuery>(),
    out: is<assistant.AssistantVersionPage>('AssistantVersionPaginatedResponse'),
  },
  'GET /v2/assistant': noPath(
    hand<common.PageQuery>(),
    is<assistant.AssistantPage>('AssistantPaginatedResponse'),
  ),
  'POST /call/phone': noPath(
    is<call.CreateCallRequest>('CreateCallDTO'),
    is<call.Call | call.CallBatchResponse>('Call', 'CallBatchResponse'),
  ),
  'GET /v2/call': noPath(hand<call.CallPageQuery>(), is<call.CallPage>('CallPaginatedResponse')),
  'GET /v2/call/export': noPath(
    hand<call.CallPageQuery>(),
    hand<string | common.JsonObject>('CSV text, or JSON'),
  ),
  'GET /v2/call/metadata': noPath(hand<call.CallPageQuery>(), hand<common.JsonObject>()),
  'GET /call/{id}/mono-recording': download,
  'GET /call/{id}/stereo-recording': download,
  'GET /call/{id}/assistant-recording': download,
  'GET /call/{id}/customer-recording': download,
  'GET /call/{id}/video-recording': download,
  'GET /call/{id}/call-logs': download,
  'GET /call/{id}/pcap': download,
  'GET /campaign/paginated': noPath(
    queryOf<campaign.CampaignPageQuery>('GET /campaign'),
    is<campaign.CampaignPage>('CampaignPaginatedResponse'),
  ),
  'GET /chat': messages<chat.ChatPageQuery, chat.ChatPage>(),
  'POST /chat': messages<chat.CreateChatRequest, chat.Chat>(WHOLE_CHAT),
  'GET /chat/{id}': messages<never, chat.Chat>(),
  'DELETE /chat/{id}': messages<never, chat.Chat>(),
  'POST /chat/responses': messages<chat.CreateChatResponseRequest, chat.ChatResponse>(WHOLE_CHAT),
  'POST /chat/web': noPath(
    is<chat.CreateWebChatRequest>('CreateWebChatDTO'),
    is<chat.WebChat>('WebChat'),
  ),
  'POST /chat/web/responses': noPath(
    is<chat.CreateWebChatResponseRequest>('OpenAIWebChatRequest'),
    is<chat.ChatResponse>('ResponseObject'),
  ),
  'POST /credential': noPath(
    is<platform.CreateCredentialRequest>('Create…CredentialDTO'),
    is<platform.Credential>('…Credential'),
  ),
  'GET /credential': noPath(hand<common.ListQuery>(), is<platform.Credential[]>('…Credential[]')),
  'GET /credential/{id}': noPath(none, is<platform.Credential>('…Credential')),
  'PATCH /credential/{id}': noPath(
    is<platform.UpdateCredentialRequest>('Update…CredentialDTO'),
    is<platform.Credential>('…Credential'),
  ),
  'DELETE /credential/{id}': noPath(none, is<platform.Credential>('…Credential')),
  'POST /credential/session': noPath(
    hand<platform.CreateCredentialSessionRequest>(),
    is<platform.CredentialSession>('CredentialSessionResponse'),
  ),
  'POST /credential/webhook': noPath(
    is<platform.CredentialWebhookRequest>('CredentialWebhookDTO'),
    hand<common.JsonObject>(),
  ),
  'POST /credential/trigger': noPath(
    is<platform.CredentialTriggerRequest>('CredentialActionRequest'),
    hand<common.JsonObject>(),
  ),
  'POST /file/upload': {
    ...noPath(
      multipart<files.UploadFileRequest>('CreateFileDTO', 'its `file` as a `Blob`'),
      is<files.PlatformFile>('File'),
    ),
    form: true,
  },
  'POST /file': {
    why: MULTIPART_FILE,
    in: multipart<files.CreateFileRequest>('CreateFileDTO', 'its `file` as a `Blob`'),
    out: document<files.PlatformFile>(),
    form: true,
  },
  'POST /reporting/insight/{id}/run': {
    why: OPTIONAL_BODY,
    in: document<insight.InsightRunRequest | undefined>(),
    out: document<insight.InsightRun>(),
  },
  'POST /knowledge-base': noPath(
    is<catalog.CreateKnowledgeBaseRequest>('CreateCustomKnowledgeBaseDTO'),
    is<catalog.KnowledgeBase>('CustomKnowledgeBase'),
  ),
  'GET /knowledge-base': noPath(
    hand<common.ListQuery>(),
    is<catalog.KnowledgeBase[]>('CustomKnowledgeBase[]'),
  ),
  'GET /knowledge-base/{id}': noPath(none, is<catalog.KnowledgeBase>('CustomKnowledgeBase')),
  'PATCH /knowledge-base/{id}': noPath(
    is<catalog.UpdateKnowledgeBaseRequest>('UpdateCustomKnowledgeBaseDTO'),
    is<catalog.KnowledgeBase>('CustomKnowledgeBase'),
  ),
  'DELETE /knowledge-base/{id}': noPath(none, is<catalog.KnowledgeBase>('CustomKnowledgeBase')),
  'GET /logs': noPath(hand<platform.LogQuery>(), hand<common.Page<platform.LogEntry>>()),
  'DELETE /logs': noPath(hand<platform.LogQuery>(), hand<common.JsonObject>()),
  'GET /log': noPath(hand<platform.LogQuery>(), hand<common.Page<platform.LogEntry>>()),
  'DELETE /log': noPath(hand<platform.LogQuery>(), hand<common.JsonObject>()),
  'POST /org': noPath(is<org.CreateOrgRequest>('CreateOrgDTO'), is<org.Org>('Org')),
  'GET /org': noPath(none, is<org.Org[]>('Org[]')),
  'GET /org/{id}': noPath(none, is<org.Org>('Org')),
  'PATCH /org/{id}': noPath(is<org.UpdateOrgRequest>('UpdateOrgDTO'), is<org.Org>('Org')),
  'DELETE /org/{id}': noPath(none, is<org.Org>('Org')),
  'GET /org/{id}/user': noPath(none, is<org.OrgUser[]>('User[]')),
  'DELETE /org/{id}/leave': noPath(none, hand<common.JsonObject>()),
  'DELETE /org/{id}/member/{memberId}/leave': noPath(none, hand<common.JsonObject>()),
  'POST /org/{id}/invite': noPath(
    is<org.InviteOrgUsersRequest>('InviteUserDTO'),
    hand<common.JsonObject>(),
  ),
  'PATCH /org/{id}/role': noPath(
    is<org.UpdateOrgUserRoleRequest>('UpdateUserRoleDTO'),
    hand<common.JsonObject>(),
  ),
  'GET /org/{id}/auth': noPath(none, hand<common.JsonObject>()),
  'POST /phone-number/import/twilio': noPath(
    is<phone.ImportTwilioPhoneNumberRequest>('ImportTwilioPhoneNumberDTO'),
    is<phone.PhoneNumber>('TwilioPhoneNumber'),
  ),
  'POST /phone-number/import/vonage': noPath(
    is<phone.ImportVonagePhoneNumberRequest>('ImportVonagePhoneNumberDTO'),
    is<phone.PhoneNumber>('VonagePhoneNumber'),
  ),
  'POST /provider/{provider}/{resourceName}': {
    why: NO_BODY_SCHEMA,
    in: hand<resource.CreateProviderResourceRequest>(),
    out: document<resource.ProviderResource>(),
  },
  'PATCH /provider/{provider}/{resourceName}/{id}': {
    why: NO_BODY_SCHEMA,
    in: hand<resource.UpdateProviderResourceRequest>(),
    out: document<resource.ProviderResource>(),
  },
  'GET /{provider}/workflows': noPath(hand<{ locationId?: string }>(), hand<common.JsonObject[]>()),
  'GET /{provider}/workflows/{id}/hooks': noPath(none, hand<common.JsonObject[]>()),
  'GET /{provider}/locations': noPath(none, hand<common.JsonObject[]>()),
  'GET /{provider}/voices/search': noPath(
    hand<platform.ProviderVoiceSearchQuery>(),
    is<platform.ProviderVoice[]>('VoiceLibraryVoiceResponse[]'),
  ),
  'GET /{provider}/voice/search': noPath(
    hand<platform.ProviderVoiceSearchQuery>(),
    is<platform.ProviderVoice[]>('VoiceLibraryVoiceResponse[]'),
  ),
  'POST /{provider}/voices/add': noPath(
    is<platform.AddProviderVoiceRequest>('AddVoiceToProviderDTO'),
    hand<common.JsonObject>(),
  ),
  'POST /{provider}/voice/add': noPath(
    is<platform.AddProviderVoiceRequest>('AddVoiceToProviderDTO'),
    hand<common.JsonObject>(),
  ),
  'POST /11labs/voice/clone': {
    ...noPath(
      multipart<platform.CloneVoiceRequest>('CloneVoiceDTO', 'the samples as `Blob`s'),
      hand<common.JsonObject>(),
    ),
    form: true,
  },
  'POST /session': messages<session.CreateSessionRequest, session.Session>(),
  'GET /session': messages<session.SessionPageQuery, session.SessionPage>(),
  'GET /session/{id}': messages<never, session.Session>(),
  'PATCH /session/{id}': messages<session.UpdateSessionRequest, session.Session>(),
  'DELETE /session/{id}': messages<never, session.Session>(),
  'POST /support/ticket': noPath(hand<platform.SupportTicketRequest>(), hand<common.JsonObject>()),
  'POST /template': noPath(
    is<catalog.CreateTemplateRequest>('CreateToolTemplateDTO'),
    is<catalog.Template>('Template'),
  ),
  'GET /template': noPath(hand<catalog.TemplateListQuery>(), is<catalog.Template[]>('Template[]')),
  'GET /template/{id}': noPath(none, is<catalog.Template>('Template')),
  'PATCH /template/{id}': noPath(
    is<catalog.UpdateTemplateRequest>('UpdateToolTemplateDTO'),
    is<catalog.Template>('Template'),
  ),
  'DELETE /template/{id}': noPath(none, is<catalog.Template>('Template')),
  'GET /template/pinned': noPath(none, is<catalog.Template[]>('Template[]')),
  'GET /test-suite/{testSuiteId}/run': noPath(
    hand<suite.TestSuitePageQuery>(),
    is<suite.TestSuiteRunPage>('TestSuiteRunsPaginatedResponse'),
  ),
  'POST /test-suite/{testSuiteId}/run': noPath(
    is<suite.CreateTestSuiteRunRequest | undefined>('CreateTestSuiteRunDto'),
    is<suite.TestSuiteRun>('TestSuiteRun'),
  ),
  'GET /test-suite/{testSuiteId}/run/{id}': noPath(none, is<suite.TestSuiteRun>('TestSuiteRun')),
  'PATCH /test-suite/{testSuiteId}/run/{id}': noPath(
    is<suite.UpdateTestSuiteRunRequest>('UpdateTestSuiteRunDto'),
    is<suite.TestSuiteRun>('TestSuiteRun'),
  ),
  'DELETE /test-suite/{testSuiteId}/run/{id}': noPath(none, is<suite.TestSuiteRun>('TestSuiteRun')),
  'GET /test-suite/{testSuiteId}/test': noPath(
    hand<suite.TestSuitePageQuery>(),
    is<suite.TestSuiteTestPage>('TestSuiteTestsPaginatedResponse'),
  ),
  'POST /test-suite/{testSuiteId}/test': noPath(
    is<suite.CreateTestSuiteTestRequest>(
      'CreateTestSuiteTestVoiceDto',
      'CreateTestSuiteTestChatDto',
    ),
    is<suite.TestSuiteTest>('TestSuiteTestVoice', 'TestSuiteTestChat'),
  ),
  'GET /test-suite/{testSuiteId}/test/{id}': noPath(
    none,
    is<suite.TestSuiteTest>('TestSuiteTestVoice', 'TestSuiteTestChat'),
  ),
  'PATCH /test-suite/{testSuiteId}/test/{id}': noPath(
    is<suite.UpdateTestSuiteTestRequest>(
      'UpdateTestSuiteTestVoiceDto',
      'UpdateTestSuiteTestChatDto',
    ),
    is<suite.TestSuiteTest>('TestSuiteTestVoice', 'TestSuiteTestChat'),
  ),
  'DELETE /test-suite/{testSuiteId}/test/{id}': noPath(
    none,
    is<suite.TestSuiteTest>('TestSuiteTestVoice', 'TestSuiteTestChat'),
  ),
  'GET /test-suite': noPath(
    hand<suite.TestSuitePageQuery>(),
    is<suite.TestSuitePage>('TestSuitesPaginatedResponse'),
  ),
  'POST /test-suite': noPath(
    is<suite.CreateTestSuiteRequest>('CreateTestSuiteDto'),
    is<suite.TestSuite>('TestSuite'),
  ),
  'GET /test-suite/{id}': noPath(none, is<suite.TestSuite>('TestSuite')),
  'PATCH /test-suite/{id}': noPath(
    is<suite.UpdateTestSuiteRequest>('UpdateTestSuiteDto'),
    is<suite.TestSuite>('TestSuite'),
  ),
  'DELETE /test-suite/{id}': noPath(none, is<suite.TestSuite>('TestSuite')),
  'POST /token': noPath(
    is<catalog.CreateTokenRequest>('CreateTokenDTO'),
    is<catalog.Token>('Token'),
  ),
  'GET /token': noPath(hand<common.ListQuery>(), is<catalog.Token[]>('Token[]')),
  'GET /token/{id}': noPath(none, is<catalog.Token>('Token')),
  'PATCH /token/{id}': noPath(
    is<catalog.UpdateTokenRequest>('UpdateTokenDTO'),
    is<catalog.Token>('Token'),
  ),
  'DELETE /token/{id}': noPath(none, is<catalog.Token>('Token')),
  'GET /voice-library/{provider}': noPath(
    hand<platform.VoiceLibraryQuery>(),
    is<platform.LibraryVoice[]>('VoiceLibrary[]'),
  ),
  'GET /voice-library/{provider}/accents': noPath(none, hand<string[]>()),
  'POST /voice-library/sync/{provider}': noPath(
    none,
    is<platform.LibraryVoice[]>('VoiceLibrary[]'),
  ),
  'POST /voice-library/sync': noPath(
    notSent('SyncVoiceLibraryDTO'),
    is<platform.LibraryVoice[]>('VoiceLibrary[]'),
  ),
  'POST /voice-library/create-sesame-voice': noPath(
    is<platform.CreateSesameVoiceRequest>('CreateSesameVoiceDTO'),
    hand<common.JsonObject>(),
  ),
  'POST /call/web': noPath(
    is<call.CreateWebCallRequest>('CreateWebCallDTO'),
    hand<call.WebCallResponse>('WebCallResponse, a Call with webCallUrl'),
  ),
  'GET /workflow': noPath(hand<common.ListQuery>(), is<workflow.Workflow[]>('Workflow[]')),
  'POST /workflow': noPath(
    is<workflow.CreateWorkflowRequest>('CreateWorkflowDTO'),
    is<workflow.Workflow>('Workflow'),
  ),
  'GET /workflow/{id}': noPath(none, is<workflow.Workflow>('Workflow')),
  'PATCH /workflow/{id}': noPath(
    is<workflow.UpdateWorkflowRequest>('UpdateWorkflowDTO'),
    is<workflow.Workflow>('Workflow'),
  ),
  'DELETE /workflow/{id}': noPath(none, is<workflow.Workflow>('Workflow')),
  'POST /workflow/generate': noPath(
    hand<workflow.GenerateWorkflowRequest>(),
    is<workflow.Workflow>('Workflow'),
  ),
} satisfies Record<string, OverlayEntry>;

/**
 * The overlay's routes' types, by `METHOD /path`. Each side's type is read by indexed access
 * rather than by {@link TypeOf}: an access costs a type-checker nothing, where a conditional type
 * with `infer` costs it a few instantiations for each of the overlay's routes.
 */
export type Overlay = {
  [Key in keyof typeof OVERLAY]: {
    in: SideType<(typeof OVERLAY)[Key]['in']>;
    out: SideType<(typeof OVERLAY)[Key]['out']>;
    form: (typeof OVERLAY)[Key] extends { form: true } ? true : false;
  };
};
