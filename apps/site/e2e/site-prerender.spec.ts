import { expect, type Page, test } from '@playwright/test';
import {
  APP_ENTRY,
  collectProblems,
  holdRequests,
  hydrated,
  loadHomeSections,
  NOT_FOUND_LOG,
  offline,
  PAGES,
  WIDTHS,
} from './support/site';

/**
 * Issue 11 "Prerendering": every route arrives as HTML that reads without JavaScript, the client
 * hydrates that very HTML without a mismatch, and lazy sections stand in at their real height.
 */

type Marked = Window & { __prerenderedHeading?: Element | null };

/** Before any script runs, remembers the heading element the server's HTML created. */
async function rememberPrerenderedHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        (window as Marked).__prerenderedHeading = document.querySelector('#root h1');
      }
    });
  });
}

/** Whether React has adopted the remembered heading (hydrated it rather than replaced it). */
function headingWasHydrated(page: Page) {
  return page.evaluate(() => {
    const prerendered = (window as Marked).__prerenderedHeading;
    return (
      prerendered != null &&
      prerendered === document.querySelector('#root h1') &&
      Object.keys(prerendered).some((key) => key.startsWith('__reactFiber'))
    );
  });
}

test.describe('with JavaScript off, every route reads', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of PAGES) {
    test(`${route.path}`, async ({ page }) => {
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(route.indexed ? 200 : 404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      await expect(page).toHaveTitle(route.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
      await expect(page.getByRole('banner').getByRole('link').first()).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
      // Content that animates in with JavaScript is simply shown.
      for (const part of await page.locator('[data-slot="reveal"]').all()) {
        expect(await part.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
      }
    });
  }

  test('the pages show their own content', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Start 1 Month Free Trial' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Talk to an AI worker, live' })).toBeVisible();
    await page.goto('/demo');
    await expect(page.getByRole('heading', { name: 'Request a demo' })).toBeVisible();
    await expect(page.locator('form')).toBeVisible();
    await page.goto('/dental-ai-receptionist');
    const tiles = page.getByTestId('dental-stat');
    await expect(tiles).toHaveCount(4);
    for (const tile of await tiles.all()) await expect(tile).toBeVisible();
    await expect(tiles).toContainText(['95%', '2.5k+', '24/7', '40%']);
    await page.goto('/no/such/page');
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });
});

test.describe('hydration', () => {
  for (const route of PAGES) {
    test(`${route.path} adopts the prerendered HTML with no warning or error`, async ({ page }) => {
      const problems = collectProblems(page);
      await rememberPrerenderedHeading(page);
      await offline(page);
      await page.goto(route.path);
      await expect.poll(() => headingWasHydrated(page), { timeout: 10_000 }).toBe(true);
      // Interact after hydration: the page is live.
      await page.getByRole('banner').getByRole('link', { name: 'Book a Call' }).hover();
      await page.waitForTimeout(500);
      // The 404 page answers with status 404 (logged by Chromium) and logs the path (SPEC §8).
      const expected = route.indexed
        ? []
        : [
            'error: Failed to load resource: the server responded with a status of 404 (Not Found)',
            `error: ${NOT_FOUND_LOG} ${route.path}`,
          ];
      expect(problems).toEqual(expected);
    });
  }

  for (const route of PAGES) {
    test(`${route.path} requests the app's code only once its first content is on screen`, async ({
      page,
    }) => {
      await offline(page);
      await page.goto(route.path);
      await hydrated(page);
      // The paint entry's time is when the frame was presented; the entry's fetch must follow it.
      const times = await page.evaluate(() => {
        const app = document.querySelector<HTMLScriptElement>('script[data-app]')?.dataset.app;
        const fetched = performance
          .getEntriesByType('resource')
          .find((entry) => app && new URL(entry.name).pathname === app);
        return {
          paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
          fetch: fetched?.startTime,
        };
      });
      expect(times.paint).toBeGreaterThan(0);
      expect(times.fetch).toBeGreaterThan(times.paint ?? Number.POSITIVE_INFINITY);
    });
  }

  test('a visitor who scrolled before the app loaded stays where they are', async ({ page }) => {
    await offline(page);
    // Hold the app's entry until the visitor has scrolled down to the live demo.
    const release = await holdRequests(page, APP_ENTRY);
    await page.goto('/');
    const heading = page.getByRole('heading', { name: 'Talk to an AI worker, live' });
    await heading.scrollIntoViewIfNeeded();
    await expect(heading).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(
      false,
    );
    release();
    await hydrated(page);
    await page.waitForTimeout(300);
    await expect(heading).toBeInViewport();
  });

  test('the 404 page shows the attempted path once it runs in the browser', async ({ page }) => {
    await offline(page);
    await page.goto('/pricing/enterprise');
    await expect(page.locator('main code')).toHaveText('/pricing/enterprise');
  });
});

for (const viewport of WIDTHS) {
  test(`lazy home sections prerender as placeholders of their real height, at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await offline(page);
    // Hold the sections' code until the placeholders are measured.
    const release = await holdRequests(
      page,
      /\/assets\/(features|booking|lead)-section-[^/]+\.js$/,
    );
    await page.goto('/');
    const placeholders = page.locator('[data-slot="when-near-view"]');
    await expect(placeholders).toHaveCount(3);
    const heights = await placeholders.evaluateAll((all) =>
      all.map((el) => el.getBoundingClientRect().height),
    );
    release();
    await loadHomeSections(page);
    await expect(placeholders).toHaveCount(0);
    const real = await page.evaluate(() =>
      ['cost-comparison-title', 'bookings-title', 'leads-title'].map(
        (id) =>
          document.getElementById(id)?.closest('section')?.getBoundingClientRect().height ?? 0,
      ),
    );
    for (const [index, height] of real.entries()) {
      const placeholder = heights[index] ?? 0;
      expect(
        Math.abs(placeholder - height) / height,
        `section ${index}: ${placeholder} vs ${height}`,
      ).toBeLessThan(0.1);
    }
  });
}
