import { describe, expect, it } from 'vitest';
import type { JsonObject } from './json';
import { repairDefects } from './repair.mjs';
import { loadFixture, valueAt, withMarkers } from './test-support';

describe('repairDefects on the fixture', () => {
  const input = loadFixture();
  const { document: repaired, repairs } = repairDefects(input);

  it('finds each defect by its shape, wherever it sits', () => {
    expect(repairs.map(({ pointer, defect }) => [pointer, defect])).toEqual([
      ['#/paths/~1widget/get/parameters/0/schema', 'enum-on-array'],
      ['#/components/schemas/Widget/properties/channels', 'enum-on-array'],
      ['#/components/schemas/Widget/properties/score', 'null-type'],
      ['#/components/schemas/Widget/properties/note', 'null-type'],
      ['#/components/schemas/Widget/properties/code', 'pattern-as-regex-literal'],
      ['#/components/schemas/Widget/properties/role', 'pattern-as-constant-name'],
      ['#/components/schemas/Backoff/properties/type', 'object-with-string-enum'],
      ['#/components/schemas/Pet/discriminator/mapping', 'mapping-key-off-enum'],
    ]);
  });

  it('changes nothing but the repaired schemas', () => {
    const pointers = repairs.map(({ pointer }) => pointer);
    expect(withMarkers(repaired, pointers)).toEqual(withMarkers(input, pointers));
  });

  it('leaves the input as it was', () => {
    expect(input).toEqual(loadFixture());
  });

  it('turns an object holding a string enum into a string enum', () => {
    expect(valueAt(repaired, '#/components/schemas/Backoff/properties/type')).toEqual({
      type: 'string',
      enum: ['fixed', 'exponential'],
      example: 'fixed',
      description: 'A string enum that says it is an object (prose)',
    });
  });

  it('moves an enum from the array onto its items, with or without items', () => {
    expect(valueAt(repaired, '#/components/schemas/Widget/properties/channels')).toEqual({
      type: 'array',
      items: { type: 'string', enum: ['sms', 'email'] },
      example: ['sms'],
      description: 'An enum on the array instead of its items (prose)',
    });
    expect(valueAt(repaired, '#/paths/~1widget/get/parameters/0/schema')).toEqual({
      type: 'array',
      items: { type: 'string', enum: ['sms', 'email'] },
    });
  });

  it('takes a null type out of a union and makes the union nullable', () => {
    expect(valueAt(repaired, '#/components/schemas/Widget/properties/score')).toEqual({
      description: 'A null type in a union (prose)',
      oneOf: [{ type: 'number' }, { type: 'string' }],
      nullable: true,
    });
    expect(valueAt(repaired, '#/components/schemas/Widget/properties/note')).toEqual({
      anyOf: [{ type: 'string' }],
      nullable: true,
    });
  });

  it('renames a mapping key to the one value the schema it maps to allows', () => {
    expect(valueAt(repaired, '#/components/schemas/Pet/discriminator')).toEqual({
      propertyName: 'kind',
      mapping: { cat: '#/components/schemas/Cat', dog: '#/components/schemas/Dog' },
    });
  });

  it('reads a pattern written as a regex literal as its source', () => {
    expect(valueAt(repaired, '#/components/schemas/Widget/properties/code')).toEqual({
      type: 'string',
      pattern: '^[A-Z]{2}$',
    });
  });

  it("drops a constant's name in place of a pattern beside a union", () => {
    const role = valueAt(repaired, '#/components/schemas/Widget/properties/role');
    expect(role).toEqual({
      oneOf: [
        { type: 'string', enum: ['admin', 'viewer'] },
        { type: 'string', pattern: '^custom-[a-z]+$' },
      ],
    });
  });

  it('leaves valid schemas alone: a property named type, an enum of arrays', () => {
    expect(valueAt(repaired, '#/components/schemas/Widget/properties/type')).toEqual(
      valueAt(input, '#/components/schemas/Widget/properties/type'),
    );
    expect(valueAt(repaired, '#/components/schemas/Widget/properties/pairs')).toEqual(
      valueAt(input, '#/components/schemas/Widget/properties/pairs'),
    );
  });

  it('leaves alone an unanchored pattern between slashes and a mapping key its schema allows', () => {
    expect(valueAt(repaired, '#/components/schemas/Widget/properties/route')).toEqual({
      type: 'string',
      pattern: '/api/',
    });
    expect(valueAt(repaired, '#/components/schemas/Pet/discriminator/mapping/dog')).toBe(
      '#/components/schemas/Dog',
    );
  });

  it('finds nothing to repair in a repaired document', () => {
    const again = repairDefects(repaired);
    expect(again.repairs).toEqual([]);
    expect(again.document).toEqual(repaired);
  });
});

describe('repairDefects on a discriminator with no mapping', () => {
  const document = (second: JsonObject): JsonObject => ({
    openapi: '3.0.0',
    info: { title: 't', version: '1' },
    paths: {},
    components: {
      schemas: {
        Speech: {
          type: 'object',
          properties: {
            timing: {
              oneOf: [
                { $ref: '#/components/schemas/Words' },
                { $ref: '#/components/schemas/Progress' },
              ],
              discriminator: { propertyName: 'type' },
            },
          },
        },
        Words: {
          type: 'object',
          properties: { type: { type: 'string', enum: ['word-alignment'] } },
        },
        Progress: { type: 'object', properties: { type: second } },
      },
    },
  });

  it("maps the one value each member allows, not the member's schema name", () => {
    const { document: repaired, repairs } = repairDefects(
      document({ type: 'string', enum: ['word-progress'] }),
    );
    expect(
      valueAt(repaired, '#/components/schemas/Speech/properties/timing/discriminator'),
    ).toEqual({
      propertyName: 'type',
      mapping: {
        'word-alignment': '#/components/schemas/Words',
        'word-progress': '#/components/schemas/Progress',
      },
    });
    expect(repairs.map(({ defect }) => defect)).toEqual(['mapping-missing']);
    expect(repairDefects(repaired).repairs).toEqual([]);
  });

  it('leaves it alone when a member allows any value: its schema name may be what it carries', () => {
    const input = document({ type: 'string' });
    const { document: repaired, repairs } = repairDefects(input);
    expect(repairs).toEqual([]);
    expect(repaired).toEqual(input);
  });
});

describe('repairDefects on shapes no rule covers', () => {
  const withSchema = (schema: JsonObject): JsonObject => ({
    openapi: '3.0.0',
    info: { title: 't', version: '1' },
    paths: {},
    components: {
      schemas: {
        Odd: { type: 'object', properties: { odd: schema } },
        Pick: { type: 'object', properties: { k: { type: 'string', enum: ['a', 'b'] } } },
      },
    },
  });

  it.each([
    ['a null type outside a union', { type: 'null' }],
    ['a type list', { type: ['string', 'null'] }],
    ['a string enum on an object with fields', { type: 'object', enum: ['a'], properties: {} }],
    [
      'a string enum on an array of numbers',
      { type: 'array', enum: ['a'], items: { type: 'number' } },
    ],
    ['a regex literal with a flag a pattern lacks', { type: 'string', pattern: '/^a$/i' }],
    [
      'a mapping key that is none of several values',
      {
        oneOf: [{ $ref: '#/components/schemas/Pick' }],
        discriminator: { propertyName: 'k', mapping: { c: '#/components/schemas/Pick' } },
      },
    ],
  ])('throws, naming the schema, for %s', (_, schema) => {
    expect(() => repairDefects(withSchema(schema))).toThrow(
      '#/components/schemas/Odd/properties/odd',
    );
  });
});
