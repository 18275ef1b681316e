import { expect, type Page, test } from '@playwright/test';
import { offline, seriousViolations } from './support/site';

/**
 * The shared header (docs/requirements.md#the-header): states, logo swap, anchors from any route,
 * the mobile menu.
 */

const header = (page: Page) => page.getByRole('banner');
const logo = (page: Page) => header(page).getByRole('img', { name: 'Voxline' });

async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
}

test.beforeEach(async ({ page }) => {
  await offline(page);
});

test('on / the header is transparent with the white logo until scrolled past 10 px', async ({
  page,
}) => {
  await page.goto('/');
  await expect(header(page)).toHaveAttribute('data-appearance', 'transparent');
  await expect(logo(page)).toHaveAttribute('data-tone', 'white');
  expect(await header(page).evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(
    'rgba(0, 0, 0, 0)',
  );

  await scrollToY(page, 10);
  await expect(header(page)).toHaveAttribute('data-appearance', 'transparent');

  await scrollToY(page, 11);
  await expect(header(page)).toHaveAttribute('data-appearance', 'solid');
  await expect(logo(page)).toHaveAttribute('data-tone', 'dark');
  const style = await header(page).evaluate((el) => {
    const s = getComputedStyle(el);
    return { bg: s.backgroundColor, blur: s.backdropFilter, shadow: s.boxShadow };
  });
  expect(style.bg).toMatch(/^(rgba\(255, 255, 255|oklab|color\()/);
  expect(style.blur).toContain('blur');
  expect(style.shadow).not.toBe('none');

  await scrollToY(page, 0);
  await expect(header(page)).toHaveAttribute('data-appearance', 'transparent');
  await expect(logo(page)).toHaveAttribute('data-tone', 'white');
});

test('on /demo the header is solid with the dark logo from the start', async ({ page }) => {
  await page.goto('/demo');
  await expect(header(page)).toHaveAttribute('data-appearance', 'solid');
  await expect(logo(page)).toHaveAttribute('data-tone', 'dark');
});

test('the logo links home and "Book a Call" goes to /demo', async ({ page }) => {
  await page.goto('/dental-ai-receptionist');
  await header(page).getByRole('link', { name: 'Book a Call' }).click();
  await expect(page).toHaveURL(/\/demo$/);
  await header(page).getByRole('link', { name: 'Voxline' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('24 hours a day');
});

test('the anchors reach their sections from / and from /demo', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Features' }).click();
  await expect(page).toHaveURL(/\/#cost-comparison$/);
  await expect(page.locator('#cost-comparison')).toBeInViewport();

  await nav.getByRole('link', { name: 'Demo Zone' }).click();
  await expect(page).toHaveURL(/\/#live-demo$/);
  await expect(page.locator('#live-demo')).toBeInViewport();

  await page.goto('/demo');
  await nav.getByRole('link', { name: 'Features' }).click();
  await expect(page).toHaveURL(/\/#cost-comparison$/);
  await expect(page.locator('#cost-comparison')).toBeInViewport();

  await page.goto('/demo');
  await nav.getByRole('link', { name: 'Demo Zone' }).click();
  await expect(page).toHaveURL(/\/#live-demo$/);
  await expect(page.locator('#live-demo')).toBeInViewport();
});

test.describe('below 768 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const menuButton = (page: Page) => header(page).getByRole('button', { name: 'Open menu' });
  const panel = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

  test('the nav collapses into a menu button opening a full-screen panel', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(menuButton(page)).toBeVisible();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');

    await menuButton(page).click();
    await expect(panel(page)).toBeVisible();
    // Full screen once the slide-in has finished.
    await expect
      .poll(() => panel(page).boundingBox())
      .toEqual({ x: 0, y: 0, width: 390, height: 844 });
    for (const name of ['Demo Zone', 'Features', 'Book a Call']) {
      await expect(panel(page).getByRole('link', { name })).toBeVisible();
    }
    const book = await panel(page).getByRole('link', { name: 'Book a Call' }).boundingBox();
    expect(book?.width).toBeGreaterThan(390 - 2 * 24 - 1);
    // Focus moved into the panel; the close icon replaces the menu icon.
    expect(await panel(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await expect(panel(page).getByRole('button', { name: 'Close menu' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('choosing an anchor closes the panel and scrolls to the section', async ({ page }) => {
    await page.goto('/demo');
    await menuButton(page).click();
    await panel(page).getByRole('link', { name: 'Features' }).click();
    await expect(panel(page)).toBeHidden();
    await expect(page).toHaveURL(/\/#cost-comparison$/);
    await expect(page.locator('#cost-comparison')).toBeInViewport();

    await menuButton(page).click();
    await panel(page).getByRole('link', { name: 'Demo Zone' }).click();
    await expect(panel(page)).toBeHidden();
    await expect(page.locator('#live-demo')).toBeInViewport();

    await menuButton(page).click();
    await panel(page).getByRole('link', { name: 'Book a Call' }).click();
    await expect(panel(page)).toBeHidden();
    await expect(page).toHaveURL(/\/demo$/);
  });

  test('the close icon and Escape close it, and focus returns to the menu button', async ({
    page,
  }) => {
    await page.goto('/');
    await menuButton(page).click();
    await panel(page).getByRole('button', { name: 'Close menu' }).click();
    await expect(panel(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(panel(page)).toBeVisible();
    // Tab stays inside the open panel.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await panel(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  });
});
