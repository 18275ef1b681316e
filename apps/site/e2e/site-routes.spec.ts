import { expect, test } from '@playwright/test';
import {
  attachScreenshot,
  offline,
  scrollThrough,
  seriousViolations,
  settleAnimations,
  WIDTHS,
} from './support/site';

/**
 * Every route (docs/requirements.md#routes) at 1280 and 390 px: renders, screenshot kept, no
 * serious axe violation.
 */
const ROUTES = [
  { path: '/', name: 'home', heading: /24 hours a day/, title: /AI voice agents/ },
  { path: '/demo', name: 'demo', heading: 'Meet Our AI Workers', title: /Book a demo/ },
  {
    path: '/dental-ai-receptionist',
    name: 'dental',
    heading: /never puts a patient on hold/,
    title: /Dental AI receptionist/,
  },
  {
    path: '/this-page-does-not-exist',
    name: 'not-found',
    heading: 'Oops! Page not found',
    title: /Page not found/,
  },
] as const;

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const route of ROUTES) {
      test(`${route.path} renders, is screenshotted and passes axe`, async ({ page }, testInfo) => {
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await offline(page);
        await page.goto(route.path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
        await expect(page).toHaveTitle(route.title);
        await scrollThrough(page);
        await attachScreenshot(page, testInfo, `${route.name}-${viewport.width}`);

        // axe on the settled page: no feed or reveal mid-animation to skew contrast.
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await settleAnimations(page);
        expect(await seriousViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
      });
    }
  });
}
