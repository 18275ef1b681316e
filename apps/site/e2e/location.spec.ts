import { expect, test } from '@playwright/test';

/**
 * The background location lookup (docs/requirements.md#site-calls,
 * docs/requirements.md#site-messages): it runs after the page has loaded, and a failing or slow
 * service never breaks or delays the page (the README's "Pages and islands"). The service is routed
 * in the browser: no request leaves the machine.
 */

const GEO = /ipapi\.co\/json/;

test('asks the geolocation service once, after the page has loaded', async ({ page }) => {
  let requests = 0;
  await page.route(GEO, (route) => {
    requests += 1;
    return route.fulfill({ json: { country_name: 'Portugal', country_code: 'PT' } });
  });
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto('/', { waitUntil: 'load' });
  await expect.poll(() => requests, { timeout: 10_000 }).toBe(1);
  // In the page's own clock: the lookup started after the load event had finished.
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const lookup = performance
      .getEntriesByType('resource')
      .find((entry) => entry.name.includes('ipapi.co'));
    return { loadEnd: navigation.loadEventEnd, lookupStart: lookup?.startTime ?? -1 };
  });
  expect(timing.lookupStart).toBeGreaterThanOrEqual(timing.loadEnd);
  await page.waitForTimeout(500);
  expect(requests).toBe(1);
  expect(errors.filter((text) => text.includes('location'))).toEqual([]);
});

test('a failing service is logged as "Failed to fetch location data" and nothing breaks', async ({
  page,
}) => {
  await page.route(GEO, (route) => route.fulfill({ status: 503, body: 'busy' }));
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const logged = page.waitForEvent('console', {
    predicate: (message) =>
      message.type() === 'error' && message.text().includes('Failed to fetch location data'),
    timeout: 10_000,
  });
  await page.goto('/');
  await logged;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#live-demo')).toBeAttached();
  expect(pageErrors).toEqual([]);
});

test('a service that never answers does not hold up the page', async ({ page }) => {
  await page.route(GEO, () => {
    // never fulfilled
  });
  const started = Date.now();
  await page.goto('/', { waitUntil: 'load' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(Date.now() - started).toBeLessThan(5_000);
  // The lookup gives up on its own (5 s) and logs, without an uncaught error.
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.waitForEvent('console', {
    predicate: (message) => message.text().includes('Failed to fetch location data'),
    timeout: 12_000,
  });
  expect(pageErrors).toEqual([]);
});
