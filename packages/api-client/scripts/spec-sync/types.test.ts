import { describe, expect, it } from 'vitest';
import { deriveSnapshot } from './derive.mjs';
import { loadFixture } from './test-support';
import { generateTypes, TYPES_HEADER } from './types.mjs';

describe('generateTypes on the fixture snapshot', async () => {
  const { snapshot } = deriveSnapshot(loadFixture(), { fixture: ['Named'] });
  const source = await generateTypes(snapshot);

  it('starts with the header that names the command', () => {
    expect(source.startsWith(TYPES_HEADER)).toBe(true);
  });

  it('types the repaired schemas as what they mean', () => {
    expect(source).toMatch(/channels: \("sms" \| "email"\)\[\];/);
    expect(source).toMatch(/type\?: "fixed" \| "exponential";/);
    expect(source).toMatch(/score\?: \(number \| string\) \| null;/);
  });

  it('keeps a field with a default optional, and an undescribed object open to reading', () => {
    expect(source).toMatch(/retries\?: number;/);
    expect(source).toMatch(/settings\?: Record<string, unknown>;/);
  });

  it('emits types only: no enum, const or function', () => {
    expect(source).not.toMatch(/^export (enum|const|function)/m);
    expect(source).toMatch(/^export interface paths \{/m);
    expect(source).toMatch(/^export interface components \{/m);
  });
});
