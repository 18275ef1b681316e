// @vitest-environment node
// What each entry holds, from esbuild's own account of a bundle (its metafile): the core entry
// holds nothing of React and none of the bindings, and the bindings reach the core only by the
// package's name (the client's code loads on first use, through a dynamic import).
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const esbuild = createRequire(require.resolve('tsup'))('esbuild') as {
  build(options: Record<string, unknown>): Promise<{
    metafile: {
      inputs: Record<
        string,
        { imports: Array<{ path: string; kind: string; external?: boolean }> }
      >;
    };
  }>;
};

const entry = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The files a bundle of `path` holds, and the outside modules it imports (with how). */
async function contents(path: string, external: string[]) {
  const { metafile } = await esbuild.build({
    entryPoints: [entry(path)],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    external,
    logLevel: 'silent',
  });
  const files = Object.keys(metafile.inputs);
  const imports = Object.values(metafile.inputs)
    .flatMap((input) => input.imports)
    .filter((i) => i.external)
    .map((i) => `${i.kind} ${i.path}`);
  return { files, imports: [...new Set(imports)].sort() };
}

/** The outputs of a code-split ESM bundle of `path`, with the source files each holds. */
async function split(path: string, external: string[]) {
  const { metafile } = (await esbuild.build({
    entryPoints: [entry(path)],
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: 'split',
    write: false,
    metafile: true,
    platform: 'browser',
    external,
    logLevel: 'silent',
  })) as unknown as {
    metafile: {
      outputs: Record<string, { entryPoint?: string; inputs: Record<string, unknown> }>;
    };
  };
  return { outputs: Object.values(metafile.outputs) };
}

describe('entries', () => {
  it('the core entry holds nothing of React and none of the bindings', async () => {
    const { files, imports } = await contents('../index.ts', [
      '@daily-co/daily-js',
      '@org/api-client',
    ]);
    expect(files.some((file) => /node_modules\/(react|react-dom)\//.test(file))).toBe(false);
    expect(files.filter((file) => file.includes('src/react/'))).toEqual([]);
    expect(imports.filter((i) => /react/.test(i))).toEqual([]);
  });

  it("the bindings import React and nothing of the core (the client is the app's to make)", async () => {
    const { files, imports } = await contents('./index.ts', ['react', '@org/web-call']);
    expect(files.every((file) => file.includes('src/react/'))).toBe(true);
    expect(imports).toEqual(['import-statement react']);
  });

  it('what a page loads with the bindings leaves the store and the transcript rules to the first action', async () => {
    const { outputs } = await split('./index.ts', ['react', '@org/web-call']);
    const entry = outputs.find((output) => output.entryPoint?.endsWith('src/react/index.ts'));
    const eager = Object.keys(entry?.inputs ?? {});
    expect(eager.some((file) => file.endsWith('src/react/provider.ts'))).toBe(true);
    expect(eager.filter((file) => /src\/react\/(store|transcript)\.ts$/.test(file))).toEqual([]);
    const lazy = outputs.filter((output) => output !== entry).flatMap((o) => Object.keys(o.inputs));
    expect(lazy.filter((file) => /src\/react\/(store|transcript)\.ts$/.test(file))).toHaveLength(2);
  });
});
