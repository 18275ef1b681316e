import { answers, body, query, route } from '../core/route';
import type {
  CreateStructuredOutputRequest,
  StructuredOutput,
  StructuredOutputPage,
  StructuredOutputPageQuery,
  StructuredOutputRunRequest,
  UpdateStructuredOutputRequest,
} from '../types/structured-output';

// The structured-output routes.

export const createStructuredOutput = route(
  'POST /structured-output',
  body<CreateStructuredOutputRequest, StructuredOutput>(),
);
export const listStructuredOutputs = route(
  'GET /structured-output',
  query<StructuredOutputPageQuery, StructuredOutputPage>(),
);
export const getStructuredOutput = route(
  'GET /structured-output/{id}',
  answers<StructuredOutput>(),
);
/** Also takes a `schemaOverride` query value (see the client function). */
export const updateStructuredOutput = route(
  'PATCH /structured-output/{id}',
  body<UpdateStructuredOutputRequest, StructuredOutput>(),
);
export const deleteStructuredOutput = route(
  'DELETE /structured-output/{id}',
  answers<StructuredOutput>(),
);
/**
 * Answers the structured output it ran, as the document's 200 answer says (its 201 answer is an
 * object it does not describe).
 */
export const runStructuredOutput = route(
  'POST /structured-output/run',
  body<StructuredOutputRunRequest, StructuredOutput>(),
);
