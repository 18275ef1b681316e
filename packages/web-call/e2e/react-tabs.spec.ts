// <WebCallProvider resume="session"> in two tabs of one Chromium context: a tab opened with a copy
// of the other's sessionStorage (what duplicating a tab gives) does not join the call and says
// why, while the owner's reload shows the transcript so far before its rejoin is done and rejoins
// (docs/requirements.md#one-tab-per-call). Once with Chromium's Web Locks, once with them removed
// from the pages, so the tabs find each other on a BroadcastChannel.
import { fileURLToPath } from 'node:url';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { createPlatformHandlers } from '../src/testing';
import { HOTEL_LINES, HOTEL_ROOM } from './hotel-room';
import { bundle, openPage, type PageReports, pageReports } from './page-server';
import type { TabReport } from './react-tabs.page';

let script = '';
test.beforeAll(async () => {
  script = await bundle(fileURLToPath(new URL('./react-tabs.page.tsx', import.meta.url)));
});

/** Opens a tab of `context` on the test page, collecting what it reports. */
async function openTab(
  context: BrowserContext,
  platform: (request: Request) => Promise<Response>,
  storage?: string,
): Promise<{ page: Page; reports: PageReports<TabReport>; blocked: string[] }> {
  const page = await context.newPage();
  if (storage) {
    // A duplicated tab starts with a copy of the other tab's sessionStorage.
    await page.addInitScript((copy) => {
      for (const [key, value] of Object.entries(JSON.parse(copy) as Record<string, string>)) {
        sessionStorage.setItem(key, value);
      }
    }, storage);
  }
  const reports = pageReports<TabReport>(page);
  const blocked = await openPage(page, script, platform);
  return { page, reports, blocked };
}

for (const path of ['Web Locks', 'BroadcastChannel'] as const) {
  test(`${path}: a duplicated tab does not join the call and says why; the owner's reload shows the transcript at once and rejoins`, async ({
    browser,
  }) => {
    const context = await browser.newContext();
    if (path === 'BroadcastChannel') {
      await context.addInitScript(() => {
        Reflect.deleteProperty(Navigator.prototype, 'locks');
      });
    }
    try {
      const platform = createPlatformHandlers({ tokens: ['pk_browser'], room: () => HOTEL_ROOM });
      const owner = await openTab(context, platform);
      const state = owner.page.locator('#state');
      await expect(state).toHaveText('idle');
      await owner.page.getByRole('button', { name: 'Start' }).click();
      await expect(state).toHaveText('connected');
      await expect(owner.page.locator('#transcript li')).toHaveCount(2, { timeout: 10_000 });
      const callId = (await owner.page.locator('#call-id').textContent()) ?? '';
      expect(callId).not.toBe('');
      const held = await owner.page.evaluate(() => window.tabsPage());
      expect(held.locks).toEqual(path === 'Web Locks' ? [`@org/web-call:call:${callId}`] : null);

      // The duplicate: told where the call is, it makes no client and keeps nothing of it.
      const storage = await owner.page.evaluate(() => JSON.stringify({ ...sessionStorage }));
      const copy = await openTab(context, platform, storage);
      await expect(copy.page.getByRole('status')).toHaveText('This call is open in another tab.');
      await expect(copy.page.locator('#state')).toHaveText('idle');
      expect(await copy.page.evaluate(() => window.tabsPage())).toMatchObject({
        kept: null,
        clients: 0,
      });
      expect(copy.reports.all.map((shown) => shown.state)).not.toContain('connected');
      expect(copy.reports.all.at(-1)).toMatchObject({
        state: 'idle',
        elsewhere: 'open-in-another-tab',
        lines: [],
      });
      await expect(copy.page.getByRole('button', { name: 'Start a new call' })).toBeVisible();
      // The owner's call goes on meanwhile.
      await expect(state).toHaveText('connected');

      // The owner reloads: its transcript shows while it rejoins, then the call goes on.
      const before = await owner.page.locator('#transcript li').allTextContents();
      const from = owner.reports.all.length;
      await owner.page.reload();
      await expect(state).toHaveText('ended', { timeout: 20_000 });
      const reloaded = owner.reports.all.slice(from);
      const early = reloaded.findIndex((shown) => shown.state === 'starting' && shown.lines.length);
      const joined = reloaded.findIndex((shown) => shown.state === 'connected');
      expect(early).toBeGreaterThanOrEqual(0);
      expect(early).toBeLessThan(joined);
      expect(reloaded[early]?.lines.slice(0, before.length)).toEqual(before);
      expect(reloaded[joined]?.callId).toBe(callId);
      // Every line once, in order, across the reload.
      expect(await owner.page.locator('#transcript li').allTextContents()).toEqual(HOTEL_LINES);
      expect(await owner.page.evaluate(() => window.tabsPage())).toMatchObject({
        kept: null,
        clients: 1,
      });
      expect(await copy.page.evaluate(() => window.tabsPage())).toMatchObject({ clients: 0 });
      expect([...owner.blocked, ...copy.blocked]).toEqual([]);
    } finally {
      await context.close();
    }
  });
}
