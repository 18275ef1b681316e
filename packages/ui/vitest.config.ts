import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test-setup.ts'],
    // The files of a worker share one module cache, so React and the DOM libraries load once per
    // worker instead of once per file; the setup file gives each file the package's own modules
    // fresh.
    isolate: false,
    // A bound, not a wait: room for a busy machine beside the other steps of npm test.
    testTimeout: 30_000,
  },
});
