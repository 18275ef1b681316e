// @vitest-environment node
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleBootScript, inlineScriptText, scriptHashSource } from './boot-script';

describe('the boot script, written into every page', () => {
  it('bundles into one module with no imports, small enough to go into every page', async () => {
    const code = await bundleBootScript(resolve(import.meta.dirname, '..'));
    expect(code).not.toMatch(/\bimport\s*[{*"']|\bexport\b/);
    expect(code).toContain('data-app');
    expect(Buffer.byteLength(code)).toBeLessThan(4_000);
  }, 30_000);

  it('refuses text that would end the script element early', () => {
    expect(() => inlineScriptText('const s = "</script>";')).toThrow(/break the page/);
    expect(() => inlineScriptText('a <!-- b')).toThrow(/break the page/);
    expect(inlineScriptText('  run();\n')).toBe('run();');
  });

  it("gives the CSP source of the script's exact text", () => {
    const digest = createHash('sha256').update('run();').digest('base64');
    expect(scriptHashSource('run();')).toBe(`'sha256-${digest}'`);
  });
});
