import type { Assistant, CreateAssistantRequest } from '../../types/assistant';
import type {
  CreateKnowledgeBaseRequest,
  CreateTemplateRequest,
  CreateTokenRequest,
  CreateToolRequest,
  KnowledgeBase,
  Template,
  Token,
  Tool,
} from '../../types/catalog';
import type { JsonObject } from '../../types/common';
import type { PlatformFile } from '../../types/files';
import type {
  CreatePhoneNumberRequest,
  ImportTwilioPhoneNumberRequest,
  ImportVonagePhoneNumberRequest,
  PhoneNumber,
} from '../../types/phone-number';
import type {
  CreateCredentialRequest,
  CreateCredentialSessionRequest,
  Credential,
  CredentialSession,
} from '../../types/platform';
import type { CreateSquadRequest, Squad } from '../../types/squad';
import type {
  CreateWorkflowRequest,
  GenerateWorkflowRequest,
  Workflow,
} from '../../types/workflow';
import { type Answer, type CrudSpec, crud, stamp } from '../crud';
import { badRequest, notFound } from '../errors';
import { formBody, jsonBody, pageOf, type RouteContext, requireFields } from '../request';
import { copy, newId, versionOf } from '../state';
import type { AnswerTable } from './table';

const assistants = crud<CreateAssistantRequest, Assistant>({
  label: 'Assistant',
  collection: (state) => state.assistants,
  required: {},
  make: (body, base) => ({ ...body, ...base }),
});

/** An assistant answer that also saves the assistant's new version, as the platform does. */
const versioned =
  (answer: Answer<Assistant>): Answer<Assistant> =>
  (ctx) => {
    const assistant = answer(ctx);
    const versions = ctx.state.assistantVersions.get(assistant.id) ?? [];
    ctx.state.assistantVersions.set(assistant.id, [...versions, versionOf(assistant)]);
    return assistant;
  };

/** A secret as the simulator answers it: each text in it masked, its shape kept. */
const masked = (value: unknown): unknown =>
  typeof value === 'string'
    ? '********'
    : value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).map(([name, part]) => [name, masked(part)]))
      : value;

/**
 * The fields of a body, with its secrets masked: the answer's schema requires them (a
 * credential's `apiKey`), but the simulator never echoes a secret back.
 */
const withoutSecrets = <T extends object>(body: T): T =>
  Object.fromEntries(
    Object.entries(body).map(([name, value]) => [
      name,
      /key|secret|token|password/i.test(name) ? masked(value) : value,
    ]),
  ) as T;

/** A number in the given (US) area code, as the platform assigns its own numbers. */
function platformNumber(areaCode = '555'): string {
  const digits = crypto.getRandomValues(new Uint8Array(7));
  return `+1${areaCode}${Array.from(digits, (d) => d % 10).join('')}`;
}

/** Phone numbers, made by any of their three create routes. */
const phoneNumbersOf = <Create>(
  required: CrudSpec<Create, PhoneNumber>['required'],
  make: CrudSpec<Create, PhoneNumber>['make'],
) =>
  crud<Create, PhoneNumber>({
    label: 'Phone number',
    collection: (state) => state.phoneNumbers,
    required,
    make,
    list: { equal: ['provider', 'number', 'status'], contains: { search: ['number', 'name'] } },
  });
const phoneNumbers = phoneNumbersOf<CreatePhoneNumberRequest>(
  { provider: 'string' },
  // the body's provider picks the member of the answer
  (body, base) =>
    ({
      status: 'active',
      ...withoutSecrets(body),
      provider: body.provider,
      number:
        ('number' in body ? body.number : undefined) ??
        (body.provider === 'vapi' ? platformNumber(body.numberDesiredAreaCode) : undefined),
      ...base,
    }) as PhoneNumber,
);
const twilioNumbers = phoneNumbersOf<ImportTwilioPhoneNumberRequest>(
  { twilioPhoneNumber: 'string', twilioAccountSid: 'string' },
  ({ twilioPhoneNumber, twilioAccountSid, ...body }, base) => ({
    status: 'active',
    ...withoutSecrets(body),
    twilioAccountSid,
    provider: 'twilio',
    number: twilioPhoneNumber,
    ...base,
  }),
);
const vonageNumbers = phoneNumbersOf<ImportVonagePhoneNumberRequest>(
  { vonagePhoneNumber: 'string', credentialId: 'string' },
  ({ vonagePhoneNumber, ...body }, base) => ({
    status: 'active',
    ...body,
    provider: 'vonage',
    number: vonagePhoneNumber,
    ...base,
  }),
);

