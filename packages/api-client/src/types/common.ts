import type { QueryParams } from '../core/url';
import type { components, operations } from '../generated/openapi.gen';

/**
 * The platform's component schemas, generated from the committed snapshot of its OpenAPI document.
 * The public types of this package are aliases of these (or of an operation's body, query or
 * answer); the few routes the document has no schema for keep a hand-written type that says so.
 */
export type Schemas = components['schemas'];

/**
 * An object schema under the name of the alias that uses it: declarations, the API report and
 * editors then show that name (`Assistant`) rather than every field of the schema. A one-level
 * mapped type, for object schemas only (it would merge the members of a union).
 */
export type Named<T> = Omit<T, never>;

/**
 * A union (of schemas, or of enum values) under the name of the alias that uses it, as
 * {@link Named} does for one schema, and without `undefined`. Every member stays: an open enum keeps
 * its known values beside `string & {}`, which `NonNullable` would fold into it.
 */
export type NamedUnion<T> = Exclude<T, undefined>;

/** The JSON body of an operation of the platform's document, by operation id. */
export type BodyOf<Op extends keyof operations> = operations[Op] extends {
  requestBody?: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

/** The date filters of the list routes. */
type DateFilter = `${'createdAt' | 'updatedAt'}${'Gt' | 'Lt' | 'Ge' | 'Le'}`;

/**
 * The query of an operation of the platform's document, by operation id. Its date filters also
 * take a `Date`, which the client sends as an ISO string.
 */
export type QueryOf<Op extends keyof operations> = Named<
  WithDates<NonNullable<operations[Op]['parameters']['query']>>
>;

/** `Q` with its date filters also taking a `Date`. */
type WithDates<Q> = { [K in keyof Q]: K extends DateFilter ? Q[K] | Date : Q[K] };

/**
 * A JSON object whose fields this package does not model; values are `unknown`. The answer of a
 * route the platform's document has no schema for.
 */
export type JsonObject = { [key: string]: unknown };

/** Fields every stored platform resource has. */
export interface ResourceBase {
  id: string;
  orgId?: string;
  createdAt?: string;
  updatedAt?: string;
  [key: string]: unknown;
}

/**
 * Filters the plain list routes take (`GET /token`, `GET /workflow`, …). Hand-written: those
 * routes have no path in the platform's document; the filters are the ones its list routes share.
 */
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

/**
 * Filters of the paginated routes that have no path in the platform's document (`/v2/call`,
 * `/v2/assistant`, the test-suite lists, …). Hand-written, like {@link ListQuery}.
 */
export interface PageQuery extends ListQuery {
  /** 1-based page number. */
  page?: number;
  sortOrder?: 'ASC' | 'DESC';
}

/** Page bookkeeping of a paginated answer. */
export type PageMetadata = Named<Schemas['PaginationMeta']>;

/**
 * One page of a paginated route: what the platform's `…PaginatedResponse` schemas share, and what
 * `paginate` walks.
 */
export interface Page<T> {
  results: T[];
  metadata: PageMetadata;
}

/** A server webhook target: where the platform sends events for an assistant, tool, … */
export type ServerConfig = Named<Schemas['Server']>;
