import { expect, test } from '@playwright/test';
import { hydrated, offline } from './support/site';

test.beforeEach(async ({ page }) => {
  await offline(page);
});

test('an unknown path shows the 404 page and logs the attempted path', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/pricing/enterprise?ref=nav');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expect
    .poll(() => errors)
    .toContainEqual('404 Error: User attempted to access non-existent route: /pricing/enterprise');

  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('24 hours a day');
});

test('the dental page: four stat tiles, an inert call button, the external form in a new tab', async ({
  page,
  context,
}) => {
  await page.goto('/dental-ai-receptionist');
  // The tooltip is the app's: a focus given by script (no key press) does not start it early.
  await hydrated(page);
  const tiles = page.getByTestId('dental-stat');
  await expect(tiles).toHaveCount(4);
  await expect(tiles).toContainText(['95%', '2.5k+', '24/7', '40%']);
  await expect(tiles).toContainText([
    'Call answer rate',
    'Patients served',
    'Always available',
    'More bookings',
  ]);

  // "Click to Call AI" does nothing: no navigation, no new page, no dialog. Its tooltip says so
  // to keyboard users on focus.
  const callButton = page.getByRole('button', { name: 'Click to Call AI' });
  await callButton.focus();
  await expect(page.getByRole('tooltip')).toContainText('preview');
  const pages = context.pages().length;
  await callButton.click();
  await page.waitForTimeout(300);
  await expect(page).toHaveURL(/\/dental-ai-receptionist$/);
  expect(context.pages()).toHaveLength(pages);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const cta = page.getByRole('link', { name: /Get Dental Solution/ }).first();
  await expect(cta).toHaveAttribute('target', '_blank');
  await expect(cta).toHaveAttribute('rel', /noopener/);
  const href = (await cta.getAttribute('href')) ?? '';
  await context.route(href, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Dental form</title><p>Form</p>' }),
  );
  const [popup] = await Promise.all([context.waitForEvent('page'), cta.click()]);
  await popup.waitForLoadState();
  expect(popup.url()).toBe(href);
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  await popup.close();
});
