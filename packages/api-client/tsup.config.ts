import { defineConfig } from 'tsup';

export default defineConfig({
  // `msw` is the mock platform for tests (`@org/api-client/msw`); nothing of it enters `index`.
  entry: { index: 'src/index.ts', msw: 'src/msw/index.ts' },
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
