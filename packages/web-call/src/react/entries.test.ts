// @vitest-environment node
// What each entry holds, from esbuild's own account of a bundle (its metafile): the core entry
// holds nothing of React and none of the bindings, the bindings reach the core only by the
// package's name (its constants entry, and the client's code on first use, through a dynamic
// import), the constants entry holds nothing else, and neither main entry holds code that only
// tests use.
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

/**
 * Code only tests use: the testing entries and what they hold, the unit tests' harness
 * (`test-support/`), msw, the platform simulator and Node's `events`.
 */
const TEST_ONLY =
  /src\/(testing\/|testing(-msw)?\.ts$)|test-support\/|node_modules\/(\.pnpm\/)?(msw|events)[@/]/;

describe('entries', () => {
  it.each([
    ['@org/web-call', '../index.ts', ['@daily-co/daily-js', '@org/api-client']],
    ['@org/web-call/react', './index.ts', ['react', '@org/web-call']],
  ])(
    '%s holds no test-only code, with every part it loads on first use',
    async (_, path, external) => {
      const { files, imports } = await contents(path, external);
      expect(files.length).toBeGreaterThan(5);
      expect(files.filter((file) => TEST_ONLY.test(file))).toEqual([]);
      expect(imports.filter((i) => /msw|simulator|testing|\bevents$/.test(i))).toEqual([]);
    },
  );

  it('the same look finds the test-only code in @org/web-call/testing', async () => {
    const { files } = await contents('../testing.ts', ['@daily-co/daily-js', '@org/api-client']);
    expect(files.filter((file) => TEST_ONLY.test(file)).length).toBeGreaterThan(3);
  });

  it('the runtime dependencies are daily-js and the api-client only (one emitter: no `events`)', async () => {
    const { readFile } = await import('node:fs/promises');
    const manifest = JSON.parse(await readFile(entry('../../package.json'), 'utf8'));
    expect(Object.keys(manifest.dependencies)).toEqual(['@daily-co/daily-js', '@org/api-client']);
  });

  it('the core entry holds nothing of React and none of the bindings', async () => {
    const { files, imports } = await contents('../index.ts', [
      '@daily-co/daily-js',
      '@org/api-client',
    ]);
    expect(files.some((file) => /node_modules\/(react|react-dom)\//.test(file))).toBe(false);
    expect(files.filter((file) => file.includes('src/react/'))).toEqual([]);
    expect(imports.filter((i) => /react/.test(i))).toEqual([]);
  });

  it("the bindings import React and the core's constants only (the client is the app's to make)", async () => {
    const { files, imports } = await contents('./index.ts', ['react', '@org/web-call']);
    expect(files.every((file) => file.includes('src/react/'))).toBe(true);
    expect(imports).toEqual(['import-statement @org/web-call/constants', 'import-statement react']);
  });

  it('the constants entry holds only itself, and imports nothing', async () => {
    const { files, imports } = await contents('../constants.ts', []);
    expect(files).toEqual(['src/constants.ts']);
    expect(imports).toEqual([]);
  });

  it('what a page loads with the bindings leaves the controller, the transcript rules and resume to the first action', async () => {
    const { outputs } = await split('./index.ts', ['react', '@org/web-call']);
    const entry = outputs.find((output) => output.entryPoint?.endsWith('src/react/index.ts'));
    const eager = Object.keys(entry?.inputs ?? {});
    const late = /src\/react\/(controller|transcript|resume|tab-hold)\.ts$/;
    expect(eager.some((file) => file.endsWith('src/react/provider.ts'))).toBe(true);
    expect(eager.filter((file) => late.test(file))).toEqual([]);
    const lazy = outputs.filter((output) => output !== entry).map((o) => Object.keys(o.inputs));
    expect(lazy.flat().filter((file) => late.test(file))).toHaveLength(4);
    // resume.ts is a chunk of its own: a provider without `resume` never loads it.
    const resume = lazy.find((files) => files.some((file) => file.endsWith('src/react/resume.ts')));
    expect(resume?.filter((file) => /src\/react\/(controller|transcript)\.ts$/.test(file))).toEqual(
      [],
    );
    // The tab hold is one too, which resume's keeper loads.
    const tabs = lazy.find((files) => files.some((file) => file.endsWith('src/react/tab-hold.ts')));
    expect(tabs?.filter((file) => late.test(file))).toEqual(['src/react/tab-hold.ts']);
  });
});
