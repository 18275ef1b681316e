// Drops the document's prose, so none of the platform's text is committed here: the client's doc
// comments are our own. What stays is what a type or a check can use: names, types, formats,
// enums, defaults, bounds, `required`, `nullable`, `deprecated`, operation ids.
import { walkDocument } from './walk.mjs';

/**
 * @typedef {import('./walk.mjs').JsonObject} JsonObject
 */

/**
 * Fields of prose, dropped from every object that has them: texts (`description`, `summary`, a
 * schema's `title`), samples (`example`, `examples`) and links to other docs (`externalDocs`).
 */
export const PROSE_FIELDS = [
  'description',
  'summary',
  'title',
  'example',
  'examples',
  'externalDocs',
];

/**
 * Returns a copy of `document` without prose (the input is not changed). Besides
 * {@link PROSE_FIELDS}: `info` keeps only `title` and `version` (the fields OpenAPI requires),
 * a Response keeps an empty `description` (required too), tags go (they only group the
 * reference docs), and so do `x-` extensions (vendor notes no generator here reads).
 * @param {JsonObject} document
 * @returns {JsonObject}
 */
export function dropProse(document) {
  const plain = structuredClone(document);
  walkDocument(plain, (node, kind) => {
    if (kind === 'info') {
      for (const field of Object.keys(node)) {
        if (field !== 'title' && field !== 'version') delete node[field];
      }
      return;
    }
    for (const field of Object.keys(node)) {
      if (PROSE_FIELDS.includes(field) || field.startsWith('x-')) delete node[field];
    }
    if (kind === 'response' && !('$ref' in node)) node.description = '';
    if (kind === 'document' || kind === 'operation') delete node.tags;
  });
  return plain;
}
