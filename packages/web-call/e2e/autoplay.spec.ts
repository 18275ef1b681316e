// Autoplay refused: Chromium with its default policy (audio needs a user gesture), the client over
// the simulated transport with a real MediaStreamTrack. The call waits for the audio, and
// resumeAudio() called from a click plays it. Until the click the test reads nothing of the page
// through Playwright, which would give it a user gesture: it follows the page's reports.
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { callArgs, chromiumPath } from '../../../scripts/browser.mjs';
import type { AutoplayReport } from './autoplay.page';
import { bundle, openPage, pageReports } from './page-server';

test.use({
  launchOptions: {
    executablePath: chromiumPath(),
    args: callArgs('document-user-activation-required'),
  },
});

let script = '';
test.beforeAll(async () => {
  script = await bundle(fileURLToPath(new URL('./autoplay.page.ts', import.meta.url)));
});

test('playable waits for the audio; resumeAudio() from a click plays it and the call starts', async ({
  page,
}) => {
  const reports = pageReports<AutoplayReport>(page);
  await openPage(page, script);
  const refused = await reports.until((shown) => shown.events.includes('autoplay-blocked'));
  expect(refused).toEqual({
    events: 'audio-start-failed autoplay-blocked',
    playable: 0,
    paused: 'true',
    gesture: false,
  });
  await page.getByRole('button', { name: 'Turn on sound' }).click();
  const started = await reports.until((shown) => shown.events.endsWith('call-start'));
  expect(started).toMatchObject({ playable: 1, paused: 'false', gesture: true });
  expect(started.events).toMatch(/^audio-start-failed autoplay-blocked resumed/);
});
