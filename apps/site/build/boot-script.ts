/**
 * The boot script (`src/boot.ts`) goes into every page itself: a script of its own would be a
 * request before the first paint. It is bundled on its own, into one module with no imports, and
 * the Content-Security-Policy allows exactly that text by its hash.
 */
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { build, type Rollup } from 'vite';

/** Bundles `src/boot.ts` (minified) into the text of one module with no imports. */
export async function bundleBootScript(root: string): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      modulePreload: false,
      rollupOptions: { input: resolve(root, 'src/boot.ts'), output: { format: 'es' } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
  const chunks = outputs.flatMap((output) => output.output).filter((item) => item.type === 'chunk');
  const [chunk] = chunks;
  if (!chunk || chunks.length !== 1 || chunk.imports.length > 0) {
    throw new Error('The boot script must bundle into one module with no imports.');
  }
  return inlineScriptText(chunk.code);
}

/** `code` as the text of an inline script, refusing what would end the element early. */
export function inlineScriptText(code: string): string {
  if (/<\/script|<!--/i.test(code)) {
    throw new Error('The boot script holds "</script" or "<!--", which would break the page.');
  }
  return code.trim();
}

/** The CSP source that allows the inline script whose text is `code`. */
export function scriptHashSource(code: string): string {
  return `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
}
