import type { ListQuery, Named, NamedUnion, PageQuery, Schemas } from './common';

/** Body of `POST /credential`: keys for one provider, told apart by `provider`. */
export type CreateCredentialRequest = NamedUnion<
  NonNullable<Schemas['CreateAssistantDTO']['credentials']>[number]
>;

/** The names of the stored credentials' schemas and of their update bodies, one per provider. */
type CredentialSchema = Extract<
  keyof Schemas,
  `${string}Credential` | `Update${string}CredentialDTO`
>;

/** Body of `PATCH /credential/{id}`: the fields to change, for the credential's provider. */
export type UpdateCredentialRequest = NamedUnion<
  Schemas[Extract<CredentialSchema, `Update${string}`>]
>;

/** A stored credential, one member per provider (secrets are not echoed back). */
export type Credential = NamedUnion<Schemas[Exclude<CredentialSchema, `Update${string}`>]>;

/**
 * Body of `POST /credential/session`: starts an OAuth connection session for a provider.
 * Hand-written: the platform's document has no schema for it.
 */
export interface CreateCredentialSessionRequest {
  provider: string;
  [key: string]: unknown;
}

/** Answer of `POST /credential/session`: the token the connection UI takes. */
export type CredentialSession = Named<Schemas['CredentialSessionResponse']>;

/** Body of `POST /credential/webhook`: the OAuth broker's callback (unsecured route). */
export type CredentialWebhookRequest = Named<Schemas['CredentialWebhookDTO']>;

/** Body of `POST /credential/trigger`: runs an action through a connected credential. */
export type CredentialTriggerRequest = Named<Schemas['CredentialActionRequest']>;

/** One metric of an analytics query. */
export type AnalyticsOperation = Named<Schemas['AnalyticsOperation']>;

/** One named query of `POST /analytics`. */
export type AnalyticsQuery = Named<Schemas['AnalyticsQuery']>;

/** Body of `POST /analytics`. */
export type AnalyticsRequest = Named<Schemas['AnalyticsQueryDTO']>;

/** One answer of `POST /analytics`, per query. */
export type AnalyticsResult = Named<Schemas['AnalyticsQueryResult']>;

/**
 * Filters of the log routes. Hand-written: the log routes have no path or schema in the
 * platform's document.
 */
export interface LogQuery extends PageQuery {
  type?: 'API' | 'Webhook' | 'Call' | 'Provider';
  callId?: string;
  assistantId?: string;
  phoneNumberId?: string;
  customerId?: string;
  squadId?: string;
}

/**
 * One log line: an API request, webhook delivery, call or provider event. Hand-written, like
 * {@link LogQuery}.
 */
export interface LogEntry {
  time?: string;
  orgId?: string;
  type?: string;
  requestPath?: string;
  requestHttpMethod?: string;
  responseHttpCode?: number;
  [key: string]: unknown;
}

/**
 * Body of `POST /support/ticket`. Hand-written: the platform's document has no schema for it, so
 * the support form's fields are sent as given.
 */
export interface SupportTicketRequest {
  [key: string]: unknown;
}

/**
 * Filters of `GET /voice-library/{provider}`. Hand-written: the voice-library routes have no path
 * in the platform's document.
 */
export interface VoiceLibraryQuery extends ListQuery {
  page?: number;
  name?: string;
  gender?: string;
  accent?: string;
  language?: string;
}

/** A voice of the platform's voice library. */
export type LibraryVoice = Named<Schemas['VoiceLibrary']>;

/** A voice found in a provider's shared library (`GET /{provider}/voices/search`). */
export type ProviderVoice = Named<Schemas['VoiceLibraryVoiceResponse']>;

/** Body of `POST /voice-library/create-sesame-voice`. */
export type CreateSesameVoiceRequest = Named<Schemas['CreateSesameVoiceDTO']>;

/** Body of `POST /{provider}/voices/add`: copies a shared voice into your provider account. */
export type AddProviderVoiceRequest = Named<Schemas['AddVoiceToProviderDTO']>;

/**
 * Body of `POST /11labs/voice/clone`, sent as multipart form data: the schema's fields, with the
 * audio samples as `Blob`s and the labels as an object (sent as JSON) or already serialised.
 */
export type CloneVoiceRequest = Omit<Schemas['CloneVoiceDTO'], 'files' | 'labels'> & {
  /** Audio samples of the voice. */
  files: Blob[];
  labels?: Record<string, string> | string;
};

/** Filters of the provider voice search routes. */
export interface ProviderVoiceSearchQuery {
  name?: string;
  [key: string]: string | number | boolean | undefined;
}
