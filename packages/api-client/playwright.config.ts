import { defineConfig } from '@playwright/test';
import { chromiumPath, TEST_ARGS } from '../../scripts/browser.mjs';

/**
 * The browser test of @org/api-client in Debian's headless Chromium (nothing is downloaded): the built
 * `msw` entry under msw's `setupWorker`, driven by the built client. The spec serves its page
 * from a 127.0.0.1 server it starts itself.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    launchOptions: {
      executablePath: chromiumPath(),
      args: TEST_ARGS,
    },
  },
});
