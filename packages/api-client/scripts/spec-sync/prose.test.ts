import { describe, expect, it } from 'vitest';
import { dropProse } from './prose.mjs';
import { loadFixture, valueAt } from './test-support';

describe('dropProse on the fixture', () => {
  const input = loadFixture();
  const plain = dropProse(input);

  it('leaves none of the texts (each marked "(prose)" in the fixture)', () => {
    expect(JSON.stringify(input)).toContain('(prose)');
    expect(JSON.stringify(plain)).not.toContain('(prose)');
  });

  it('drops tags, samples and links to other docs', () => {
    expect(plain.tags).toBeUndefined();
    expect(valueAt(plain, '#/paths/~1widget/get/tags')).toBeUndefined();
    expect(valueAt(plain, '#/paths/~1widget/get/externalDocs')).toBeUndefined();
    expect(valueAt(plain, '#/paths/~1widget/get/parameters/0/example')).toBeUndefined();
    expect(
      valueAt(plain, '#/paths/~1widget/get/responses/200/content/application~1json/examples'),
    ).toBeUndefined();
  });

  it('keeps the fields OpenAPI requires: info title and version, empty response descriptions', () => {
    expect(plain.info).toEqual({ title: 'Widget service', version: '2.1' });
    expect(valueAt(plain, '#/paths/~1widget/get/responses/200/description')).toBe('');
    expect(valueAt(plain, '#/paths/~1widget/post/responses/201/description')).toBe('');
  });

  it('keeps properties named like prose fields, and every value a type can use', () => {
    expect(Object.keys(Object(valueAt(plain, '#/components/schemas/Widget/properties')))).toEqual(
      Object.keys(Object(valueAt(input, '#/components/schemas/Widget/properties'))),
    );
    expect(valueAt(plain, '#/components/schemas/Widget/properties/description')).toEqual({
      type: 'string',
    });
    expect(valueAt(plain, '#/components/schemas/Widget/properties/title')).toEqual({
      type: 'string',
      maxLength: 80,
    });
    expect(valueAt(plain, '#/components/schemas/Widget/properties/example')).toEqual({
      type: 'string',
      default: 'none',
    });
    expect(valueAt(plain, '#/components/schemas/Label')).toEqual({
      type: 'string',
      deprecated: true,
    });
    expect(valueAt(plain, '#/paths/~1widget/get/operationId')).toBe('listWidgets');
  });

  it('leaves the input as it was', () => {
    expect(input).toEqual(loadFixture());
  });
});
