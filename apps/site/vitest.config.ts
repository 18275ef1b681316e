import react from '@vitejs/plugin-react';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    globals: true,
    include: [
      'src/**/*.test.{ts,tsx}',
      'build/**/*.test.{ts,tsx}',
      'hosting/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    setupFiles: ['./src/test-setup.ts'],
    // The files of a worker share one module cache, so React, msw and the DOM libraries load once
    // per worker instead of once per file (a fifth of the time). The setup file still gives every
    // file the project's own modules fresh (`vi.resetModules()`), so module state and `vi.mock`
    // stay per file, as in an isolated run.
    isolate: false,
    // A bound, not a wait: beside the other steps of npm test, a test that first imports a lazily
    // loaded part transforms its modules, seconds on a 2-core machine (past Vitest's 5 s default).
    testTimeout: 30_000,
    // Unit tests see the dev server's settings (`.env.development`), never a production build's.
    env: loadEnv('development', import.meta.dirname, 'VITE_'),
  },
});
