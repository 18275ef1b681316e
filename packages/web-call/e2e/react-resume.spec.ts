// <WebCallProvider resume="session"> in Chromium: a page reloaded during a call rejoins it when the
// provider mounts, and the conversation goes on where it was (nothing heard twice, nothing lost);
// what was kept to rejoin it is gone once the call ends. Under Chromium's default autoplay policy
// the reloaded page has no user gesture yet: the call waits until "Tap to resume" plays the audio.
// Every read of a page through Playwright is a user gesture in it (page-report.ts), so until the
// tap that test follows the page only through what it reports.
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { callArgs, chromiumPath } from '../../../scripts/browser.mjs';
import { createPlatformHandlers } from '../src/testing';
import { HOTEL_LINES, HOTEL_ROOM } from './hotel-room';
import { bundle, openPage, pageReports } from './page-server';
import type { PanelReport } from './react-resume.page';

let script = '';
test.beforeAll(async () => {
  script = await bundle(fileURLToPath(new URL('./react-resume.page.tsx', import.meta.url)));
});

/** Opens the page over a platform that keeps rooms, starts a call and waits for `lines` lines. */
async function callUnderWay(page: Page, lines: number) {
  const platform = createPlatformHandlers({ tokens: ['pk_browser'], room: () => HOTEL_ROOM });
  const blocked = await openPage(page, script, platform);
  const state = page.locator('#state');
  await expect(state).toHaveText('idle');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(state).toHaveText('connected');
  await expect(page.locator('#transcript li')).toHaveCount(lines, { timeout: 10_000 });
  return { state, blocked, platform, callId: await page.locator('#call-id').textContent() };
}

test('a page reloaded mid-call rejoins it, and the transcript goes on where it was', async ({
  page,
}) => {
  const { state, blocked, callId } = await callUnderWay(page, 2);
  const before = await page.evaluate(() => window.resumePage());
  expect(before.kept).not.toBeNull();
  expect(JSON.parse(before.kept ?? '{}')).toMatchObject({ id: callId });

  await page.reload();
  await expect(state).toHaveText('connected');
  await expect(page.locator('#call-id')).toHaveText(callId ?? '');
  await expect(state).toHaveText('ended', { timeout: 20_000 });

  const after = await page.evaluate(() => window.resumePage());
  expect(after.heard).toEqual(HOTEL_LINES);
  // This load's transcript is the one kept before the reload, then what came after: each line once.
  expect(await page.locator('#transcript li').allTextContents()).toEqual(HOTEL_LINES);
  expect(after).toMatchObject({ kept: null, clients: 1, audio: 0 });
  expect(blocked).toEqual([]);
});

test('with no gesture on the page yet, the rejoined call waits until "Tap to resume" plays it', async ({
  playwright,
}) => {
  // Chromium's default policy: audio needs a gesture on the page.
  const browser = await playwright.chromium.launch({
    executablePath: chromiumPath(),
    args: callArgs('document-user-activation-required'),
  });
  try {
    const first = await browser.newPage();
    const { platform } = await callUnderWay(first, 1);
    const storage = await first.evaluate(() => JSON.stringify({ ...sessionStorage }));
    await first.close();
    // Chromium lets a page play at once after a gesture on its origin (before a reload, or in
    // another tab), so the reloaded page opens in a fresh browser context with the same
    // sessionStorage: a page with no gesture remembered, the case "Tap to resume" is for.
    const page = await browser.newPage();
    await page.addInitScript((kept) => {
      for (const [key, value] of Object.entries(JSON.parse(kept) as Record<string, string>)) {
        sessionStorage.setItem(key, value);
      }
    }, storage);
    const reports = pageReports<PanelReport>(page);
    await openPage(page, script, platform);
    const waiting = await reports.until(
      (shown) => shown.needsGesture && shown.state === 'connected',
    );
    expect(waiting.gesture).toBe(false);
    // The assistant waits: until the tap, the client never said its audio plays, which is what
    // starts the room's next turn, and no line was said; the page shows the line kept before.
    expect(reports.all.filter((shown) => shown.playable > 0 || shown.lines > 1)).toEqual([]);
    expect(waiting.lines).toBe(1);
    const tap = page.getByRole('button', { name: 'Tap to resume' });
    await tap.click();
    await expect(tap).toBeHidden();
    await expect(page.locator('#state')).toHaveText('ended', { timeout: 20_000 });
    const after = await page.evaluate(() => window.resumePage());
    expect(after.heard).toEqual(HOTEL_LINES);
    expect(after).toMatchObject({ kept: null, playable: 1 });
  } finally {
    await browser.close();
  }
});
