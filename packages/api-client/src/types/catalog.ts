import type { ModelConfig } from './assistant';
import type { ListQuery, ResourceBase, ServerConfig } from './common';

/** What a tool does when the model calls it. */
export type ToolType =
  | 'function'
  | 'apiRequest'
  | 'transferCall'
  | 'endCall'
  | 'dtmf'
  | 'query'
  | 'voicemail'
  | 'sms'
  | (string & {});

/** The function signature the model sees. */
export interface ToolFunction {
  name: string;
  description?: string;
  /** JSON Schema of the arguments. */
  parameters?: Record<string, unknown>;
  [key: string]: unknown;
}

/** Body of `POST /tool`. */
export interface CreateToolRequest {
  type: ToolType;
  function?: ToolFunction;
  /** Where `function` tool calls are sent. */
  server?: ServerConfig;
  /** What the assistant says while the tool runs, after it succeeds or fails. */
  messages?: Record<string, unknown>[];
  async?: boolean;
  [key: string]: unknown;
}

/** Body of `PATCH /tool/{id}`. */
export interface UpdateToolRequest extends Partial<CreateToolRequest> {}

/** A stored tool. */
export interface Tool extends CreateToolRequest, ResourceBase {}

/** Body of `POST /knowledge-base`. */
export interface CreateKnowledgeBaseRequest {
  provider: 'trieve' | 'custom-knowledge-base' | 'google' | (string & {});
  name?: string;
  description?: string;
  fileIds?: string[];
  model?: ModelConfig;
  /** For `custom-knowledge-base`: your retrieval endpoint. */
  server?: ServerConfig;
  [key: string]: unknown;
}

/** Body of `PATCH /knowledge-base/{id}`. */
export interface UpdateKnowledgeBaseRequest extends Partial<CreateKnowledgeBaseRequest> {}

/** A stored knowledge base. */
export interface KnowledgeBase extends CreateKnowledgeBaseRequest, ResourceBase {}

/** Body of `POST /template`: a reusable tool definition. */
export interface CreateTemplateRequest {
  type?: 'tool';
  provider?: string;
  name?: string;
  details?: Record<string, unknown>;
  providerDetails?: Record<string, unknown>;
  visibility?: 'public' | 'private';
  metadata?: Record<string, unknown>;
  [key: string]: unknown;
}

/** Body of `PATCH /template/{id}`. */
export interface UpdateTemplateRequest extends CreateTemplateRequest {}

/** A stored template. */
export interface Template extends CreateTemplateRequest, ResourceBase {}

/** Filters of `GET /template`. */
export interface TemplateListQuery extends ListQuery {
  collectionId?: string;
  visibility?: 'public' | 'private';
  provider?: string;
}

/** Limits on where and how a token may be used. */
export interface TokenRestrictions {
  enabled?: boolean;
  allowedOrigins?: string[];
  allowedAssistantIds?: string[];
  allowTransientAssistant?: boolean;
  [key: string]: unknown;
}

/** Body of `POST /token`: a private key or a public key for browsers. */
export interface CreateTokenRequest {
  tag?: 'private' | 'public';
  name?: string;
  restrictions?: TokenRestrictions;
  [key: string]: unknown;
}

/** Body of `PATCH /token/{id}`. */
export interface UpdateTokenRequest extends CreateTokenRequest {}

/** A stored token; `value` is the key itself. */
export interface Token extends CreateTokenRequest, ResourceBase {
  value?: string;
}
