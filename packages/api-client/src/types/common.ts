import type { QueryParams } from '../core/url';

/** A JSON object whose fields this package does not model; values are `unknown`. */
export type JsonObject = { [key: string]: unknown };

/** Fields every stored platform resource has. */
export interface ResourceBase {
  id: string;
  orgId?: string;
  createdAt?: string;
  updatedAt?: string;
  [key: string]: unknown;
}

/** Filters the plain list routes take (`GET /assistant`, `GET /call`, …). */
export interface ListQuery extends QueryParams {
  /** Maximum number of items to return. */
  limit?: number;
  createdAtGt?: string | Date;
  createdAtLt?: string | Date;
  createdAtGe?: string | Date;
  createdAtLe?: string | Date;
  updatedAtGt?: string | Date;
  updatedAtLt?: string | Date;
  updatedAtGe?: string | Date;
  updatedAtLe?: string | Date;
}

/** Filters of the paginated routes (`/v2/...`, `/campaign/paginated`). */
export interface PageQuery extends ListQuery {
  /** 1-based page number. */
  page?: number;
  sortOrder?: 'ASC' | 'DESC';
}

/** Page bookkeeping of a paginated answer. */
export interface PageMetadata {
  itemsPerPage: number;
  totalItems: number;
  currentPage: number;
  [key: string]: unknown;
}

/** One page of a paginated route. */
export interface Page<T> {
  results: T[];
  metadata: PageMetadata;
}

/** A server webhook target: where the platform sends events for an assistant, tool, … */
export interface ServerConfig {
  url?: string;
  secret?: string;
  headers?: Record<string, string>;
  timeoutSeconds?: number;
  credentialId?: string;
  [key: string]: unknown;
}

/** A chat message as the model providers take it. */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant' | 'tool' | 'function';
  content?: string;
  [key: string]: unknown;
}
