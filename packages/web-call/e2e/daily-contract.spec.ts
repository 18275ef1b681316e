// The contract suites on the real @daily-co/daily-js in Chromium, with Daily's hosts failing
// (request interception; nothing is downloaded): daily-js's own rules, what the recorder records of
// a real call, and the transport seam's on the daily-js transport. The seam's cases run on the simulated transport in Node too:
// contract/transport-contract.test.ts.
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { DAILY_RULES, RECORDER_RULES, TRANSPORT_RULES } from '../contract/daily-contract';
import { bundle, openPage } from './page-server';

let script = '';
test.beforeAll(async () => {
  script = await bundle(fileURLToPath(new URL('./daily-contract.page.ts', import.meta.url)));
});

test.describe('the daily-js contract and the transport contract, on the real daily-js', () => {
  for (const { name } of [...DAILY_RULES, ...RECORDER_RULES, ...TRANSPORT_RULES]) {
    test(name, async ({ page }) => {
      const blocked = await openPage(page, script);
      const result = await page.evaluate((caseName) => window.runContractCase(caseName), name);
      expect(result.message ?? '', 'the case failed').toBe('');
      expect(result.ok).toBe(true);
      // Only Daily's own hosts were asked for (and failed): its bundle and its error reports.
      for (const url of blocked)
        expect(new URL(url).hostname).toMatch(/(daily\.co|dailywebrtc\.(com|net)|sentry\.io)$/);
    });
  }
});
