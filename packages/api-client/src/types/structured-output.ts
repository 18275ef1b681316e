import type { Named, NamedUnion, QueryOf, Schemas } from './common';

// The structured-output types: aliases of the platform's schemas. A structured output is data
// extracted from a call's conversation, by a model (`type: 'ai'`, to a JSON schema) or a regex.

/** How a structured output is extracted. */
export type StructuredOutputType = NamedUnion<Schemas['StructuredOutput']['type']>;

/** Body of `POST /structured-output`. */
export type CreateStructuredOutputRequest = Named<Schemas['CreateStructuredOutputDTO']>;

/** Body of `PATCH /structured-output/{id}`: the fields to change. */
export type UpdateStructuredOutputRequest = Named<Schemas['UpdateStructuredOutputDTO']>;

/** A stored structured output. */
export type StructuredOutput = Named<Schemas['StructuredOutput']>;

/** Filters of `GET /structured-output`. */
export type StructuredOutputPageQuery = QueryOf<'StructuredOutputController_findAll'>;

/** One page of structured outputs (`GET /structured-output`). */
export type StructuredOutputPage = Named<Schemas['StructuredOutputPaginatedResponse']>;

/**
 * Body of `POST /structured-output/run`: extracts a stored (`structuredOutputId`) or an inline
 * (`structuredOutput`) structured output from the given calls.
 */
export type StructuredOutputRunRequest = Named<Schemas['StructuredOutputRunDTO']>;
