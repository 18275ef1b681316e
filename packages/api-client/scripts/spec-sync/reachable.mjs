// Keeps what the client needs: every path and operation of the document, and of `components`
// only what they reach, with extra root schemas for routes the document has no path for.
import { COMPONENT_KINDS, escapePointer, isObject, walkNode } from './walk.mjs';

/**
 * @typedef {import('./walk.mjs').JsonObject} JsonObject
 * @typedef {import('./walk.mjs').NodeKind} NodeKind
 * @typedef {keyof typeof COMPONENT_KINDS} Section
 */

const COMPONENT_REF = /^#\/components\/([^/]+)\/([^/]+)$/;

/** @param {string} segment */
const unescapePointer = (segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~');

/**
 * @param {string} section
 * @returns {section is Section}
 */
const isSection = (section) => Object.hasOwn(COMPONENT_KINDS, section);

/**
 * Returns a copy of `document` with all its paths and, in `components`, only the entries they
 * reach, plus the schemas named in `rootSchemas` and what those reach. References are followed
 * transitively wherever a schema can hold one (`properties`, `items`, `additionalProperties`,
 * `allOf`/`oneOf`/`anyOf`/`not`, `discriminator.mapping`), and so are the security schemes that
 * `security` requirements name.
 *
 * Throws, naming each one, when a root or a reference has no target: a renamed schema in a newer
 * document has to be noticed, not dropped.
 * @param {JsonObject} document
 * @param {readonly string[]} rootSchemas
 * @returns {JsonObject}
 */
export function keepReachable(document, rootSchemas) {
  const components = isObject(document.components) ? document.components : {};
  /** @type {Map<Section, Set<string>>} */
  const kept = new Map();
  /** @type {{ node: JsonObject, kind: NodeKind, pointer: string }[]} */
  const queue = [];
  /** @type {string[]} */
  const missing = [];

  /** @param {string} ref @param {string} from */
  const reach = (ref, from) => {
    const match = COMPONENT_REF.exec(ref);
    const section = match?.[1] ?? '';
    const name = unescapePointer(match?.[2] ?? '');
    const entries = components[section];
    const target = isObject(entries) ? entries[name] : undefined;
    if (!isSection(section) || !isObject(target)) {
      missing.push(`${from}: ${ref}`);
      return;
    }
    const names = kept.get(section) ?? new Set();
    kept.set(section, names);
    if (names.has(name)) return;
    names.add(name);
    queue.push({ node: target, kind: COMPONENT_KINDS[section], pointer: ref });
  };

  /** @param {JsonObject} node @param {string} pointer */
  const reachSecurity = (node, pointer) => {
    if (!Array.isArray(node.security)) return;
    for (const requirement of node.security) {
      if (!isObject(requirement)) continue;
      for (const scheme of Object.keys(requirement)) {
        reach(`#/components/securitySchemes/${escapePointer(scheme)}`, `${pointer}/security`);
      }
    }
  };

  /** @type {import('./walk.mjs').Visitor} */
  const collect = (node, kind, pointer) => {
    if (typeof node.$ref === 'string') reach(node.$ref, pointer);
    if (kind === 'document' || kind === 'operation') reachSecurity(node, pointer);
    if (kind === 'discriminator' && isObject(node.mapping)) {
      for (const target of Object.values(node.mapping)) {
        if (typeof target !== 'string') continue;
        // a mapping value is a reference or, in OpenAPI 3.0, the bare name of a schema
        const ref = target.startsWith('#')
          ? target
          : `#/components/schemas/${escapePointer(target)}`;
        reach(ref, `${pointer}/mapping`);
      }
    }
  };

  walkNode(document, 'document', '#', collect);
  for (const name of rootSchemas) reach(`#/components/schemas/${escapePointer(name)}`, 'root');
  for (let next = queue.shift(); next; next = queue.shift()) {
    walkNode(next.node, next.kind, next.pointer, collect);
  }

  if (missing.length > 0) {
    throw new Error(`References with no target in the document:\n  ${missing.join('\n  ')}`);
  }

  /** @type {JsonObject} */
  const keptComponents = {};
  for (const [section, names] of kept) {
    const entries = /** @type {JsonObject} */ (components[section]);
    keptComponents[section] = Object.fromEntries(
      [...names].map((name) => [name, structuredClone(entries[name] ?? null)]),
    );
  }
  const copy = structuredClone(document);
  copy.components = keptComponents;
  return copy;
}
