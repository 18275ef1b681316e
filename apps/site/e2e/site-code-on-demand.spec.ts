import { expect, type Page, test } from '@playwright/test';
import { hydrated, offline } from './support/site';

/**
 * Code loads when it is needed, not with the page: the voice client (`@org/web-call`, daily-js)
 * on the first use of the orb or a card, or once the demo is on screen and the page is idle;
 * supabase-js for the voice configuration once the demo is on screen, and for the form once the
 * visitor is in it.
 */

/** What a script the page loaded holds, told by a marker of its own. */
const MARKERS = {
  'web-call': 'call-start-success',
  'supabase-js': 'supabase-js',
} as const;

/** The markers of every script the page loads from now on. */
function loadedCode(page: Page): Set<keyof typeof MARKERS> {
  const loaded = new Set<keyof typeof MARKERS>();
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    for (const [name, marker] of Object.entries(MARKERS)) {
      if (body.includes(marker)) loaded.add(name as keyof typeof MARKERS);
    }
  });
  return loaded;
}

test.beforeEach(async ({ page }) => {
  await offline(page);
});

test('/ loads no voice client and no backend client until the orb or the demo needs them', async ({
  page,
}) => {
  const loaded = loadedCode(page);
  await page.goto('/');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
  expect([...loaded]).toEqual([]);

  // Pointing at the orb fetches the voice client's code, and only that.
  await page.getByRole('button', { name: 'Start a voice call with the AI receptionist' }).hover();
  await expect.poll(() => [...loaded]).toEqual(['web-call']);

  // The demo on screen fetches its configuration through the backend client.
  await page.getByRole('heading', { name: 'Talk to an AI worker, live' }).scrollIntoViewIfNeeded();
  await expect.poll(() => loaded.has('supabase-js')).toBe(true);
});

test('/demo loads the backend client once the visitor is in the form', async ({ page }) => {
  const loaded = loadedCode(page);
  await page.goto('/demo');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
  expect(loaded.has('supabase-js')).toBe(false);
  await page.getByLabel('First name', { exact: true }).focus();
  await expect.poll(() => loaded.has('supabase-js')).toBe(true);
});
