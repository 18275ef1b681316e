// Repairs the platform document's known defects, each found by a rule over every schema of the
// document (never by a list of names), so the same defects in a newer document are repaired too
// and a schema that merely has a property named `type` is left alone.
import { isObject, walkDocument } from './walk.mjs';

/**
 * @typedef {import('./walk.mjs').Json} Json
 * @typedef {import('./walk.mjs').JsonObject} JsonObject
 * @typedef {'object-with-string-enum' | 'enum-on-array' | 'null-type'} Defect
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
 * Returns a repaired copy of `document` (the input is not changed) and one entry per repair,
 * each at the pointer of the schema it changed:
 * - `type: object` with a string `enum` becomes `type: string` (a string enum);
 * - `type: array` carrying a string `enum` moves the enum onto `items` (an array of those strings);
 * - a `type: null` member of `oneOf`/`anyOf` leaves the union, which becomes `nullable`.
 *
 * Throws, naming every pointer, when a schema is still invalid after that (a `type` OpenAPI 3.0
 * does not have, or a `type: null` outside a union): a new kind of defect needs a new rule, not a
 * silent pass.
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
