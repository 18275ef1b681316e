// Repairs the platform document's known defects, each found by a rule over every schema of the
// document (never by a list of names), so the same defects in a newer document are repaired too
// and a schema that merely has a property named `type` is left alone. The first three make the
// document one that a generator accepts; the last three make its values checkable, as a JSON
// Schema validator reads it (src/testing/schema-check.ts).
import { isObject, walkDocument } from './walk.mjs';

/**
 * @typedef {import('./walk.mjs').Json} Json
 * @typedef {import('./walk.mjs').JsonObject} JsonObject
 * @typedef {'object-with-string-enum' | 'enum-on-array' | 'null-type'
 *   | 'mapping-key-off-enum' | 'mapping-missing' | 'pattern-as-regex-literal'
 *   | 'pattern-as-constant-name'} Defect
 * @typedef {{ pointer: string, defect: Defect, change: string }} Repair
 */

/** The `type` values of OpenAPI 3.0 (it has no `null`: `nullable` says that). */
const OPENAPI_30_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'array', 'object']);

/**
 * @param {Json | undefined} values
 * @returns {values is string[]}
 */
const isStringEnum = (values) =>
  Array.isArray(values) && values.length > 0 && values.every((value) => typeof value === 'string');

/** @param {Json | undefined} schema */
const isNullType = (schema) => isObject(schema) && schema.type === 'null';

/**
 * `/^…$/flags`: a JavaScript regex literal in place of a pattern (which has no slashes or flags),
 * so it matches nothing. Only an anchored source counts: `/api/` is a valid pattern as it is.
 */
const REGEX_LITERAL = /^\/(\^.*\$)\/([a-z]*)$/s;
/** `SOME_ROLE_PATTERN`: the name of a constant, not a pattern (it would match only that text). */
const CONSTANT_NAME = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/;
const COMPONENT_SCHEMA = /^#\/components\/schemas\/([^/]+)$/;

/**
 * The values a component schema allows in one of its properties, when that property is an enum:
 * read through `$ref` and `allOf`, as a generator merges them. `undefined` when the schema does
 * not say (no such property, or not an enum).
 * @param {JsonObject} document
 * @param {Json | undefined} target a `#/components/schemas/…` reference, or a bare schema name
 * @param {string} property
 * @returns {Json[] | undefined}
 */
function enumOf(document, target, property) {
  const components = isObject(document.components) ? document.components.schemas : undefined;
  const schemas = isObject(components) ? components : {};
  /** @type {(schema: Json | undefined) => Json | undefined} */
  const resolve = (schema) => {
    const ref = isObject(schema) ? schema.$ref : undefined;
    if (typeof ref !== 'string') return schema;
    const name = COMPONENT_SCHEMA.exec(ref)?.[1];
    return name ? schemas[name] : undefined;
  };
  /** @type {(schema: Json | undefined, depth: number) => Json[] | undefined} */
  const read = (schema, depth) => {
    const own = resolve(schema);
    if (!isObject(own) || depth > 20) return undefined;
    const field = resolve(isObject(own.properties) ? own.properties[property] : undefined);
    if (isObject(field) && Array.isArray(field.enum)) return field.enum;
    for (const part of Array.isArray(own.allOf) ? own.allOf : []) {
      const found = read(part, depth + 1);
      if (found) return found;
    }
    return undefined;
  };
  if (typeof target !== 'string') return undefined;
  return read({ $ref: target.startsWith('#') ? target : `#/components/schemas/${target}` }, 0);
}

/**
 * Returns a repaired copy of `document` (the input is not changed) and one entry per repair,
 * each at the pointer of the schema it changed:
 * - `type: object` with a string `enum` becomes `type: string` (a string enum);
 * - `type: array` carrying a string `enum` moves the enum onto `items` (an array of those strings);
 * - a `type: null` member of `oneOf`/`anyOf` leaves the union, which becomes `nullable`;
 * - a discriminator mapping key that the schema it maps to does not allow (its discriminating
 *   property is a one-value enum of another value) becomes that value: the key is what a value
 *   carries, and the member's own schema says what that is;
 * - a discriminator with no mapping, over members that each allow one value of its property,
 *   gets the mapping from those values: without one, a value is its member's schema name, which
 *   the member itself does not allow;
 * - a `pattern` written as a JavaScript regex literal (`/^…$/`, `/^…$/u`) becomes its source;
 * - a `pattern` that is a constant's name (`SOME_PATTERN`) beside a union is dropped: the union's
 *   members carry the real patterns.
 *
 * Throws, naming every pointer, when a schema is still invalid after that (a `type` OpenAPI 3.0
 * does not have, a `type: null` outside a union, a mapping key that is none of several values, a
 * regex literal with flags): a new kind of defect needs a new rule, not a silent pass.
 * @param {JsonObject} document
 * @returns {{ document: JsonObject, repairs: Repair[] }}
 */
