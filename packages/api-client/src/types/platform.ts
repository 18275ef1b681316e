import type { JsonObject, ListQuery, PageQuery, ResourceBase } from './common';

/** Body of `POST /credential`: keys for a provider (model, voice, telephony, storage…). */
export interface CreateCredentialRequest {
  /** e.g. `'openai'`, `'11labs'`, `'twilio'`, `'s3'`. */
  provider: string;
  name?: string;
  apiKey?: string;
  [key: string]: unknown;
}

/** Body of `PATCH /credential/{id}`. */
export interface UpdateCredentialRequest extends Partial<CreateCredentialRequest> {}

/** A stored credential (secrets are not echoed back). */
export interface Credential extends ResourceBase {
  provider?: string;
  name?: string;
}

/** Body of `POST /credential/session`: starts an OAuth connection session for a provider. */
export interface CreateCredentialSessionRequest {
  provider: string;
  [key: string]: unknown;
}

/** Body of `POST /credential/webhook`: the OAuth broker's callback (unsecured route). */
export interface CredentialWebhookRequest {
  type?: string;
  operation?: string;
  connectionId?: string;
  provider?: string;
  success?: boolean;
  [key: string]: unknown;
}

/** Body of `POST /credential/trigger`: runs an action through a connected credential. */
export interface CredentialTriggerRequest {
  [key: string]: unknown;
}

/** One metric of an analytics query. */
export interface AnalyticsOperation {
  operation: 'sum' | 'avg' | 'count' | 'min' | 'max' | 'history';
  /** e.g. `'cost'`, `'duration'`, `'id'`. */
  column: string;
  alias?: string;
  [key: string]: unknown;
}

/** One named query of `POST /analytics`. */
export interface AnalyticsQuery {
  table: 'call' | 'subscription';
  name: string;
  operations: AnalyticsOperation[];
  groupBy?: string[];
  timeRange?: {
    step?: 'minute' | 'hour' | 'day' | 'week' | 'month' | 'quarter' | 'year';
    start?: string;
    end?: string;
    timezone?: string;
  };
  [key: string]: unknown;
}

/** Body of `POST /analytics`. */
export interface AnalyticsRequest {
  queries: AnalyticsQuery[];
  [key: string]: unknown;
}

/** One answer of `POST /analytics`, per query. */
export interface AnalyticsResult {
  name: string;
  timeRange?: JsonObject;
  result: JsonObject[];
  [key: string]: unknown;
}

/** Filters of the log routes. */
export interface LogQuery extends PageQuery {
  type?: 'API' | 'Webhook' | 'Call' | 'Provider';
  callId?: string;
  assistantId?: string;
  phoneNumberId?: string;
  customerId?: string;
  squadId?: string;
}

/** One log line: an API request, webhook delivery, call or provider event. */
export interface LogEntry {
  time?: string;
  orgId?: string;
  type?: string;
  requestPath?: string;
  requestHttpMethod?: string;
  responseHttpCode?: number;
  [key: string]: unknown;
}

/** Body of `POST /support/ticket`. Field names follow the platform's support form. */
export interface SupportTicketRequest {
  [key: string]: unknown;
}

/** Filters of `GET /voice-library/{provider}`. */
export interface VoiceLibraryQuery extends ListQuery {
  page?: number;
  name?: string;
  gender?: string;
  accent?: string;
  language?: string;
}

/** A voice from a provider's library. */
export interface LibraryVoice {
  provider?: string;
  providerId?: string;
  name?: string;
  gender?: string;
  accent?: string;
  language?: string;
  previewUrl?: string;
  [key: string]: unknown;
}

/** Body of `POST /voice-library/create-sesame-voice`. */
export interface CreateSesameVoiceRequest {
  voiceName?: string;
  transcription?: string;
  [key: string]: unknown;
}

/** Body of `POST /{provider}/voices/add`: copies a shared voice into your provider account. */
export interface AddProviderVoiceRequest {
  ownerId: string;
  voiceId: string;
  name: string;
  [key: string]: unknown;
}

/** Body of `POST /11labs/voice/clone`, sent as multipart form data. */
export interface CloneVoiceRequest {
  name: string;
  description?: string;
  /** Labels as an object (sent as JSON) or already serialised. */
  labels?: Record<string, string> | string;
  /** Audio samples of the voice. */
  files: Blob[];
}
