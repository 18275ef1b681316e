// The request schemas the simulator checks JSON bodies against (`body-schemas.gen.json`) are the
// snapshot's, converted to JSON Schema by the same conversion the package's schema tests use. The
// file is written by `pnpm vitest run src/simulator/body-schemas.test.ts -u` after the snapshot
// changes; this test fails while it differs from what the snapshot gives.
import { describe, expect, it } from 'vitest';
import { ROUTE_MAP } from '../routes';
import {
  bodySchemaOf,
  operationOf,
  READINGS,
  type RouteName,
  SCHEMAS,
} from '../testing/route-schemas';
import {
  COMPONENTS_ID,
  componentsSchema,
  type JsonSchema,
  toJsonSchema,
} from '../testing/schema-check';
import generated from './body-schemas.gen.json';

/** The component names a converted schema refers to, and those they refer to, in turn. */
function referenced(roots: JsonSchema[], definitions: Record<string, JsonSchema>): string[] {
  const names = new Set<string>();
  const pending: unknown[] = [...roots];
  while (pending.length > 0) {
    const part = pending.pop();
    if (!part || typeof part !== 'object') continue;
    const ref = (part as { $ref?: unknown }).$ref;
    if (typeof ref === 'string' && ref.startsWith(`${COMPONENTS_ID}#/definitions/`)) {
      const name = ref.slice(`${COMPONENTS_ID}#/definitions/`.length);
      if (!names.has(name)) {
        names.add(name);
        pending.push(definitions[name]);
      }
    }
    pending.push(...Object.values(part));
  }
  return [...names].sort();
}

/** The properties that tell the members of the document's unions apart. */
const TAGS = ['provider', 'type'];

/**
 * A union whose members each carry their own values of one tag property (`provider`, `type`),
 * as a choice by that tag: the tag must be one of the members' values, and the value must fit the
 * member its tag names. The platform reads such a union so, and a value that fits none is then
 * refused for what is wrong in its own member, not for every other member's tag.
 */
function byTag(members: JsonSchema[], definitions: Record<string, JsonSchema>): JsonSchema | null {
  const resolved = members.map((member) =>
    typeof member.$ref === 'string'
      ? definitions[member.$ref.slice(`${COMPONENTS_ID}#/definitions/`.length)]
      : member,
  );
  for (const tag of TAGS) {
    const values = resolved.map((member) => {
      const property = (member?.properties as Record<string, JsonSchema> | undefined)?.[tag];
      return Array.isArray(property?.enum) ? (property.enum as unknown[]) : null;
    });
    if (values.some((each) => each === null)) continue;
    const all = (values as unknown[][]).flat();
    if (new Set(all).size !== all.length) continue;
    // a tag every member requires is required; one they leave out (an update's) leaves the value
    // to fit any member when it is left out
    const required = resolved.every((member) =>
      (member?.required as unknown[] | undefined)?.includes(tag),
    );
    return {
      type: 'object',
      ...(required && { required: [tag] }),
      properties: { [tag]: { enum: all } },
      allOf: [
        ...members.map((member, index) => ({
          if: { required: [tag], properties: { [tag]: { enum: values[index] } } },
          // biome-ignore lint/suspicious/noThenProperty: JSON Schema's keyword, never awaited
          then: member,
        })),
        ...(required
          ? []
          : [
              {
                if: { not: { required: [tag] } },
                // biome-ignore lint/suspicious/noThenProperty: JSON Schema's keyword, never awaited
                then: { anyOf: members },
              },
            ]),
      ],
    };
  }
  return null;
}

/** Keywords whose keys are names, not keywords: a property may be called `oneOf`. */
const NAMED = new Set(['properties', 'patternProperties', 'definitions']);

/**
 * The schema with its unions read as the platform reads them, inner ones first.
 * - Each `oneOf` is an `anyOf`: the document's unions without a discriminator have members that
 *   overlap (a voice of one provider fits another's schema too), and the platform takes a value
 *   that fits any member; the discriminated ones are already a choice by their tag.
 * - A union whose members carry their own tags is a choice by its tag (`byTag`).
 */
function readUnions<T>(schema: T, definitions: Record<string, JsonSchema>): T {
  if (Array.isArray(schema)) return schema.map((each) => readUnions(each, definitions)) as T;
  if (!schema || typeof schema !== 'object') return schema;
  const walk = (value: unknown) => readUnions(value, definitions);
  const read = Object.fromEntries(
    Object.entries(schema).map(([keyword, value]) => [
      keyword === 'oneOf' ? 'anyOf' : keyword,
      NAMED.has(keyword)
        ? Object.fromEntries(
            Object.entries(value as object).map(([name, each]) => [name, walk(each)]),
          )
        : walk(value),
    ]),
  ) as JsonSchema;
  const members = read.anyOf as JsonSchema[] | undefined;
  const chosen = members && members.length >= 2 ? byTag(members, definitions) : null;
  if (!chosen) return read as T;
  const { anyOf: _members, ...rest } = read;
  return { ...rest, ...chosen } as T;
}

/** Every JSON request body of the route map with a schema, and the components those refer to. */
function bodySchemas() {
  const routes: Record<string, { schema: JsonSchema; required: boolean }> = {};
  for (const name of Object.keys(ROUTE_MAP) as RouteName[]) {
    const described = bodySchemaOf(name);
    if ('skip' in described) continue;
    const { key } = ROUTE_MAP[name];
    // a body the document marks required may not be left out (an empty request body)
    const required = (operationOf(key)?.requestBody as { required?: boolean } | undefined)
      ?.required;
    routes[key] = { schema: toJsonSchema(described.schema), required: required === true };
  }
  const { definitions } = componentsSchema(SCHEMAS, READINGS) as {
    definitions: Record<string, JsonSchema>;
  };
  const used = referenced(
    Object.values(routes).map((route) => route.schema),
    definitions,
  );
  const kept = Object.fromEntries(used.map((name) => [name, definitions[name] as JsonSchema]));
  const read = <V>(entries: Record<string, V>, of: (value: V) => V) =>
    Object.fromEntries(Object.entries(entries).map(([key, value]) => [key, of(value)]));
  return {
    routes: read(routes, (route) => ({ ...route, schema: readUnions(route.schema, kept) })),
    components: { $id: COMPONENTS_ID, definitions: read(kept, (each) => readUnions(each, kept)) },
  };
}

describe('the request schemas the simulator checks bodies against', () => {
  it('are those the snapshot gives (rewrite them with -u)', async () => {
    await expect(`${JSON.stringify(bodySchemas())}\n`).toMatchFileSnapshot(
      './body-schemas.gen.json',
    );
  });

  it('cover the JSON bodies of the routes that take one', () => {
    expect(Object.keys(generated.routes).length).toBeGreaterThan(30);
    expect(generated.routes).toHaveProperty(['POST /assistant']);
    expect(generated.routes).toHaveProperty(['POST /tool']);
    expect(generated.routes).toHaveProperty(['POST /call/web']);
  });
});
