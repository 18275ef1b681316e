// The simulation "must run in … a real browser": the real client over the simulated transport
// and platform in Chromium, with a real MediaStreamTrack playing in an <audio> element.
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { bundle, openPage } from './page-server';

test('a simulated call runs in Chromium with a real MediaStreamTrack and leaves nothing behind', async ({
  page,
}) => {
  const script = await bundle(fileURLToPath(new URL('./simulated-call.page.ts', import.meta.url)));
  const blocked = await openPage(page, script);
  const result = await page.evaluate(() => window.runSimulatedCall());
  expect(result).toEqual({
    created: true,
    realTrack: true,
    playing: true,
    audioElements: 1,
    finals: ['Hello from a real browser'],
    sent: 1,
    events: ['call-start', 'speech-start', 'speech-end', 'call-end'],
    audioAfter: 0,
    destroyed: true,
    listenersAfter: 0,
    timersAfter: 0,
  });
  expect(blocked).toEqual([]);
});
