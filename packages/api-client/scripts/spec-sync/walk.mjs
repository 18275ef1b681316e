// Walks an OpenAPI 3.0 document by its structure: each object is visited with the kind the
// specification gives it (operation, parameter, schema, …). Maps whose keys are names (`paths`,
// `properties`, `responses`, `content`, `components.schemas`, …) are crossed but never visited,
// so a property *named* `type` or `description` is a schema to visit, not a keyword to touch.

/**
 * @typedef {import('./json').Json} Json
 * @typedef {import('./json').JsonObject} JsonObject
 * @typedef {'document' | 'info' | 'server' | 'pathItem' | 'operation' | 'callback' | 'parameter'
 *   | 'header' | 'requestBody' | 'mediaType' | 'encoding' | 'response' | 'link' | 'example'
 *   | 'schema' | 'discriminator' | 'securityScheme' | 'tag' | 'externalDocs'} NodeKind
 * @typedef {(node: JsonObject, kind: NodeKind, pointer: string) => void} Visitor
 */

/** The fields of a Path Item that hold an Operation. */
export const OPERATION_METHODS = [
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
];

/** The sections of `components`, with the kind of the objects each one maps names to. */
export const COMPONENT_KINDS = /** @type {const} */ ({
  schemas: 'schema',
  responses: 'response',
  parameters: 'parameter',
  examples: 'example',
  requestBodies: 'requestBody',
  headers: 'header',
  securitySchemes: 'securityScheme',
  links: 'link',
  callbacks: 'callback',
});

/**
 * Where each kind of object holds others: `one` fields hold a single object, `list` fields an
 * array of them, `map` fields an object of them by name.
 * @type {Record<NodeKind, { one?: Record<string, NodeKind>, list?: Record<string, NodeKind>, map?: Record<string, NodeKind> }>}
 */
const CHILDREN = {
  document: {
    one: { info: 'info', externalDocs: 'externalDocs' },
    list: { servers: 'server', tags: 'tag' },
    map: { paths: 'pathItem' },
  },
  info: {},
  server: {},
  pathItem: {
    list: { servers: 'server', parameters: 'parameter' },
    one: Object.fromEntries(OPERATION_METHODS.map((method) => [method, 'operation'])),
  },
  operation: {
    one: { requestBody: 'requestBody', externalDocs: 'externalDocs' },
    list: { parameters: 'parameter', servers: 'server' },
    map: { responses: 'response', callbacks: 'callback' },
  },
  // a Callback maps runtime expressions to Path Items
  callback: {},
  parameter: { one: { schema: 'schema' }, map: { content: 'mediaType', examples: 'example' } },
  header: { one: { schema: 'schema' }, map: { content: 'mediaType', examples: 'example' } },
  requestBody: { map: { content: 'mediaType' } },
  mediaType: { one: { schema: 'schema' }, map: { examples: 'example', encoding: 'encoding' } },
  encoding: { map: { headers: 'header' } },
  response: { map: { headers: 'header', content: 'mediaType', links: 'link' } },
  link: { one: { server: 'server' } },
  example: {},
  schema: {
    one: {
      items: 'schema',
      additionalProperties: 'schema',
      not: 'schema',
      discriminator: 'discriminator',
      externalDocs: 'externalDocs',
    },
    list: { allOf: 'schema', oneOf: 'schema', anyOf: 'schema' },
    map: { properties: 'schema' },
  },
  discriminator: {},
  securityScheme: {},
  tag: { one: { externalDocs: 'externalDocs' } },
  externalDocs: {},
};

/**
 * @param {unknown} value
 * @returns {value is JsonObject}
 */
export const isObject = (value) =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One JSON Pointer segment (RFC 6901). */
export const escapePointer = (/** @type {string} */ segment) =>
  segment.replaceAll('~', '~0').replaceAll('/', '~1');

/**
 * Visits `node` as a `kind`, then the objects it holds, depth first. The visitor runs before the
 * children are read, so it may change them (a repair that drops a union member is never asked
 * to visit that member).
 * @param {Json | undefined} node
 * @param {NodeKind} kind
 * @param {string} pointer
 * @param {Visitor} visit
 */
export function walkNode(node, kind, pointer, visit) {
  if (!isObject(node)) return;
  visit(node, kind, pointer);
  if (kind === 'callback') {
    for (const [expression, pathItem] of Object.entries(node)) {
      walkNode(pathItem, 'pathItem', `${pointer}/${escapePointer(expression)}`, visit);
    }
    return;
  }
  const { one = {}, list = {}, map = {} } = CHILDREN[kind];
  for (const [field, childKind] of Object.entries(one)) {
    walkNode(node[field], childKind, `${pointer}/${field}`, visit);
  }
  for (const [field, childKind] of Object.entries(list)) {
    const children = node[field];
    if (!Array.isArray(children)) continue;
    children.forEach((child, index) => {
      walkNode(child, childKind, `${pointer}/${field}/${index}`, visit);
    });
  }
  for (const [field, childKind] of Object.entries(map)) {
    const children = node[field];
    if (!isObject(children)) continue;
    for (const [name, child] of Object.entries(children)) {
      walkNode(child, childKind, `${pointer}/${field}/${escapePointer(name)}`, visit);
    }
  }
}

/**
 * Visits every object of an OpenAPI 3.0 document, `components` included.
 * @param {JsonObject} document
 * @param {Visitor} visit
 */
export function walkDocument(document, visit) {
  walkNode(document, 'document', '#', visit);
  const components = document.components;
  if (!isObject(components)) return;
  for (const [section, kind] of Object.entries(COMPONENT_KINDS)) {
    const entries = components[section];
    if (!isObject(entries)) continue;
    for (const [name, child] of Object.entries(entries)) {
      walkNode(child, kind, `#/components/${section}/${escapePointer(name)}`, visit);
    }
  }
}
