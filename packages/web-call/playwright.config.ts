import { defineConfig, devices } from '@playwright/test';
import { callArgs, chromiumPath } from '../../scripts/browser.mjs';

/**
 * Browser tests of @org/web-call in Debian's headless Chromium (nothing is downloaded): the daily-js
 * contract against the real library, and the client over the simulated call object. Pages are
 * bundled with esbuild and served through request interception; every other request fails, so
 * Daily's hosts are unreachable.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  // Every test has its own page (or browser); most of their time is daily-js's offline timers.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // A bound, not a wait: room for a busy machine (a whole rejoined call takes up to 25 s there).
  timeout: 60_000,
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: chromiumPath(),
      args: callArgs(),
    },
  },
});
