import { expect, type Page, test } from '@playwright/test';
import { loadHomeSections, offline, scrollThrough } from './support/site';

/**
 * The home page (docs/requirements.md#the-home-page): hero, features, the two feeds (page clock),
 * reveal, footer, keyboard use.
 */

// The home page's motion is what this file checks: the video, the reveals and the feeds move.
test.use({ reducedMotion: 'no-preference' });

test.beforeEach(async ({ page }) => {
  await offline(page);
});

const bookingIds = (page: Page) =>
  page
    .getByTestId('booking-feed')
    .locator('li')
    .evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-id'))));
const leadRows = (page: Page) => page.getByTestId('lead-feed').locator('li');

test('the hero: headline, background video and the free trial leading to /demo', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    /Cut front-desk costs by 80% and answer every call, 24 hours a day/,
  );
  const video = page.locator('section[aria-labelledby="hero-title"] video');
  const props = await video.evaluate((el: HTMLVideoElement) => ({
    muted: el.muted,
    loop: el.loop,
    playsInline: el.playsInline,
    autoplay: el.autoplay,
    poster: el.getAttribute('poster'),
    preload: el.preload,
  }));
  expect(props).toEqual({
    muted: true,
    loop: true,
    playsInline: true,
    // No autoplay attribute: the prerendered page cannot know the motion preference, so the app
    // starts the loop itself (and it does, below).
    autoplay: false,
    poster: '/media/hero.webp',
    preload: 'none',
  });
  await expect
    .poll(() => video.evaluate((el: HTMLVideoElement) => el.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(0);
  await expect(page.locator('[data-slot="voice-orb"]')).toBeVisible();

  await page.getByRole('link', { name: 'Start 1 Month Free Trial' }).click();
  await expect(page).toHaveURL(/\/demo$/);
  await expect(page.getByRole('heading', { name: 'Meet Our AI Workers' })).toBeVisible();
});

test('videos stay paused on their posters under prefers-reduced-motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const video = page.locator('section[aria-labelledby="hero-title"] video');
  await page.waitForTimeout(800);
  expect(
    await video.evaluate((el: HTMLVideoElement) => ({ paused: el.paused, time: el.currentTime })),
  ).toEqual({ paused: true, time: 0 });
});

test('the home sections come in order: hero, live demo, features, bookings, leads', async ({
  page,
}) => {
  await page.goto('/');
  await scrollThrough(page);
  // The hero and the live demo sit in their island's container, which takes no room.
  const order = await page
    .locator('main > section, main > [data-island] > section')
    .evaluateAll((sections) => sections.map((s) => s.id || s.getAttribute('aria-labelledby')));
  expect(order).toEqual([
    'hero-title',
    'live-demo',
    'cost-comparison',
    'bookings-title',
    'leads-title',
  ]);
});

test('features: the 80% AI-versus-humans comparison and its two cards', async ({ page }) => {
  await page.goto('/#cost-comparison');
  const features = page.locator('#cost-comparison');
  await expect(features).toContainText('80%');
  await expect(features).toContainText('decrease in costs');
  await expect(features.getByTestId('cost-human')).toContainText('100% of cost');
  await expect(features.getByTestId('cost-ai')).toContainText('20% of cost');
  await expect(
    features.getByRole('heading', { name: /automate appointment booking and reminders/i }),
  ).toBeVisible();
  await expect(
    features.getByRole('heading', { name: /24 hours availability for the front desk/i }),
  ).toBeVisible();
});

test('sections reveal as they scroll into view', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => document.getElementById('cost-comparison')?.scrollIntoView());
  await expect(page.locator('#cost-comparison [data-slot="reveal"]').first()).toBeAttached();
  await page.evaluate(() => document.getElementById('cost-comparison')?.scrollIntoView());
  // The bookings section has loaded just below the viewport but has not been seen yet.
  const bookings = page.locator('section[aria-labelledby="bookings-title"] [data-slot="reveal"]');
  await expect(bookings.first()).toHaveAttribute('data-state', 'hidden');
  expect(await bookings.first().evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
  await bookings.first().scrollIntoViewIfNeeded();
  await expect(bookings.first()).toHaveAttribute('data-state', 'visible');
  await expect
    .poll(() => bookings.first().evaluate((el) => getComputedStyle(el).opacity))
    .toBe('1');
});

