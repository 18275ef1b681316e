import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // The React bindings name the core by the package's name (its types; external in the
    // build): in the tests that name means this package's source.
    // The subpath entries come first: the package's name alone would also match them.
    alias: [
      {
        find: '@org/web-call/constants',
        replacement: fileURLToPath(new URL('./src/constants.ts', import.meta.url)),
      },
      {
        find: '@org/web-call/react',
        replacement: fileURLToPath(new URL('./src/react/index.ts', import.meta.url)),
      },
      {
        find: '@org/web-call/testing',
        replacement: fileURLToPath(new URL('./src/testing.ts', import.meta.url)),
      },
      {
        find: '@org/web-call',
        replacement: fileURLToPath(new URL('./src/index.ts', import.meta.url)),
      },
    ],
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'contract/**/*.test.ts', 'compat/**/*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
    // The files of a worker share one module cache, so daily-js, React and msw load once per worker
    // instead of once per file; the setup file gives each file the package's own modules fresh.
    isolate: false,
    // A bound, not a wait: room for a busy machine beside the other steps of npm test.
    testTimeout: 30_000,
    // The type-level tests (*.test-d.ts) are checked by `pnpm typecheck` (tsc over src), not here.
  },
});
