// Autoplay refused: Chromium with its default policy (audio needs a user gesture), the client over
// the simulated transport with a real MediaStreamTrack. The call waits for the audio, and
// resumeAudio() called from a click plays it.
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { bundle, openPage } from './page-server';

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      '--autoplay-policy=document-user-activation-required',
    ],
  },
});

let script = '';
test.beforeAll(async () => {
  script = await bundle(fileURLToPath(new URL('./autoplay.page.ts', import.meta.url)));
});

test('playable waits for the audio; resumeAudio() from a click plays it and the call starts', async ({
  page,
}) => {
  await openPage(page, script);
  const status = page.locator('output');
  await expect(status).toHaveAttribute('data-events', 'audio-start-failed autoplay-blocked');
  await expect(status).toHaveAttribute('data-playable', '0');
  await expect(status).toHaveAttribute('data-paused', 'true');
  await page.getByRole('button', { name: 'Turn on sound' }).click();
  await expect(status).toHaveAttribute(
    'data-events',
    /^audio-start-failed autoplay-blocked resumed/,
  );
  await expect(status).toHaveAttribute('data-events', /call-start$/);
  await expect(status).toHaveAttribute('data-playable', '1');
  await expect(status).toHaveAttribute('data-paused', 'false');
});