test('the booking feed puts a new "Job Booked" row on top every 800 ms, keeping five', async ({
  page,
}) => {
  // New rows draw from `Math.random`: a seeded one makes the run repeatable, so the share of
  // channels below is the same on every run.
  await page.addInitScript(() => {
    let state = 20260302;
    Math.random = () => {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = Math.imul(state ^ (state >>> 15), state | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  });
  // The clock runs in real time between install and pause: pause well ahead of it, so a busy
  // machine can never leave the pause time in the past.
  await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') });
  await page.clock.pauseAt(new Date('2026-03-02T09:01:00Z'));
  await page.goto('/');
  await loadHomeSections(page);
  await expect(page.getByTestId('booking-feed').locator('li')).toHaveCount(5);
  expect(await bookingIds(page)).toEqual([1, 2, 3, 4, 5]);
  await expect(page.getByTestId('booking-feed').getByText('Job Booked')).toHaveCount(5);

  await page.clock.runFor(799);
  expect(await bookingIds(page)).toEqual([1, 2, 3, 4, 5]);
  await page.clock.runFor(1);
  await expect.poll(() => bookingIds(page)).toEqual([6, 1, 2, 3, 4]);
  await page.clock.runFor(1600);
  await expect.poll(() => bookingIds(page)).toEqual([8, 7, 6, 1, 2]);

  // Over many rows both channels show up, phone calls more often than messages. Each row is read
  // once it is on top, so no row is counted twice.
  const types: string[] = [];
  const top = page.getByTestId('booking-feed').locator('li').first();
  for (let id = 9; id < 49; id++) {
    await page.clock.runFor(800);
    await expect(top).toHaveAttribute('data-id', String(id));
    types.push((await top.getAttribute('data-type')) ?? '');
  }
  const messages = types.filter((type) => type === 'message').length;
  expect(types.filter((type) => type === 'phone').length).toBeGreaterThan(messages);
  expect(messages).toBeGreaterThan(0);
});

test('the lead feed starts after 1 s, adds a row every 400 ms to five, clears after 500 ms and restarts', async ({
  page,
}) => {
  // The clock runs in real time between install and pause: pause well ahead of it, so a busy
  // machine can never leave the pause time in the past.
  await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') });
  await page.clock.pauseAt(new Date('2026-03-02T09:01:00Z'));
  await page.goto('/');
  await loadHomeSections(page);
  await expect(leadRows(page)).toHaveCount(0);

  await page.clock.runFor(990);
  await expect(leadRows(page)).toHaveCount(0);
  await page.clock.runFor(10);
  await expect(leadRows(page)).toHaveCount(1);
  for (const count of [2, 3, 4, 5]) {
    await page.clock.runFor(399);
    await expect(leadRows(page)).toHaveCount(count - 1);
    await page.clock.runFor(1);
    await expect(leadRows(page)).toHaveCount(count);
  }
  await page.clock.runFor(499);
  await expect(leadRows(page)).toHaveCount(5);
  await page.clock.runFor(1);
  await expect(leadRows(page)).toHaveCount(0);
  await page.clock.runFor(400);
  await expect(leadRows(page)).toHaveCount(1);
  // The cycle of texts continues: the sixth text follows the fifth.
  await expect(leadRows(page).first()).toContainText('Re-engaged 48 customers');

  const icons = new Set<string>();
  for (let i = 0; i < 15; i++) {
    await page.clock.runFor(400);
    for (const icon of await leadRows(page).evaluateAll((rows) =>
      rows.map((row) => row.getAttribute('data-icon') ?? ''),
    )) {
      icons.add(icon);
    }
  }
  expect([...icons].sort()).toEqual(['calendar', 'chart', 'megaphone', 'search', 'users']);

  const figures = page.locator('section[aria-labelledby="leads-title"]');
  for (const figure of ['2,140', '1,912', '357', '100', 'Others']) {
    await expect(figures).toContainText(figure);
  }
});

test('the feeds stand still under prefers-reduced-motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // The clock runs in real time between install and pause: pause well ahead of it, so a busy
  // machine can never leave the pause time in the past.
  await page.clock.install({ time: new Date('2026-03-02T09:00:00Z') });
  await page.clock.pauseAt(new Date('2026-03-02T09:01:00Z'));
  await page.goto('/');
  await loadHomeSections(page);
  await expect(leadRows(page)).toHaveCount(5);
  await page.clock.runFor(5000);
  expect(await bookingIds(page)).toEqual([1, 2, 3, 4, 5]);
  await expect(leadRows(page)).toHaveCount(5);
});

test('the footer: use cases, contact mail, two social icons without target, the year', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const useCase of ['Healthcare', 'Hotel', 'E-commerce', 'Restaurant']) {
    await expect(footer.getByText(useCase, { exact: true })).toBeVisible();
  }
  await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  const social = footer.getByRole('list', { name: 'Social media' }).getByRole('link');
  await expect(social).toHaveCount(2);
  for (const link of await social.all()) {
    expect(await link.getAttribute('target')).toBeNull();
    await expect(link.locator('svg')).toBeVisible();
  }
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
});

test('keyboard: skip link, header links with a visible focus ring, then the free trial', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Start 1 Month Free Trial' })).toBeVisible();
  // Start from the top of the tab order: the skip link is the first stop and shows on focus.
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await skip.focus();
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();

  const focusRing = () =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const style = getComputedStyle(el);
      return style.boxShadow !== 'none' || style.outlineStyle !== 'none';
    });

  const expected = ['Voxline', 'Demo Zone', 'Features', 'Book a Call', 'Start 1 Month Free Trial'];
  for (const name of expected) {
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name, exact: false }).first()).toBeFocused();
    expect(await focusRing()).toBe(true);
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/demo$/);
});

test('keyboard: the skip link moves focus past the header to the page content', async ({
  page,
}) => {
  await page.goto('/demo');
  await expect(page.getByRole('heading', { name: 'Meet Our AI Workers' })).toBeVisible();
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await skip.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('First name', { exact: true })).toBeFocused();
});
