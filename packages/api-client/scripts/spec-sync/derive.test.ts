import { describe, expect, it } from 'vitest';
import { deriveSnapshot, resolveRoots, serializeSnapshot, sortKeys } from './derive.mjs';
import { loadFixture, valueAt } from './test-support';

const ROOTS = { fixture: ['Named'] };

describe('deriveSnapshot on the fixture', () => {
  const { snapshot, repairs, roots } = deriveSnapshot(loadFixture(), ROOTS);

  it('repairs, drops the prose and keeps what the paths and roots reach', () => {
    expect(repairs).toHaveLength(8);
    expect(roots).toEqual(['Named']);
    expect(JSON.stringify(snapshot)).not.toContain('(prose)');
    expect(valueAt(snapshot, '#/components/schemas/Orphan')).toBeUndefined();
    expect(valueAt(snapshot, '#/components/schemas/Backoff/properties/type')).toEqual({
      type: 'string',
      enum: ['fixed', 'exponential'],
    });
  });

  it('gives the same snapshot back when run on its own output', () => {
    const again = deriveSnapshot(snapshot, ROOTS);
    expect(again.repairs).toEqual([]);
    expect(serializeSnapshot(again.snapshot)).toBe(serializeSnapshot(snapshot));
  });
});

describe('resolveRoots', () => {
  const schemas = ['OpenAICredential', 'UpdateOpenAICredentialDTO', 'Token'];

  it('takes names and patterns, each schema once', () => {
    expect(resolveRoots(schemas, { a: ['Token', /Credential$/], b: [/^Update/, 'Token'] })).toEqual(
      ['Token', 'OpenAICredential', 'UpdateOpenAICredentialDTO'],
    );
  });

  it('throws, naming the group, for a name the document lacks or a pattern with no match', () => {
    expect(() => resolveRoots(schemas, { orgs: ['Org'] })).toThrow('orgs: Org');
    expect(() => resolveRoots(schemas, { logs: [/^Log/] })).toThrow('logs: /^Log/');
  });
});

describe('sortKeys', () => {
  it('sorts the keys of objects at every depth and keeps the order of arrays', () => {
    const sorted = sortKeys({ b: 1, a: { d: [3, 1, { z: 0, y: 0 }], c: 2 } });
    expect(JSON.stringify(sorted)).toBe('{"a":{"c":2,"d":[3,1,{"y":0,"z":0}]},"b":1}');
  });
});