const tools = crud<CreateToolRequest, Tool>({
  label: 'Tool',
  collection: (state) => state.tools,
  required: { type: 'string' },
  make: (body, base) => ({ ...body, ...base }),
  list: { equal: ['type'] },
});
const knowledgeBases = crud<CreateKnowledgeBaseRequest, KnowledgeBase>({
  label: 'Knowledge base',
  collection: (state) => state.knowledgeBases,
  required: { provider: 'string', server: 'object' },
  make: (body, base) => ({ ...body, ...base }),
});
const squads = crud<CreateSquadRequest, Squad>({
  label: 'Squad',
  collection: (state) => state.squads,
  required: { members: 'array' },
  make: (body, base) => ({ ...body, ...base }),
});
const templates = crud<CreateTemplateRequest, Template>({
  label: 'Template',
  collection: (state) => state.templates,
  required: { type: 'string' },
  make: (body, base) => ({ visibility: 'private', ...body, ...base }),
  list: { equal: ['collectionId', 'visibility', 'provider'] },
});
const tokens = crud<CreateTokenRequest, Token>({
  label: 'Token',
  collection: (state) => state.tokens,
  required: {},
  make: (body, base) => ({ tag: 'private', ...body, ...base, value: crypto.randomUUID() }),
});
const credentials = crud<CreateCredentialRequest, Credential>({
  label: 'Credential',
  collection: (state) => state.credentials,
  required: { provider: 'string' },
  // the body's provider picks the member of the answer; the platform adds the session of an
  // authentication plan (empty until the plan runs) and the Vonage application it makes
  make: (body, base) =>
    ({
      ...withoutSecrets(body),
      ...('authenticationPlan' in body && { authenticationSession: {} }),
      ...(body.provider === 'vonage' && {
        vonageApplicationId: newId(),
        vonageApplicationPrivateKey: masked(''),
      }),
      provider: body.provider,
      ...base,
    }) as Credential,
});
const workflows = crud<CreateWorkflowRequest, Workflow>({
  label: 'Workflow',
  collection: (state) => state.workflows,
  required: { name: 'string', nodes: 'array', edges: 'array' },
  make: (body, base) => ({ ...body, ...base }),
});
/** A drafted workflow is stored like a created one. */
const generated = crud<GenerateWorkflowRequest, Workflow>({
  label: 'Workflow',
  collection: (state) => state.workflows,
  required: {},
  make: (body, base) => ({
    name: 'Generated workflow',
    nodes: [
      {
        type: 'conversation',
        name: 'start',
        isStart: true,
        prompt: String(body.description ?? ''),
      },
    ],
    edges: [],
    ...base,
  }),
});
/** A file the platform fetches from a URL: a JSON body its schema does not describe. */
interface FileFromUrl {
  url?: string;
  name?: string;
}
const files = crud<FileFromUrl, PlatformFile>({
  label: 'File',
  collection: (state) => state.files,
  required: {},
  make: (body, base) => ({ status: 'done', ...body, ...base }),
});

