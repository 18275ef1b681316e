import { expect, test } from '@playwright/test';
import { hydrated, offline } from './support/site';

/**
 * Issue 11 item 6: a page whose code a newer deploy replaced reloads once, and a production build
 * shows no stack trace in its error view.
 */

test('a page chunk missing after a deploy reloads the page once, then shows the error without a stack', async ({
  page,
}) => {
  await offline(page);
  // The deploy replaced the demo page's code: the old file is gone (the host answers 404.html).
  await page.route(/\/assets\/demo-page-[^/]+\.js$/, (route) =>
    route.fulfill({ status: 404, contentType: 'text/html', body: '<h1>Not found</h1>' }),
  );
  await page.goto('/');
  // A click before the app runs is a plain navigation to /demo, which would count as a load of its
  // own; the case here is the running app failing to fetch the page's code.
  await hydrated(page);
  const loads: string[] = [];
  page.on('load', () => loads.push(new URL(page.url()).pathname));

  await page.getByRole('banner').getByRole('link', { name: 'Book a Call' }).click();
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible({
    timeout: 15_000,
  });
  // Exactly one reload, of the page the visitor was going to; the guard stopped a second one.
  await page.waitForTimeout(1_000);
  expect(loads).toEqual(['/demo']);
  await expect(page.locator('main pre')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Reload the home page' })).toBeVisible();
});

test('once the code is back, the reloaded page works', async ({ page }) => {
  await offline(page);
  let missing = true;
  await page.route(/\/assets\/dental-page-[^/]+\.js$/, (route) =>
    missing
      ? route.fulfill({ status: 404, contentType: 'text/html', body: 'gone' })
      : route.continue(),
  );
  await page.goto('/');
  await hydrated(page);
  // The reload itself fetches the page again: from then on the code is there.
  page.on('request', (request) => {
    if (request.isNavigationRequest()) missing = false;
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Healthcare' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/never puts a patient on hold/, {
    timeout: 15_000,
  });
});
