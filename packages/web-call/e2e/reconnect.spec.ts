// reconnect(webCall) after a page reload: the call was started with
// roomDeleteOnUserLeaveEnabled: false, the platform keeps its room, and after the reload the
// page rejoins it and the conversation goes on where it was — nothing heard twice, nothing lost.
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { createPlatformHandlers } from '../src/testing';
import { HOTEL_ROOM } from './hotel-room';
import { bundle, openPage } from './page-server';

test('a page reloaded mid-call reconnects to the kept room and the transcript goes on', async ({
  page,
}) => {
  const script = await bundle(fileURLToPath(new URL('./reconnect.page.ts', import.meta.url)));
  const platform = createPlatformHandlers({ tokens: ['pk_browser'], room: () => HOTEL_ROOM });
  const blocked = await openPage(page, script, platform);
  await page.evaluate(() => window.startKeptCall());
  await expect
    .poll(() => page.evaluate(() => window.callState().heard.length), { intervals: [100] })
    .toBeGreaterThanOrEqual(2);

  await page.reload();
  const before = await page.evaluate(() => window.callState());
  // Kept over the reload, which came mid-call.
  expect(before.heard.length).toBeGreaterThanOrEqual(2);
  expect(before.heard.length).toBeLessThan(HOTEL_ROOM.turns.length);
  expect(before.audio).toBe(0);
  await page.evaluate(() => window.reconnectCall());
  await expect
    .poll(() => page.evaluate(() => window.callState().events), { timeout: 20_000 })
    .toContain('call-end');

  const after = await page.evaluate(() => window.callState());
  expect(after.heard).toEqual(HOTEL_ROOM.turns.map((turn) => `${turn.role}: ${turn.text}`));
  expect(after.events).toEqual(['call-start-success', 'call-start', 'call-end']);
  expect(after.audio).toBe(0);
  expect(blocked).toEqual([]);
});
