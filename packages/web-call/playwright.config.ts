import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from '../../scripts/browser.mjs';

/**
 * Browser tests of @org/web-call in Debian's headless Chromium (nothing is downloaded): the daily-js
 * contract against the real library, and the client over the simulated call object. Pages are
 * bundled with esbuild and served through request interception; every other request fails, so
 * Daily's hosts are unreachable.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        '--autoplay-policy=no-user-gesture-required',
      ],
    },
  },
});
