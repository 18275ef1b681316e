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
import type { PlatformFile } from '../../types/files';
import type {
  CreatePhoneNumberRequest,
  ImportTwilioPhoneNumberRequest,
  ImportVonagePhoneNumberRequest,
  PhoneNumber,
} from '../../types/phone-number';
import type { CreateCredentialRequest, Credential } from '../../types/platform';
import type { CreateSquadRequest, Squad } from '../../types/squad';
import type { CreateWorkflowRequest, Workflow } from '../../types/workflow';
import { type CrudSpec, crud, type StoredResources, stamp } from '../crud';
import { badRequest, notFound } from '../errors';
import { formBody, jsonBody, pageOf, type RouteContext } from '../request';
import { copy, newId, versionOf } from '../state';
import type { AnswerTable } from './table';

/** A secret as the simulator answers it: each text in it masked, its shape kept. */
const masked = (value: unknown): unknown =>
  typeof value === 'string'
    ? '********'
    : value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).map(([name, part]) => [name, masked(part)]))
      : value;

/**
 * A resource with its secrets masked: the answer's schema requires them (a credential's
 * `apiKey`), but the simulator never echoes a secret back.
 */
const withoutSecrets = <T extends object>(body: T): T =>
  Object.fromEntries(
    Object.entries(body).map(([name, value]) => [
      name,
      /key|secret|token|password/i.test(name) ? masked(value) : value,
    ]),
  ) as T;

const assistants = crud<CreateAssistantRequest, Assistant>({
  collection: 'assistants',
  // each assistant saved is a new version of it, as the platform keeps them
  saved(assistant, ctx) {
    const versions = ctx.state.assistantVersions.get(assistant.id) ?? [];
    ctx.state.assistantVersions.set(assistant.id, [...versions, versionOf(assistant)]);
    return assistant;
  },
  removed: (assistant, ctx) => ctx.state.assistantVersions.delete(assistant.id),
});

/** A number in the given (US) area code, as the platform assigns its own numbers. */
function platformNumber(areaCode = '555'): string {
  const digits = crypto.getRandomValues(new Uint8Array(7));
  return `+1${areaCode}${Array.from(digits, (d) => d % 10).join('')}`;
}

/** Phone numbers, made by any of their three create routes. */
const phoneNumbersOf = <Create>(spec: Pick<CrudSpec<Create, PhoneNumber>, 'make' | 'required'>) =>
  crud<Create, PhoneNumber>({
    ...(spec as CrudSpec<Create, PhoneNumber>),
    collection: 'phoneNumbers',
    saved: withoutSecrets,
    list: { equal: ['provider', 'number', 'status'], contains: { search: ['number', 'name'] } },
  });
const phoneNumbers = phoneNumbersOf<CreatePhoneNumberRequest>({
  required: { provider: 'string' },
  // the body's provider picks the member of the answer
  make: (body, base) =>
    ({
      status: 'active',
      ...body,
      provider: body.provider,
      number:
        ('number' in body ? body.number : undefined) ??
        (body.provider === 'vapi' ? platformNumber(body.numberDesiredAreaCode) : undefined),
      ...base,
    }) as PhoneNumber,
});
const twilioNumbers = phoneNumbersOf<ImportTwilioPhoneNumberRequest>({
  required: { twilioPhoneNumber: 'string', twilioAccountSid: 'string' },
  make: ({ twilioPhoneNumber, ...body }, base) => ({
    status: 'active',
    ...body,
    provider: 'twilio',
    number: twilioPhoneNumber,
    ...base,
  }),
});
const vonageNumbers = phoneNumbersOf<ImportVonagePhoneNumberRequest>({
  required: { vonagePhoneNumber: 'string', credentialId: 'string' },
  make: ({ vonagePhoneNumber, ...body }, base) => ({
    status: 'active',
    ...body,
    provider: 'vonage',
    number: vonagePhoneNumber,
    ...base,
  }),
});

const workflows = crud<CreateWorkflowRequest, Workflow>({
  collection: 'workflows',
  required: { name: 'string', nodes: 'array', edges: 'array' },
});
/** A file the platform fetches from a URL: a JSON body its schema does not describe. */
interface FileFromUrl {
  url?: string;
  name?: string;
}
const files = crud<FileFromUrl, PlatformFile>({
  collection: 'files',
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

/** The stored resources of these routes, by the list route of their collection. */
export const catalogResources = {
  listAssistants: assistants,
  listPhoneNumbers: phoneNumbers,
  listTools: crud<CreateToolRequest, Tool>({
    collection: 'tools',
    required: { type: 'string' },
    list: { equal: ['type'] },
  }),
  listKnowledgeBases: crud<CreateKnowledgeBaseRequest, KnowledgeBase>({
    collection: 'knowledgeBases',
    required: { provider: 'string', server: 'object' },
  }),
  listSquads: crud<CreateSquadRequest, Squad>({
    collection: 'squads',
    required: { members: 'array' },
  }),
  listTemplates: crud<CreateTemplateRequest, Template>({
    collection: 'templates',
    required: { type: 'string' },
    make: (body, base) => ({ visibility: 'private', ...body, ...base }),
    list: { equal: ['collectionId', 'visibility', 'provider'] },
  }),
  listTokens: crud<CreateTokenRequest, Token>({
    collection: 'tokens',
    make: (body, base) => ({ tag: 'private', ...body, ...base, value: crypto.randomUUID() }),
  }),
  listCredentials: crud<CreateCredentialRequest, Credential>({
    collection: 'credentials',
    required: { provider: 'string' },
    // the body's provider picks the member of the answer; the platform adds the session of an
    // authentication plan (empty until the plan runs) and the Vonage application it makes
    make: (body, base) =>
      ({
        ...body,
        ...('authenticationPlan' in body && { authenticationSession: {} }),
        ...(body.provider === 'vonage' && {
          vonageApplicationId: newId(),
          vonageApplicationPrivateKey: '',
        }),
        provider: body.provider,
        ...base,
      }) as Credential,
    saved: withoutSecrets,
  }),
  listFiles: files,
  listWorkflows: workflows,
} satisfies StoredResources;

/** The answers of the assistant, phone-number, template and file routes that are not plain. */
export const catalogAnswers = {
  listAssistantVersions: (ctx) => {
    const id = ctx.params.id ?? '';
    const versions = ctx.state.assistantVersions.get(id);
    if (!versions) throw notFound('Assistant', id);
    return copy(pageOf(versions, ctx.query));
  },
  importTwilioPhoneNumber: twilioNumbers.create,
  importVonagePhoneNumber: vonageNumbers.create,
  listPinnedTemplates: (): Template[] => [],
  uploadFile: storeFile,
  createFile: storeFile,
} satisfies Partial<AnswerTable>;
