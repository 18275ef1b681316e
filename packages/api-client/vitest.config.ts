import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    // sums up the request bodies the tests send, which `useBodyCheck` checks against the snapshot
    globalSetup: ['src/testing/body-report.ts'],
    // The type-level tests (*.test-d.ts) are checked by `pnpm typecheck` (tsc over src), not here.
  },
});
