import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    // sums up the request bodies the tests send, which `useBodyCheck` checks against the snapshot
    globalSetup: ['src/testing/body-report.ts'],
    typecheck: { enabled: true, include: ['src/**/*.test-d.ts'] },
  },
});
