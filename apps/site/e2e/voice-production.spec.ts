import { expect, type Page, test } from '@playwright/test';
import { CONNECT_TIMEOUT_MS } from '../src/voice/call-guards';
import {
  expectNoCollision,
  expectNothingLeft,
  failuresReported,
  leftovers,
  type ProductionVoicePage,
  prepareProductionVoicePage,
} from './support/production-voice';

/**
 * The site's production voice path: the `VITE_VOICE_MODE=daily` build with the real daily-js, the
 * local stack behind it, and Daily's hosts failing. Every start therefore fails, at Daily's
 * call-machine bundle or at the site's connect limit, and must show "Failed to connect", never
 * collide with another call object, and leave nothing behind, whatever the order of orb and demo
 * cards.
 */

/**
 * A bound, not a wait. daily-js gives up on its bundle after three rounds of tries (6 to 10 s), and
 * the site's own limit ends any start that has not connected within CONNECT_TIMEOUT_MS; on a busy
 * machine the client's chunks alone can take seconds to load, and either may come first. Both show
 * "Failed to connect", and the page's console says which it was (`expectFailureReported`).
 */
const FAILS_WITHIN = { timeout: CONNECT_TIMEOUT_MS + 15_000 };

test.describe.configure({ timeout: 180_000 });

const orb = (page: Page) => page.locator('[data-slot="voice-orb"]');
const orbButton = (page: Page) => orb(page).getByRole('button', { name: /AI receptionist/ });
const orbCaption = (page: Page) => page.locator('[data-slot="voice-orb-caption"]');
const demo = (page: Page) => page.locator('#live-demo');
const card = (page: Page, name: string) =>
  demo(page).getByRole('button', { name: `Click to start call with ${name}` });

/** Scrolls to the live demo and waits until its client is ready (it preloads daily-js). */
async function showDemo(page: Page) {
  await demo(page).scrollIntoViewIfNeeded();
  await expect(card(page, 'Hotel Concierge')).toBeEnabled();
  await expect(card(page, 'Hotel Concierge')).not.toHaveAttribute('aria-busy', 'true');
}

/** The start just shown as failed was reported in the console, with its cause. */
async function expectFailureReported(page: Page, before: number) {
  await expect.poll(() => failuresReported(page)).toBeGreaterThan(before);
}

/** Clicks the orb and waits for its call to fail with "Failed to connect", said politely. */
async function orbFails(page: Page, seen: ProductionVoicePage) {
  const attempts = seen.bundleRequests.length;
  const reported = await failuresReported(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await orbButton(page).click();
  await expect(orb(page)).toHaveAttribute('data-state', 'starting');
  await expect(orbCaption(page)).toHaveText('Failed to connect', FAILS_WITHIN);
  await expect(orbCaption(page)).toHaveAttribute('aria-live', 'polite');
  await expect(orb(page)).toHaveAttribute('data-state', 'idle');
  // The start got as far as loading Daily's bundle: it was not refused for another call object.
  expect(seen.bundleRequests.length).toBeGreaterThan(attempts);
  await expectFailureReported(page, reported);
}

/** Starts a card's call and waits for "Failed to connect". */
async function cardFails(page: Page, seen: ProductionVoicePage, name: string) {
  const attempts = seen.bundleRequests.length;
  const reported = await failuresReported(page);
  await showDemo(page);
  await card(page, name).click();
  await expect(demo(page).getByRole('status')).toHaveText('Connecting...');
  await expect(demo(page).getByRole('status')).toHaveText('Failed to connect', FAILS_WITHIN);
  await expect(demo(page).getByText(/could not be connected\. Please try again/)).toBeVisible();
  await expect(card(page, name)).toBeEnabled();
  expect(seen.bundleRequests.length).toBeGreaterThan(attempts);
  await expectFailureReported(page, reported);
}

test.describe('production voice path (real daily-js, Daily unreachable)', () => {
  let seen: ProductionVoicePage;
  test.beforeEach(async ({ page }) => {
    seen = await prepareProductionVoicePage(page);
    await page.goto('/');
  });

  test('the orb after the demo section has loaded (and preloaded its client)', async ({ page }) => {
    await showDemo(page);
    await orbFails(page, seen);
    await expectNoCollision(page);
    await expectNothingLeft(page);
  });

  test('a demo card after the orb', async ({ page }) => {
    await orbFails(page, seen);
    await cardFails(page, seen, 'Hotel Concierge');
    await expectNoCollision(page);
    await expectNothingLeft(page);
  });

  test('the orb after a demo card', async ({ page }) => {
    await cardFails(page, seen, 'Restaurant Reservation');
    await orbFails(page, seen);
    await expectNoCollision(page);
    await expectNothingLeft(page);
  });

  test('a retry after a failure', async ({ page }) => {
    await cardFails(page, seen, 'Healthcare Receptionist');
    await expectNothingLeft(page);
    await cardFails(page, seen, 'Healthcare Receptionist');
    await orbFails(page, seen);
    await orbFails(page, seen);
    await expectNoCollision(page);
    await expectNothingLeft(page);
  });

  test('a retry right after a start that failed while Daily was still loading', async ({
    page,
  }) => {
    // The platform refuses the first call: the start fails at once, while daily-js is still
    // fetching its bundle. The retry must find the page free, not collide with that call object.
    let refusals = 0;
    await page.route('**/call/web', (route) => {
      if (refusals++ > 0) return route.continue();
      return route.fulfill({
        status: 500,
        json: { message: 'Simulated outage', error: 'Internal Server Error', statusCode: 500 },
      });
    });
    await showDemo(page);
    await card(page, 'Hotel Concierge').click();
    await expect(demo(page).getByRole('status')).toHaveText('Failed to connect');
    // As soon as the failure shows, its call object is gone already: nothing to wait for.
    expect(await leftovers(page)).toMatchObject({ dailyLoaded: true, callObject: false });
    await cardFails(page, seen, 'Hotel Concierge');
    expect(refusals).toBe(2);
    await expectNoCollision(page);
    await expectNothingLeft(page);
  });
});