/** `POST /file` and `/file/upload`: a multipart file is stored with its name, size and type. */
function storeFile(ctx: RouteContext): PlatformFile {
  if (!(ctx.body instanceof FormData)) {
    const body = jsonBody<FileFromUrl>(ctx);
    if (typeof body.url !== 'string' || !body.url)
      throw badRequest(['file should not be empty', 'url must be a URL address']);
    return files.create(ctx);
  }
  const form = formBody(ctx);
  const file = form.get('file');
  if (!(file instanceof Blob)) throw badRequest(['file should not be empty']);
  const fields = Object.fromEntries(
    [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  const originalName = 'name' in file && typeof file.name === 'string' ? file.name : 'file';
  const stored: PlatformFile = {
    ...fields,
    ...stamp(ctx),
    name: fields.name ?? originalName,
    originalName,
    bytes: file.size,
    mimetype: file.type || 'application/octet-stream',
    status: 'done',
  };
  ctx.state.files.set(stored.id, stored);
  return copy(stored);
}

/** The answers of the assistant, phone-number, tool, knowledge-base, squad, template, token, credential, file and workflow routes. */
export const catalogAnswers = {
  createAssistant: versioned(assistants.create),
  listAssistants: assistants.list,
  getAssistant: assistants.get,
  updateAssistant: versioned(assistants.update),
  replaceAssistant: versioned(assistants.replace),
  deleteAssistant: (ctx) => {
    const assistant = assistants.remove(ctx);
    ctx.state.assistantVersions.delete(assistant.id);
    return assistant;
  },
  listAssistantVersions: (ctx) => {
    const id = ctx.params.id ?? '';
    const versions = ctx.state.assistantVersions.get(id);
    if (!versions) throw notFound('Assistant', id);
    return copy(pageOf(versions, ctx.query));
  },
  listAssistantsPage: assistants.page,
  importTwilioPhoneNumber: twilioNumbers.create,
  importVonagePhoneNumber: vonageNumbers.create,
  createPhoneNumber: phoneNumbers.create,
  listPhoneNumbers: phoneNumbers.list,
  getPhoneNumber: phoneNumbers.get,
  updatePhoneNumber: phoneNumbers.update,
  deletePhoneNumber: phoneNumbers.remove,
  listPhoneNumbersPage: phoneNumbers.page,
  createTool: tools.create,
  listTools: tools.list,
  getTool: tools.get,
  updateTool: tools.update,
  deleteTool: tools.remove,
  createKnowledgeBase: knowledgeBases.create,
  listKnowledgeBases: knowledgeBases.list,
  getKnowledgeBase: knowledgeBases.get,
  updateKnowledgeBase: knowledgeBases.update,
  deleteKnowledgeBase: knowledgeBases.remove,
  createSquad: squads.create,
  listSquads: squads.list,
  getSquad: squads.get,
  updateSquad: squads.update,
  deleteSquad: squads.remove,
  createTemplate: templates.create,
  listTemplates: templates.list,
  getTemplate: templates.get,
  updateTemplate: templates.update,
  deleteTemplate: templates.remove,
  listPinnedTemplates: (): Template[] => [],
  createToken: tokens.create,
  listTokens: tokens.list,
  getToken: tokens.get,
  updateToken: tokens.update,
  deleteToken: tokens.remove,
  createCredential: credentials.create,
  listCredentials: credentials.list,
  getCredential: credentials.get,
  updateCredential: (ctx) => {
    const credential = withoutSecrets(credentials.update(ctx));
    ctx.state.credentials.set(credential.id, credential);
    return copy(credential);
  },
  deleteCredential: credentials.remove,
  createCredentialSession: (ctx): CredentialSession => {
    requireFields<CreateCredentialSessionRequest>(ctx, { provider: 'string' });
    return { sessionToken: `session_${stamp(ctx).id}` };
  },
  sendCredentialWebhook: (): JsonObject => ({}),
  triggerCredential: (ctx): JsonObject => ({ ...jsonBody<JsonObject>(ctx) }),
  uploadFile: storeFile,
  createFile: storeFile,
  listFiles: files.list,
  getFile: files.get,
  updateFile: files.update,
  deleteFile: files.remove,
  listWorkflows: workflows.list,
  createWorkflow: workflows.create,
  getWorkflow: workflows.get,
  updateWorkflow: workflows.update,
  deleteWorkflow: workflows.remove,
  generateWorkflow: generated.create,
} satisfies Partial<AnswerTable>;
