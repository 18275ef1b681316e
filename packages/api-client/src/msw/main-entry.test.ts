// Nothing of msw or of the simulator enters the main entry (its size budgets stay). The simulator
// imports Ajv (for its check of request bodies) and reads its route table from the client
// functions of the resource modules, which carry their routes (with them comes the chat stream's
// parser); the msw entry adds msw. Neither holds `createClient`.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// esbuild comes with tsup (a devDependency); reach it through tsup rather than add a dependency
const require = createRequire(import.meta.url);
const esbuild: {
  build(options: object): Promise<{
    metafile: {
      inputs: Record<string, unknown>;
      outputs: Record<string, { imports: { path: string; external?: boolean }[] }>;
    };
  }>;
} = createRequire(require.resolve('tsup'))('esbuild');
const entry = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The source files and the outside packages a bundle of `path` pulls in. */
async function bundled(path: string) {
  const { metafile } = await esbuild.build({
    entryPoints: [entry(path)],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    packages: 'external',
    metafile: true,
    logLevel: 'silent',
  });
  const [output] = Object.values(metafile.outputs);
  return {
    sources: Object.keys(metafile.inputs),
    packages: [...new Set((output?.imports ?? []).filter((i) => i.external).map((i) => i.path))],
  };
}

const client = (sources: string[]) => sources.filter((source) => /\/client\.ts$/.test(source));

describe('the main entry, @org/api-client/simulator and @org/api-client/msw', () => {
  it('keeps msw, the simulator and the route table out of the main entry', async () => {
    const main = await bundled('../index.ts');
    expect(main.packages).toEqual(['eventsource-parser']);
    expect(
      main.sources.filter((source) => /\/(msw|simulator)\/|\/routes\.ts$/.test(source)),
    ).toEqual([]);
  }, 30_000);

  it('builds the simulator from this package and Ajv, without createClient', async () => {
    const simulator = await bundled('../simulator/index.ts');
    expect(simulator.packages.sort()).toEqual(['ajv', 'ajv-formats', 'eventsource-parser']);
    expect(client(simulator.sources)).toEqual([]);
  }, 30_000);

  it('imports msw only from the msw entry, beside Ajv, and not createClient', async () => {
    const mock = await bundled('./index.ts');
    expect(mock.packages.sort()).toEqual(['ajv', 'ajv-formats', 'eventsource-parser', 'msw']);
    expect(client(mock.sources)).toEqual([]);
  }, 30_000);
});
