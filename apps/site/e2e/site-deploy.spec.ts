import { expect, test } from '@playwright/test';
import { hydrated, offline } from './support/site';

/**
 * A page whose island code a newer deploy replaced reloads once, and a production build shows no
 * stack trace in the error view that takes the island's place; the rest of the page stays
 * (docs/architecture.md#islands, and the README's "Pages and islands").
 */

test('a page whose island code is missing after a deploy reloads once, then shows the error without a stack', async ({
  page,
}) => {
  await offline(page);
  // The deploy replaced the demo form's code: the old file is gone (the host answers 404.html).
  await page.route(/\/assets\/demo-form-[^/]+\.js$/, (route) =>
    route.fulfill({ status: 404, contentType: 'text/html', body: '<h1>Not found</h1>' }),
  );
  const loads: string[] = [];
  page.on('load', () => loads.push(new URL(page.url()).pathname));
  await page.goto('/demo');
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible({
    timeout: 15_000,
  });
  // The visit and exactly one reload; the guard stopped a second one.
  await page.waitForTimeout(1_000);
  expect(loads).toEqual(['/demo', '/demo']);
  await expect(page.locator('main pre')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  // Only the form failed: the page around it is there, its header's links too.
  await expect(page.getByRole('heading', { name: 'Meet Our AI Workers' })).toBeVisible();
  await expect(
    page.locator('[data-island="demo-form"]').getByRole('heading', {
      name: 'Unexpected Application Error!',
    }),
  ).toBeVisible();
});

test('once the code is back, the reloaded page works', async ({ page }) => {
  await offline(page);
  let missing = true;
  await page.route(/\/assets\/dental-call-[^/]+\.js$/, (route) =>
    missing
      ? route.fulfill({ status: 404, contentType: 'text/html', body: 'gone' })
      : route.continue(),
  );
  // The reload fetches the page anew: from then on the code is there.
  let documents = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && ++documents > 1) missing = false;
  });
  const loads: string[] = [];
  page.on('load', () => loads.push(new URL(page.url()).pathname));
  await page.goto('/dental-ai-receptionist');
  await expect.poll(() => loads).toEqual(['/dental-ai-receptionist', '/dental-ai-receptionist']);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/never puts a patient on hold/);
  await page.getByRole('button', { name: 'Click to Call AI' }).hover();
  await expect(page.getByRole('tooltip')).toContainText('try a live call on the home page');
});
