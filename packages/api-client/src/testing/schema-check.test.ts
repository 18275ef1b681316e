// The OpenAPI 3.0 keywords the checker reads besides JSON Schema's: `nullable` beside a type or a
// composition, references into the components, discriminators, formats.
import { describe, expect, it } from 'vitest';
import { SchemaCheck, toJsonSchema } from './schema-check';
import type { Schema } from './schema-values';

const ref = (name: string): Schema => ({ $ref: `#/components/schemas/${name}` });

const check = new SchemaCheck({
  Cat: {
    type: 'object',
    properties: { kind: { type: 'string', enum: ['cat'] }, lives: { type: 'integer' } },
    required: ['kind', 'lives'],
  },
  Dog: { type: 'object', properties: { kind: { type: 'string' }, barks: { type: 'boolean' } } },
  // no property of its own for the discriminator, like the document's update bodies
  Fox: { type: 'object', properties: { den: { type: 'string' } } },
  Pet: {
    oneOf: [ref('Cat'), ref('Dog'), ref('Fox')],
    discriminator: { propertyName: 'kind', mapping: { cat: '#/components/schemas/Cat' } },
  },
  Owner: {
    type: 'object',
    properties: {
      pet: { ...ref('Pet'), nullable: true } as Schema,
      since: { type: 'string', format: 'date-time', nullable: true },
      nick: { type: 'string', enum: ['a', 'b'], nullable: true },
      best: { nullable: true, oneOf: [ref('Cat'), ref('Fox')] },
      home: { nullable: true, allOf: [ref('Fox')] },
      id: { type: 'string', format: 'uuid' },
      site: { type: 'string', format: 'uri' },
      age: { type: 'integer', format: 'int32' },
      voice: { oneOf: [{ type: 'string', enum: [] }, { type: 'string' }] },
    },
  },
});

const owner = ref('Owner');
const fails = (schema: Schema, value: unknown) => check.problems(schema, value).length > 0;

describe('SchemaCheck', () => {
  it('reads `nullable` beside a type, an enum, a $ref, a oneOf and an allOf', () => {
    const nulls = { pet: null, since: null, nick: null, best: null, home: null };
    expect(check.problems(owner, nulls)).toEqual([]);
    expect(fails(owner, { since: 'yesterday' })).toBe(true);
    expect(fails(owner, { nick: 'c' })).toBe(true);
    expect(fails(owner, { best: 'cat' })).toBe(true);
    expect(fails(owner, { home: { den: 7 } })).toBe(true);
    expect(fails(ref('Cat'), null)).toBe(true);
  });

  it('picks a discriminated member by its mapping, or by its schema’s name', () => {
    expect(check.problems(ref('Pet'), { kind: 'cat', lives: 9 })).toEqual([]);
    expect(fails(ref('Pet'), { kind: 'cat' })).toBe(true);
    expect(check.problems(ref('Pet'), { kind: 'Dog', barks: true })).toEqual([]);
    expect(fails(ref('Pet'), { kind: 'Dog', barks: 'yes' })).toBe(true);
    // Fox has no `kind` of its own and accepts any object, yet only `kind: 'Fox'` picks it
    expect(check.problems(ref('Pet'), { kind: 'Fox', den: 'wood' })).toEqual([]);
    expect(fails(ref('Pet'), { kind: 'Fox', den: 1 })).toBe(true);
    expect(fails(ref('Pet'), { kind: 'dog' })).toBe(true);
    expect(fails(ref('Pet'), { den: 'wood' })).toBe(true);
    expect(fails(ref('Pet'), 'cat')).toBe(true);
  });

  it('checks formats, and the bounds of OpenAPI’s numeric ones', () => {
    const good = { id: '0b5c3a4e-8f1d-4c2a-9e6b-7d3f1a2c4b5e', site: 'https://x.test/', age: 3 };
    expect(check.problems(owner, good)).toEqual([]);
    expect(fails(owner, { id: 'asst_1' })).toBe(true);
    expect(fails(owner, { site: 'not a url' })).toBe(true);
    expect(fails(owner, { age: 2 ** 31 })).toBe(true);
  });

  it('reads an enum of no values as allowing none', () => {
    expect(check.problems(owner, { voice: 'any' })).toEqual([]);
    expect(check.problems({ type: 'string', enum: [] }, 'any')).not.toEqual([]);
  });

  it('says where a value breaks its schema', () => {
    expect(check.problems(owner, { pet: { kind: 'cat', lives: 'nine' } })).toContainEqual(
      expect.objectContaining({ path: '/pet/lives' }),
    );
  });

  it('converts a schema to JSON Schema that refers to the components by id', () => {
    expect(toJsonSchema({ type: 'array', items: ref('Cat') })).toEqual({
      type: 'array',
      items: { $ref: 'snapshot.json#/definitions/Cat' },
    });
  });

  it('refuses a keyword JSON Schema does not have, rather than ignore it', () => {
    expect(() => check.problems({ type: 'string', xNew: true } as Schema, 'a')).toThrow(/xNew/);
  });
});
