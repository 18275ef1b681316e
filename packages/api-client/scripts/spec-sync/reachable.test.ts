import { describe, expect, it } from 'vitest';
import type { JsonObject } from './json';
import { keepReachable } from './reachable.mjs';
import { loadFixture, valueAt } from './test-support';

const names = (document: JsonObject, section: string): string[] =>
  Object.keys(Object(valueAt(document, `#/components/${section}`))).sort();

describe('keepReachable on the fixture', () => {
  const input = loadFixture();

  it('keeps every path and the schemas they reach through any kind of reference', () => {
    const kept = keepReachable(input, []);
    expect(kept.paths).toEqual(input.paths);
    // Widget and CreateWidgetDTO from the paths; Backoff and Shape by property; Circle and Square
    // by oneOf and discriminator mapping; ShapeBase by allOf; Corner by items; Label by
    // additionalProperties; Pet by property, Cat and Dog by oneOf
    expect(names(kept, 'schemas')).toEqual([
      'Backoff',
      'Cat',
      'Circle',
      'Corner',
      'CreateWidgetDTO',
      'Dog',
      'Label',
      'Pet',
      'Shape',
      'ShapeBase',
      'Square',
      'Widget',
    ]);
    expect(names(kept, 'securitySchemes')).toEqual(['bearer']);
  });

  it('follows a discriminator mapping that gives a bare schema name', () => {
    const bare = structuredClone(input);
    const schemas = valueAt(bare, '#/components/schemas') as JsonObject;
    schemas.Shape = { discriminator: { propertyName: 'type', mapping: { square: 'Square' } } };
    expect(names(keepReachable(bare, []), 'schemas')).toContain('Square');
    expect(names(keepReachable(bare, []), 'schemas')).not.toContain('Circle');
  });

  it('keeps root schemas and what they reach', () => {
    const kept = keepReachable(input, ['Named']);
    expect(names(kept, 'schemas')).toContain('Named');
    expect(names(kept, 'schemas')).toContain('NamedPart');
    expect(names(kept, 'schemas')).not.toContain('Orphan');
  });

  it('throws for a root or a reference with no target', () => {
    expect(() => keepReachable(input, ['Missing'])).toThrow('#/components/schemas/Missing');
    const broken = structuredClone(input);
    const widget = valueAt(broken, '#/components/schemas/Widget/properties') as JsonObject;
    widget.gone = { $ref: '#/components/schemas/Gone' };
    expect(() => keepReachable(broken, [])).toThrow('#/components/schemas/Gone');
  });
});