export function repairDefects(document) {
  const repaired = structuredClone(document);
  /** @type {Repair[]} */
  const repairs = [];
  /** @type {string[]} */
  const unrepairable = [];

  walkDocument(repaired, (schema, kind, pointer) => {
    if (kind !== 'schema') return;

    if (schema.type === 'object' && isStringEnum(schema.enum)) {
      if ('properties' in schema || 'additionalProperties' in schema) {
        unrepairable.push(`${pointer}: an enum of strings on an object with fields`);
      } else {
        schema.type = 'string';
        repairs.push({
          pointer,
          defect: 'object-with-string-enum',
          change: 'type object -> string',
        });
      }
    }

    const arrayEnum = schema.enum;
    if (schema.type === 'array' && isStringEnum(arrayEnum)) {
      const items = schema.items ?? {};
      if (!isObject(items) || '$ref' in items || (items.type ?? 'string') !== 'string') {
        unrepairable.push(`${pointer}: an enum of strings on an array whose items are not strings`);
      } else {
        schema.items = { ...items, type: 'string', enum: arrayEnum };
        delete schema.enum;
        repairs.push({ pointer, defect: 'enum-on-array', change: 'enum moved onto items' });
      }
    }

    for (const union of /** @type {const} */ (['oneOf', 'anyOf'])) {
      const members = schema[union];
      if (!Array.isArray(members) || !members.some(isNullType)) continue;
      schema[union] = members.filter((member) => !isNullType(member));
      schema.nullable = true;
      repairs.push({
        pointer,
        defect: 'null-type',
        change: `type null member left ${union}; the schema is nullable`,
      });
    }

    const discriminator = schema.discriminator;
    if (isObject(discriminator) && isObject(discriminator.mapping)) {
      const { mapping } = discriminator;
      for (const [key, target] of Object.entries(mapping)) {
        const allowed = enumOf(repaired, target, String(discriminator.propertyName));
        if (!allowed || allowed.includes(key)) continue;
        const [value] = allowed;
        if (allowed.length !== 1 || typeof value !== 'string' || value in mapping) {
          unrepairable.push(
            `${pointer}: mapping key "${key}" is none of ${JSON.stringify(allowed)}`,
          );
          continue;
        }
        discriminator.mapping = Object.fromEntries(
          Object.entries(mapping).map(([name, ref]) => [name === key ? value : name, ref]),
        );
        repairs.push({
          pointer: `${pointer}/discriminator/mapping`,
          defect: 'mapping-key-off-enum',
          change: `key "${key}" -> "${value}", the one value its schema allows`,
        });
      }
    }

    const members = schema.oneOf ?? schema.anyOf;
    if (isObject(discriminator) && !('mapping' in discriminator) && Array.isArray(members)) {
      const property = String(discriminator.propertyName);
      const values = members.map((member) => {
        const target = isObject(member) ? member.$ref : undefined;
        const allowed = enumOf(repaired, target, property);
        return allowed?.length === 1 && typeof allowed[0] === 'string' ? [allowed[0], target] : [];
      });
      if (values.every((entry) => entry.length === 2)) {
        discriminator.mapping = Object.fromEntries(values);
        repairs.push({
          pointer: `${pointer}/discriminator`,
          defect: 'mapping-missing',
          change: `mapping ${values.map(([value]) => `"${value}"`).join(', ')}, the values its members allow`,
        });
      }
    }

    const literal = typeof schema.pattern === 'string' && REGEX_LITERAL.exec(schema.pattern);
    if (literal && !['', 'u'].includes(/** @type {string} */ (literal[2]))) {
      unrepairable.push(
        `${pointer}: the regex literal ${schema.pattern} has flags a pattern lacks`,
      );
    } else if (literal) {
      // a pattern is read with the `u` flag (JSON Schema), so `/…/u` keeps its meaning
      schema.pattern = /** @type {string} */ (literal[1]);
      repairs.push({
        pointer,
        defect: 'pattern-as-regex-literal',
        change: 'the regex literal became its source',
      });
    }
    const inUnion = Array.isArray(schema.oneOf) || Array.isArray(schema.anyOf);
    if (typeof schema.pattern === 'string' && CONSTANT_NAME.test(schema.pattern) && inUnion) {
      delete schema.pattern;
      repairs.push({
        pointer,
        defect: 'pattern-as-constant-name',
        change:
          "a constant's name in place of a pattern left; the union's members hold the patterns",
      });
    }

    if ('type' in schema && !OPENAPI_30_TYPES.has(/** @type {string} */ (schema.type))) {
      unrepairable.push(`${pointer}: type ${JSON.stringify(schema.type)}`);
    }
  });

  if (unrepairable.length > 0) {
    throw new Error(
      `The document has defects no repair rule covers:\n  ${unrepairable.join('\n  ')}`,
    );
  }
  return { document: repaired, repairs };
}
