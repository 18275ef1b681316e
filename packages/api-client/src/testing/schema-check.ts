// Checks JSON values against the snapshot's OpenAPI 3.0 schemas with Ajv. The schemas are turned
// into JSON Schema by @openapi-contrib/openapi-schema-to-json-schema (`nullable` beside a `type`,
// numeric formats, the keywords JSON Schema lacks); `toJsonSchema` adds what it leaves out:
// `nullable` beside `$ref`, `oneOf`, `anyOf` or `allOf`, a discriminator's choice of member, and
// references into the snapshot's components.
import { fromSchema } from '@openapi-contrib/openapi-schema-to-json-schema';
import type Ajv from 'ajv';
import type { ValidateFunction } from 'ajv';
import { documentAjv } from '../simulator/document-ajv';
import type { Schema } from './schema-values';

/** A JSON Schema (draft-07), as Ajv reads it. */
export type JsonSchema = Record<string, unknown>;

/** The `$id` of the converted components: a route's schema refers to them through it. */
export const COMPONENTS_ID = 'snapshot.json';

const COMPONENT_REF = '#/components/schemas/';

/** A reference to a component schema, `#/components/schemas/Name` or a bare `Name` (a mapping). */
const componentRef = (ref: string): string =>
  `${COMPONENTS_ID}#/definitions/${ref.startsWith(COMPONENT_REF) ? ref.slice(COMPONENT_REF.length) : ref}`;

/**
 * The OpenAPI 3.0 keywords the converter leaves out, as JSON Schema, for one schema object; the
 * converter then goes on into what it gives back.
 * - `nullable: true` beside `$ref`, `oneOf`, `anyOf` or `allOf` also allows `null` (the converter
 *   reads `nullable` only beside `type`).
 * - A discriminator picks the member by the value of its property: the mapping's keys, and the
 *   names of members it does not map (OpenAPI 3.0's implicit mapping), are the values allowed,
 *   each requiring its own member's schema; the property is required. This is how the generated
 *   types read it too, and it keeps members that would all accept a value from failing `oneOf`.
 * - An empty `enum` allows no value.
 * - `$ref` into the components points at the converted components.
 */
function openApiKeywords(input: Record<string, unknown>): Record<string, unknown> {
  const schema = { ...input };
  const composed = ['$ref', 'oneOf', 'anyOf', 'allOf'].some((keyword) => keyword in schema);
  if (schema.nullable === true && composed) {
    delete schema.nullable;
    return { anyOf: [schema, { type: 'null' }] };
  }
  if (Array.isArray(schema.enum) && schema.enum.length === 0) {
    // an enum of no values (OpenAPI 3.0 only says it SHOULD have one) allows none, which JSON
    // Schema writes `not: {}`; the document has such a member in a union, a list left empty
    delete schema.enum;
    schema.not = {};
  }
  if (typeof schema.$ref === 'string') schema.$ref = componentRef(schema.$ref);
  const discriminator = schema.discriminator as Schema['discriminator'];
  const members = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (discriminator && members) {
    const { propertyName, mapping = {} } = discriminator;
    const targets = new Map(Object.entries(mapping));
    const mapped = new Set(targets.values());
    for (const { $ref } of members)
      if ($ref && !mapped.has($ref)) targets.set($ref.slice(COMPONENT_REF.length), $ref);
    const { oneOf: _oneOf, anyOf: _anyOf, discriminator: _discriminator, ...rest } = schema;
    return {
      ...rest,
      type: 'object',
      allOf: [
        ...((rest.allOf as unknown[] | undefined) ?? []),
        // `required` beside its property: the converter keeps only the required names it sees
        { properties: { [propertyName]: { enum: [...targets.keys()] } }, required: [propertyName] },
        ...[...targets].map(([value, ref]) => ({
          if: { properties: { [propertyName]: { const: value } } },
          // biome-ignore lint/suspicious/noThenProperty: JSON Schema's keyword, never awaited
          then: { $ref: componentRef(ref) },
        })),
      ],
    };
  }
  return schema;
}

/** JSON Schema for an OpenAPI 3.0 schema of the snapshot; its `$ref`s point at {@link COMPONENTS_ID}. */
export function toJsonSchema(schema: Schema | Record<string, unknown>): JsonSchema {
  const converted = fromSchema(schema as Record<string, unknown>, {
    // the document's own constraints, with nothing it does not say
    strictMode: true,
    beforeTransform: (part) => openApiKeywords(part as Record<string, unknown>),
  }) as JsonSchema;
  // the converter marks its output draft-04; Ajv reads draft-07, which the keywords above need
  delete converted.$schema;
  return converted;
}

/**
 * The snapshot's component schemas as one JSON Schema document, `definitions` by name. A
 * component with a `reading` also takes a value of that schema.
 */
export function componentsSchema(
  schemas: Record<string, Schema>,
  readings: Readonly<Record<string, Schema>> = {},
): JsonSchema {
  const definitions = Object.fromEntries(
    Object.entries(schemas).map(([name, schema]) => {
      const reading = readings[name];
      return [name, toJsonSchema(reading ? { anyOf: [schema, reading] } : schema)];
    }),
  );
  return { $id: COMPONENTS_ID, definitions };
}

/** One failed check: where in the value, and what its schema says. */
export interface Problem {
  path: string;
  message: string;
}

/** Checks values against the snapshot's schemas; each distinct schema is compiled once. */
export class SchemaCheck {
  readonly #ajv: Ajv;
  readonly #compiled = new Map<string, ValidateFunction>();

  /**
   * `readings`: components that also take another shape, where the document contradicts itself
   * (see `BODY_READINGS`); none by default.
   */
  constructor(schemas: Record<string, Schema>, readings?: Readonly<Record<string, Schema>>) {
    this.#ajv = documentAjv();
    this.#ajv.addSchema(componentsSchema(schemas, readings));
  }

  /** The problems of `value` against `schema` (an OpenAPI schema of the snapshot); `[]` if none. */
  problems(schema: Schema, value: unknown): Problem[] {
    const key = JSON.stringify(schema);
    let validate = this.#compiled.get(key);
    if (!validate) {
      validate = this.#ajv.compile(toJsonSchema(schema));
      this.#compiled.set(key, validate);
    }
    if (validate(value)) return [];
    return (validate.errors ?? []).map((error) => ({
      path: error.instancePath || '/',
      message: `${error.message ?? 'is invalid'} (${error.schemaPath})`,
    }));
  }
}
