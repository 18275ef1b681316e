import { defineConfig } from 'tsup';

export default defineConfig({
  // `simulator` is the platform in memory (`@org/api-client/simulator`), `msw` its msw handlers
  // (`@org/api-client/msw`); nothing of either enters `index`.
  entry: { index: 'src/index.ts', msw: 'src/msw/index.ts', simulator: 'src/simulator/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: true,
  treeshake: true,
  // each entry stands alone: the main entry's output stays what it was, with no shared chunk
  splitting: false,
  target: 'es2022',
  platform: 'neutral',
  external: ['msw'],
});
