import type { Core, RequestOptions } from '../core/core';
import { paginator } from '../core/paginate';
import { send } from '../core/route';
import type { StructuredOutput, UpdateStructuredOutputRequest } from '../types/structured-output';

/** Options of `updateStructuredOutput`: those of every request, and the route's query. */
export interface UpdateStructuredOutputOptions extends RequestOptions {
  /**
   * The route's query: `schemaOverride`, sent when given. The platform's document lists it as a
   * required string without saying what it holds; the client sends it only when given.
   */
  query?: { schemaOverride?: string };
}

/**
 * `POST /structured-output`: creates a structured output, data a model (or a regex) extracts
 * from a call's conversation.
 *
 * @example
 * ```ts
 * await createStructuredOutput(core, {
 *   name: 'booking',
 *   schema: { type: 'object', properties: { date: { type: 'string' } } },
 * });
 * ```
 */
export const createStructuredOutput = send('POST /structured-output', 'body');

/** `GET /structured-output`: one page of structured outputs; see `paginateStructuredOutputs`. */
export const listStructuredOutputs = send('GET /structured-output', 'query');

/** Every structured output matching `query`, fetched page by page from `GET /structured-output`. */
export const paginateStructuredOutputs = paginator(listStructuredOutputs);

/** `GET /structured-output/{id}`: one structured output. */
export const getStructuredOutput = send('GET /structured-output/{id}', '');

/**
 * `PATCH /structured-output/{id}`: changes the given fields of a structured output. The route's
 * query value (`schemaOverride`) goes in `options.query`.
 *
 * @example
 * ```ts
 * await updateStructuredOutput(core, 'so_1', { description: 'The booked date' }, { query: { schemaOverride: 'true' } });
 * ```
 */
export const updateStructuredOutput = withQueryOption(
  send('PATCH /structured-output/{id}', 'body'),
);

/** A client function whose options take the route's query; it keeps its route. */
// @__NO_SIDE_EFFECTS__
function withQueryOption<F>(send: F) {
  return send as Omit<F, never> &
    ((
      core: Core,
      id: string,
      body: UpdateStructuredOutputRequest,
      options?: UpdateStructuredOutputOptions,
    ) => Promise<StructuredOutput>);
}

/** `DELETE /structured-output/{id}`: deletes a structured output. */
export const deleteStructuredOutput = send('DELETE /structured-output/{id}', '');

/** `POST /structured-output/run`: extracts a structured output from the given calls. */
export const runStructuredOutput = send('POST /structured-output/run', 'body');

/** The structured-output routes, for `createClient` (`client.structuredOutputs.list()`) or `bindResource`. */
export const structuredOutputs = {
  create: createStructuredOutput,
  list: listStructuredOutputs,
  paginate: paginateStructuredOutputs,
  get: getStructuredOutput,
  update: updateStructuredOutput,
  delete: deleteStructuredOutput,
  run: runStructuredOutput,
};
