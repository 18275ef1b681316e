import { expect, test } from '@playwright/test';
import { EARLY_TAP_VIEWPORT, EARLY_TAPS } from '../scripts/early-taps';
import { offline } from './support/site';

/**
 * A visitor on a slow phone taps before the page has finished loading, and every tap works: the
 * menu opens, the orb calls, a demo card calls. Chromium runs the page at 4× CPU slowdown, as
 * Lighthouse's mobile runs do; the benchmark (`pnpm bench`) measures the same taps' Interaction to
 * Next Paint (`scripts/early-taps.ts` lists them).
 */
// As the visitor's phone shows the page: with its motion (the benchmark measures it so too).
test.use({
  viewport: EARLY_TAP_VIEWPORT,
  hasTouch: true,
  isMobile: true,
  reducedMotion: 'no-preference',
});

for (const tap of EARLY_TAPS) {
  test(`${tap.what}, tapped while ${tap.route} is still loading, does its work`, async ({
    page,
  }) => {
    await offline(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(tap.route, { waitUntil: 'commit' });
    if (tap.scrollTo) {
      const section = page.locator(tap.scrollTo);
      await section.waitFor({ state: 'attached' });
      await section.evaluate((element) => element.scrollIntoView());
    }
    const target = page.getByRole(tap.target.role, { name: tap.target.name });
    await target.waitFor();
    // The page is still loading: not every part that runs script has started yet.
    const loading = await page.evaluate(
      () =>
        document.readyState !== 'complete' ||
        !document.documentElement.hasAttribute('data-hydrated'),
    );
    await target.tap();
    await expect(page.getByRole(tap.effect.role, { name: tap.effect.name })).toBeVisible({
      timeout: 20_000,
    });
    test.info().annotations.push({
      type: 'tapped',
      description: loading ? 'while the page was loading' : 'after the page had loaded',
    });
    if (tap.id !== 'agent-call') expect(loading).toBe(true);
  });
}
