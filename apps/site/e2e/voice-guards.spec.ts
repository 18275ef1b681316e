import { expect, type Page, test } from '@playwright/test';
import { openDemo, prepareVoicePage } from '../src/voice/testing/browser';

/**
 * The site's own guards around a call (docs/requirements.md#the-sites-own-call-guards), on the
 * production build with the local stack: the end control while connecting (orb and demo), the 15 s
 * connect timeout, a blocked microphone's own message, and the orb saying why it went back to idle.
 */

const orb = (page: Page) => page.locator('[data-slot="voice-orb"]');
const orbButton = (page: Page) => orb(page).getByRole('button', { name: /AI receptionist/ });
const caption = (page: Page) => page.locator('[data-slot="voice-orb-caption"]');

/** Holds POST /call/web until released, so a start stays connecting. */
async function holdCallCreation(page: Page) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/call/web', async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  return () => release();
}

test.describe('voice guards', () => {
  test.beforeEach(async ({ page }) => prepareVoicePage(page));

  test('the orb: the end control shows while connecting and cancels the start', async ({
    page,
  }) => {
    const release = await holdCallCreation(page);
    await page.goto('/');
    await orbButton(page).click();
    await expect(orb(page)).toHaveAttribute('data-state', 'starting');
    await orb(page).getByRole('button', { name: 'Cancel call' }).click();
    await expect(orb(page)).toHaveAttribute('data-state', 'idle');
    await expect(caption(page)).toHaveText('Talk to our AI receptionist');
    release();
    // The held request answered late: no call starts from it.
    await page.waitForTimeout(1500);
    await expect(orb(page)).toHaveAttribute('data-state', 'idle');
    await expect(page.locator('audio')).toHaveCount(0);
  });

  test('the demo: "End Call" shows while connecting and cancels the start', async ({ page }) => {
    const release = await holdCallCreation(page);
    const demo = await openDemo(page);
    await demo.getByRole('button', { name: 'Click to start call with Hotel Concierge' }).click();
    await expect(demo.getByRole('status')).toHaveText('Connecting...');
    await demo.getByRole('button', { name: 'End Call' }).click();
    await expect(demo.getByRole('status')).toHaveText('Call ended');
    release();
    await page.waitForTimeout(1500);
    await expect(demo.getByRole('status')).toHaveText('Call ended');
    await expect(demo.getByText('Live Call Connected')).toHaveCount(0);
    await expect(page.locator('audio')).toHaveCount(0);
  });

  test('a start that never hears "listening" ends after 15 s: "Failed to connect" (orb and demo)', async ({
    page,
  }) => {
    await holdCallCreation(page); // never released
    // The page's clock runs in real time until it is paused: pause it, well ahead of the page's
    // load, before the start, so that only fastForward() moves it (a busy machine's slow checks
    // would otherwise count against the 15 s).
    await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') });
    const demo = await openDemo(page);
    await page.clock.pauseAt(new Date('2026-03-02T09:10:00Z'));
    await demo.getByRole('button', { name: 'Click to start call with Hotel Concierge' }).click();
    await expect(demo.getByRole('status')).toHaveText('Connecting...');
    await page.clock.fastForward(14_000);
    await expect(demo.getByRole('status')).toHaveText('Connecting...');
    await page.clock.fastForward(1_000);
    await expect(demo.getByRole('status')).toHaveText('Failed to connect');

    await page.evaluate(() => window.scrollTo(0, 0));
    await orbButton(page).click();
    await expect(orb(page)).toHaveAttribute('data-state', 'starting');
    await page.clock.fastForward(15_000);
    await expect(orb(page)).toHaveAttribute('data-state', 'idle');
    await expect(caption(page)).toHaveText('Failed to connect');
  });

  test('a blocked microphone gets its own message, saying how to allow it (orb and demo)', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const query = navigator.permissions.query.bind(navigator.permissions);
      navigator.permissions.query = (descriptor) =>
        descriptor.name === ('microphone' as PermissionName)
          ? Promise.resolve({ state: 'denied', name: 'microphone' } as PermissionStatus)
          : query(descriptor);
    });
    let created = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/call/web')) created += 1;
    });
    await page.goto('/');
    await orbButton(page).click();
    await expect(caption(page)).toHaveText(/blocking the microphone\. Allow it for this site/);
    await expect(orb(page)).toHaveAttribute('data-state', 'idle');

    const demo = await openDemo(page);
    await demo.getByRole('button', { name: 'Click to start call with Hotel Concierge' }).click();
    await expect(demo.getByRole('status')).toHaveText('Microphone blocked');
    await expect(demo.getByText(/blocking the microphone\. Allow it for this site/)).toBeVisible();
    expect(created).toBe(0);
  });
});
