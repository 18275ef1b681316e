import { defineConfig, devices } from '@playwright/test';
import { callArgs, chromiumPath } from '../../scripts/browser.mjs';

const executablePath = chromiumPath();
const port = Number(process.env.E2E_PORT ?? 4173);
const stackPort = Number(process.env.LOCAL_STACK_PORT ?? 54321);
const dailyPort = Number(process.env.E2E_DAILY_PORT ?? port + 1);

/** The production voice path: specs run on a second build, with the real daily-js. */
const PRODUCTION_VOICE = /voice-production.*\.spec\.ts/;

/**
 * Browser tests run the production build in Debian's headless Chromium against the local stack (in memory,
 * fresh per run); nothing is downloaded. The build is served by `hosting/serve.ts`, which applies
 * the build's own `_headers` and `_redirects` as the static host does, so the tests see exactly
 * what production serves. Build it first (`pnpm build:local`, or `npm test`'s build step). Two
 * workers take the tests in any order (`E2E_WORKERS` to change): every test is its own visitor
 * (its own rows, its own address for the form's rate limits), and most of a test's time is waiting
 * on the page's timers, which a second worker fills.
 *
 * A second project, `chromium-daily`, runs the production voice path on a build with
 * `VITE_VOICE_MODE=daily` (in `dist-daily/`, built by its server command against the same stack,
 * served the same way): the real daily-js, with Daily's hosts answered with a network failure by
 * the specs.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Bounds, not waits: a test or an expectation returns as soon as what it waits for holds. They
  // leave room for a busy machine, where a call's start or a page's hydration takes seconds longer.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    // Specs see the page with reduced motion unless they check the motion itself (the home page's
    // spec, the early taps): the behaviour under test is the same, and without a GPU the home
    // page's video and orb cost a core for as long as a page shows them, taken from the test.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [...callArgs(), '--disable-quic'],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: PRODUCTION_VOICE, use: { ...devices['Desktop Chrome'] } },
    {
      name: 'chromium-daily',
      testMatch: PRODUCTION_VOICE,
      use: { ...devices['Desktop Chrome'], baseURL: `http://127.0.0.1:${dailyPort}` },
    },
  ],
  webServer: [
    {
      // The site's backend: Postgres (PGlite), PostgREST, edge functions and the voice simulator.
      command: `pnpm --filter @org/local-stack start --memory --port ${stackPort}`,
      url: `http://127.0.0.1:${stackPort}/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `pnpm exec tsx hosting/serve.ts --root dist --port ${port}`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // The production voice path: built here, each run, against this run's local stack.
      command:
        `VITE_SUPABASE_URL=http://127.0.0.1:${stackPort} pnpm run build:daily && ` +
        `pnpm exec tsx hosting/serve.ts --root dist-daily --port ${dailyPort}`,
      url: `http://127.0.0.1:${dailyPort}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
  ],
});
