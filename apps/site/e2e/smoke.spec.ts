import { expect, test } from '@playwright/test';

test('the built home page renders and links the free trial to /demo', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('24 hours a day');
  await expect(page.getByRole('link', { name: 'Start 1 Month Free Trial' })).toHaveAttribute(
    'href',
    '/demo',
  );
  expect(errors).toEqual([]);
});
