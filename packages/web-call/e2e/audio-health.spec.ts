// Audio health in Chromium (docs/requirements.md#audio-health): the real client over the simulated
// transport and platform (daily-js cannot join a room offline), with a real MediaStreamTrack from
// Chromium's fake microphone for the ended track.
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { bundle, openPage } from './page-server';

let script: string;
test.beforeAll(async () => {
  script = await bundle(fileURLToPath(new URL('./audio-health.page.ts', import.meta.url)));
});

test('a silent microphone is said about 5 s after the greeting, and cleared when the person speaks', async ({
  page,
}) => {
  const blocked = await openPage(page, script);
  const result = await page.evaluate(() => window.runSilentMicrophone());
  expect(result).toMatchObject({
    events: [
      ['silent-microphone', true],
      ['silent-microphone', false],
    ],
    during: [],
    after: [],
    listenersAfter: 0,
  });
  // 5 s from the end of the greeting's speech (speech-end), give or take a 100 ms sample and a
  // busy machine's timers.
  expect(result.silentAfter).toBeGreaterThanOrEqual(4800);
  expect(result.silentAfter).toBeLessThan(6500);
  expect(result.clearedAfter).toBeLessThan(1000);
  expect(blocked).toEqual([]);
});

test('a track muted by the system, a real track that ended, and a lost device are said and cleared', async ({
  page,
}) => {
  const blocked = await openPage(page, script);
  const result = await page.evaluate(() => window.runMutedAndEnded());
  expect(result).toMatchObject({
    muted: [
      ['microphone-muted', true],
      ['microphone-muted', false],
    ],
    realTrack: true,
    before: [],
    stoppedState: 'ended',
    ended: ['microphone-muted', true],
    lost: ['device-lost', 'microphone-muted'],
    back: [],
    after: [],
  });
  // Chromium fires no `ended` for a stopped track: the next 100 ms level sample reads it.
  expect(result.endedAfter).toBeLessThan(1000);
  expect(blocked).toEqual([]);
});
