// From the platform's OpenAPI document to the committed snapshot: repair, drop prose, keep what
// the client reaches, sort. Pure functions, no file access: the sync command and the tests share
// them.
import { dropProse } from './prose.mjs';
import { keepReachable } from './reachable.mjs';
import { repairDefects } from './repair.mjs';
import { EXTRA_ROOTS } from './roots.mjs';
import { isObject, OPERATION_METHODS } from './walk.mjs';

/**
 * @typedef {import('./walk.mjs').Json} Json
 * @typedef {import('./walk.mjs').JsonObject} JsonObject
 * @typedef {import('./repair.mjs').Repair} Repair
 * @typedef {Record<string, readonly (string | RegExp)[]>} Roots
 */

/**
 * The schema names `roots` stand for in a document with these schemas, in the order given.
 * Throws, naming each one, for a name the document lacks or a pattern that matches nothing.
 * @param {readonly string[]} schemaNames
 * @param {Roots} roots
 * @returns {string[]}
 */
export function resolveRoots(schemaNames, roots) {
  /** @type {Set<string>} */
  const resolved = new Set();
  /** @type {string[]} */
  const missing = [];
  for (const [group, entries] of Object.entries(roots)) {
    for (const entry of entries) {
      const matches =
        typeof entry === 'string'
          ? schemaNames.filter((name) => name === entry)
          : schemaNames.filter((name) => entry.test(name));
      if (matches.length === 0) missing.push(`${group}: ${entry}`);
      for (const match of matches) resolved.add(match);
    }
  }
  if (missing.length > 0) {
    throw new Error(`Roots with no schema in the document:\n  ${missing.join('\n  ')}`);
  }
  return [...resolved];
}

/**
 * A copy of `value` whose objects list their keys in code-unit order, at every depth, so that
 * the snapshot is the same whatever order the document was written in. Arrays keep their order:
 * in `allOf`, `enum` or `required` it can mean something.
 * @template {Json} T
 * @param {T} value
 * @returns {T}
 */
export function sortKeys(value) {
  if (Array.isArray(value)) return /** @type {T} */ (value.map((item) => sortKeys(item)));
  if (!isObject(value)) return value;
  const keys = Object.keys(value).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return /** @type {T} */ (
    Object.fromEntries(keys.map((key) => [key, sortKeys(value[key] ?? null)]))
  );
}

/**
 * Paths, operations and component schemas of a document.
 * @param {JsonObject} document
 */
export function countDocument(document) {
  const paths = isObject(document.paths) ? Object.values(document.paths) : [];
  const operations = paths
    .filter(isObject)
    .flatMap((pathItem) => OPERATION_METHODS.filter((method) => isObject(pathItem[method])));
  const components = isObject(document.components) ? document.components : {};
  const schemas = isObject(components.schemas) ? Object.keys(components.schemas).length : 0;
  return { paths: paths.length, operations: operations.length, schemas };
}

/**
 * Derives the snapshot from the platform's document (or from an earlier snapshot, which gives
 * that snapshot back): repairs the known defects, drops the prose, keeps every path and what the
 * paths and the extra `roots` reach, and sorts the keys.
 * @param {JsonObject} document
 * @param {Roots} [roots]
 * @returns {{ snapshot: JsonObject, repairs: Repair[], roots: string[] }}
 */
export function deriveSnapshot(document, roots = EXTRA_ROOTS) {
  const { document: repaired, repairs } = repairDefects(document);
  const plain = dropProse(repaired);
  const components = isObject(plain.components) ? plain.components : {};
  const schemaNames = isObject(components.schemas) ? Object.keys(components.schemas) : [];
  const rootNames = resolveRoots(schemaNames, roots);
  const snapshot = sortKeys(keepReachable(plain, rootNames));
  return { snapshot, repairs, roots: rootNames };
}

/**
 * The snapshot as committed: two-space JSON with a final newline, one value a line, so a newer
 * document shows as a readable diff.
 * @param {JsonObject} snapshot
 */
export const serializeSnapshot = (snapshot) => `${JSON.stringify(snapshot, null, 2)}\n`;
