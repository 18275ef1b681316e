import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    // A bound, not a wait: a test that first checks against a schema of the platform's document
    // compiles its validators (Ajv), which takes seconds on a busy machine (8.6 s seen beside the
    // other steps of npm test, past Vitest's default of 5 s).
    testTimeout: 30_000,
    // The files of a worker share one module cache: the document and its compiled validators load
    // once per worker instead of once per file. The package's modules keep no state of their own
    // between calls; every test makes its own simulator and clients.
    isolate: false,
    // The type-level tests (*.test-d.ts) are checked by `pnpm typecheck` (tsc over src), not here.
  },
});
