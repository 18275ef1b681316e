import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { deriveSnapshot } from './derive.mjs';
import { loadFixture } from './test-support';
import { generateTypes, openStringEnums, TYPES_HEADER } from './types.mjs';

describe('generateTypes on the fixture snapshot', async () => {
  const { snapshot } = deriveSnapshot(loadFixture(), { fixture: ['Named'] });
  const source = await generateTypes(snapshot);

  it('starts with the header that names the command', () => {
    expect(source.startsWith(TYPES_HEADER)).toBe(true);
  });

  it('types the repaired schemas as what they mean', () => {
    expect(source).toMatch(/channels: \("sms" \| "email" \| \(string & \{\}\)\)\[\];/);
    expect(source).toMatch(/score\?: \(number \| string\) \| null;/);
  });

  it('keeps a field with a default optional, and an undescribed object open to reading', () => {
    expect(source).toMatch(/retries\?: number;/);
    expect(source).toMatch(/settings\?: Record<string, unknown>;/);
  });

  it('keeps string enums open to newer values, and a one-value enum (a discriminator) exact', () => {
    const file = ts.createSourceFile(
      'enums.ts',
      'type T = { a: "x" | "y"; b: "only"; c: ("p" | "q")[]; d: "m" | "n" | null; e: "z" | number };',
      ts.ScriptTarget.ES2022,
    );
    const printed = ts.createPrinter().printFile(openStringEnums(file));
    expect(printed).toContain('a: "x" | "y" | (string & {});');
    expect(printed).toContain('b: "only";');
    expect(printed).toContain('c: ("p" | "q" | (string & {}))[];');
    expect(printed).toContain('d: "m" | "n" | (string & {}) | null;');
    expect(printed).toContain('e: "z" | number;');
    expect(source).toMatch(/type\?: "fixed" \| "exponential" \| \(string & \{\}\);/);
  });

  it('emits types only: no enum, const or function', () => {
    expect(source).not.toMatch(/^export (enum|const|function)/m);
    expect(source).toMatch(/^export interface paths \{/m);
    expect(source).toMatch(/^export interface components \{/m);
  });
});
