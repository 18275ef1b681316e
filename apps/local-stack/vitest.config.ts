import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    // Each test file starts its own stack (PGlite, PostgREST, Deno); two at a time suits 2 cores.
    maxWorkers: 2,
    // Bounds, not waits: a test that starts the CLI's whole stack and stops it takes 10 to 25 s on
    // a quiet machine and past 60 s beside the other steps of npm test.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
