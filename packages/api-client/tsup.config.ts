import { defineConfig, type Options } from 'tsup';

// The two builds run side by side into one `dist/`, so neither cleans it: the build script
// empties it first.
const shared: Options = {
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  treeshake: true,
  target: 'es2022',
  platform: 'neutral',
  external: ['msw'],
};

export default defineConfig([
  // The client, what apps ship: one file per format, tree-shaken at build time, so that a bundler
  // keeps only the resources an app imports. Nothing of the simulator or of msw enters it.
  { ...shared, entry: { index: 'src/index.ts' }, splitting: false },
  // The test entries: the platform in memory (`@org/api-client/simulator`) and its msw handlers
  // (`@org/api-client/msw`). They share their modules through chunks, in ESM and CommonJS alike,
  // so a value of one entry is the value of the other (one `ROUTE_MAP`, one error class that the
  // simulator's answers throw and its handler recognises).
  {
    ...shared,
    entry: { msw: 'src/msw/index.ts', simulator: 'src/simulator/index.ts' },
    splitting: true,
  },
]);
