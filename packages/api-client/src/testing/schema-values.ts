// Values built from the snapshot's JSON schemas, written as TypeScript literals: what the platform
// could send or accept by its own document. `schema-values.test.ts` type-checks them against the
// client's public types.

/** A JSON schema of the snapshot (the OpenAPI 3.0 subset it keeps). */
export interface Schema {
  $ref?: string;
  type?: string;
  format?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  nullable?: boolean;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  discriminator?: { propertyName: string; mapping?: Record<string, string> };
}

/** The snapshot: its component schemas, and the rest of the document (for its discriminators). */
export interface Snapshot {
  components: { schemas: Record<string, Schema> };
}

/** How values are built. */
export interface ValueOptions {
  /** `full`: every field down to `depth` levels of objects, then the required ones; `required`. */
  fields: 'full' | 'required';
  /** Schemas never picked among the members of a union (when another member is left). */
  avoid?: readonly string[];
  /** Top-level fields given as source text, in place of what the schema would give. */
  top?: Readonly<Record<string, string>>;
  /**
   * Which value of an enum: the first (default) or the last. Two members of a union without a
   * discriminator may both take an enum's first value; the last may tell them apart.
   */
  enums?: 'first' | 'last';
}

/** Levels of objects whose optional fields a `full` value has. */
const FULL_DEPTH = 3;
/** A chain of required fields deeper than this is taken for a cycle. */
const MAX_DEPTH = 40;

const REF = '#/components/schemas/';

/** A string of each format that the snapshot uses, as a validator checks them. */
const FORMATTED: Readonly<Record<string, string>> = {
  'date-time': '2025-01-01T00:00:00.000Z',
  uuid: '0b5c3a4e-8f1d-4c2a-9e6b-7d3f1a2c4b5e',
  uri: 'https://example.test/',
};

/** A string its schema accepts: one of its format, or a word within its length and pattern. */
function stringOf(schema: Schema): string {
  const formatted = schema.format && FORMATTED[schema.format];
  if (formatted) return formatted;
  const fits = (text: string) =>
    text.length >= (schema.minLength ?? 0) &&
    text.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY) &&
    (!schema.pattern || new RegExp(schema.pattern, 'u').test(text));
  const { minLength = 0, maxLength = Math.max(4, minLength) } = schema;
  const candidates = ['text', 'TEXT', 'text'.padEnd(minLength, 'x').slice(0, maxLength)];
  const found = candidates.find(fits);
  if (found === undefined) throw new Error(`no sample string fits ${JSON.stringify(schema)}`);
  return found;
}

/** The component schemas of a snapshot, and values built from them. */
export class SchemaValues {
  readonly schemas: Record<string, Schema>;
  /**
   * The discriminator field each schema must carry, as the generated types require it: a schema
   * that a discriminator mapping names gets that field with the mapping's value, whether its own
   * schema declares it or not (openapi-typescript adds it).
   */
  readonly #discriminators = new Map<string, Record<string, string>>();

  constructor(snapshot: Snapshot) {
    this.schemas = snapshot.components.schemas;
    const visit = (node: unknown): void => {
      if (Array.isArray(node)) for (const item of node) visit(item);
      if (!node || typeof node !== 'object') return;
      const { discriminator } = node as Schema;
      for (const [key, ref] of Object.entries(discriminator?.mapping ?? {})) {
        const name = ref.slice(REF.length);
        const fields = this.#discriminators.get(name) ?? {};
        this.#discriminators.set(name, {
          ...fields,
          [discriminator?.propertyName ?? '']: JSON.stringify(key),
        });
      }
      for (const value of Object.values(node)) visit(value);
    };
    visit(snapshot);
  }

  /** The schema a `$ref` names. */
  resolve(schema: Schema): Schema {
    if (!schema.$ref) return schema;
    const target = this.schemas[schema.$ref.slice(REF.length)];
    if (!target) throw new Error(`no schema ${schema.$ref}`);
    return target;
  }

  /** The members of a union at the top of `schema` (itself when it is none). */
  members(schema: Schema): Schema[] {
    const own = this.resolve(schema);
    return own.oneOf ?? own.anyOf ?? [schema];
  }

  /** A value of `schema`, as the source text of a TypeScript literal. */
  literal(schema: Schema, options: ValueOptions): string {
    return this.#value(schema, options, 0, [], { ...options.top });
  }

  /** A value of `schema`, as a JSON value (the literal is JSON, keys quoted). */
  value(schema: Schema, options: ValueOptions): unknown {
    return JSON.parse(this.literal(schema, options));
  }

  #value(
    schema: Schema,
    options: ValueOptions,
    depth: number,
    seen: string[],
    given: Record<string, string> = {},
  ): string {
    if (depth > MAX_DEPTH) throw new Error(`required fields nest too deep: ${seen.join(' > ')}`);
    const name = schema.$ref?.slice(REF.length);
    const own = this.resolve(schema);
    const trail = name ? [...seen, name] : seen;
    if (name) given = { ...this.#discriminators.get(name), ...given };
    const union = own.oneOf ?? own.anyOf;
    if (union) return this.#value(this.#pick(union, options), options, depth, trail, given);
    if (own.allOf?.length === 1)
      return this.#value(own.allOf[0] as Schema, options, depth, trail, given);
    if (own.allOf) {
      const parts = own.allOf.map((part) => this.resolve(part));
      const merged: Schema = {
        properties: Object.assign({}, ...parts.map((part) => part.properties)),
        required: parts.flatMap((part) => part.required ?? []),
      };
      return `{ ${this.#fields(merged, options, depth, trail, given)} }`;
    }
    if (own.enum?.length)
      return JSON.stringify(options.enums === 'last' ? own.enum.at(-1) : own.enum[0]);
    switch (own.type) {
      case 'string':
        return JSON.stringify(stringOf(own));
      case 'number':
      case 'integer':
        return String(own.minimum ?? Math.min(1, own.maximum ?? 1));
      case 'boolean':
        return 'true';
      case 'array':
        return own.items ? `[${this.#value(own.items, options, depth + 1, trail)}]` : '[]';
      default:
        return `{ ${this.#fields(own, options, depth, trail, given)} }`;
    }
  }

  /** The fields of an object schema, as `name: value` pairs; `given` ones as they are given. */
  #fields(
    schema: Schema,
    options: ValueOptions,
    depth: number,
    seen: string[],
    given: Record<string, string>,
  ): string {
    const required = new Set(schema.required ?? []);
    const pairs = Object.entries(given).map(([key, value]) => `${JSON.stringify(key)}: ${value}`);
    for (const [key, property] of Object.entries(schema.properties ?? {})) {
      if (key in given) continue;
      const full = options.fields === 'full' && depth < FULL_DEPTH;
      // an optional field that leads back into a schema being built is left out
      const ref = property.$ref?.slice(REF.length) ?? property.items?.$ref?.slice(REF.length);
      if (!required.has(key) && (!full || (ref && seen.includes(ref)))) continue;
      pairs.push(`${JSON.stringify(key)}: ${this.#value(property, options, depth + 1, seen)}`);
    }
    return pairs.join(', ');
  }

  /** The member of a union a value is built from: the first one not avoided. */
  #pick(members: Schema[], options: ValueOptions): Schema {
    const avoided = (member: Schema) =>
      options.avoid?.includes(member.$ref?.slice(REF.length) ?? '') ?? false;
    return members.find((member) => !avoided(member)) ?? (members[0] as Schema);
  }
}
