import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { LOCAL_SERVICE_ROLE_KEY } from '../../../local-stack/src/keys';

/** The local stack's gateway (see playwright.config.ts). */
export const STACK_URL = `http://127.0.0.1:${process.env.LOCAL_STACK_PORT ?? 54321}`;

/** The two widths every route is checked at. */
export const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
] as const;

/** Keeps the page off the internet: the location lookup gets a canned answer. */
export async function offline(page: Page) {
  await page.route(/ipapi\.co|geolocation/i, (route) =>
    route.fulfill({ json: { country_name: 'Portugal', country_code: 'PT' } }),
  );
}

/**
 * Waits until the islands runtime has hydrated every island of the page that it hydrates without
 * waiting for the visitor (`src/lib/hydration.ts`). Islands placed to wait until seen (the feeds)
 * hydrate as the visitor scrolls; clicks in an island not yet hydrated are held and replayed.
 */
export async function hydrated(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '', { timeout: 15_000 });
}

/**
 * Holds the page's requests for matching URLs until the returned function is called: the app's
 * entry script, to act on the prerendered page before it hydrates, or the form's inserts.
 */
export async function holdRequests(page: Page, url: RegExp | string): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    // on to the test's other handlers for it, if any, else to the server
    await route.fallback();
  });
  return release;
}

/** The islands runtime's entry: held, no island hydrates (the boot script still runs). */
export const APP_ENTRY = /\/assets\/index-[^/]+\.js$/;

/** Scrolls down the whole page in steps so every Reveal fires, then back to the top. */
export async function scrollThrough(page: Page) {
  await hydrated(page);
  // Sections below the fold are laid out as they come near, so the page may grow as we scroll.
  for (let y = 0; ; ) {
    const { height, step } = await page.evaluate(
      (top) =>
        new Promise<{ height: number; step: number }>((resolve) => {
          window.scrollTo(0, top);
          // Two animation frames: intersection observers are evaluated during rendering.
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              resolve({
                height: document.documentElement.scrollHeight,
                step: Math.floor(window.innerHeight * 0.85),
              }),
            ),
          );
        }),
      y,
    );
    if (y >= height) break;
    y += step;
  }
  // Generous: on a busy machine observers and lazy chunks can lag well behind the scroll.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('[data-slot="reveal"][data-state="hidden"]')).toHaveCount(0, {
    timeout: 15_000,
  });
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * Brings the home page's feeds to life without animation frames (safe with a paused page clock):
 * scrolls to each, so that its island hydrates, and waits until it has.
 */
export async function loadHomeSections(page: Page) {
  await hydrated(page);
  for (const feed of ['booking-feed', 'lead-feed']) {
    await page.evaluate(
      (id) => document.querySelector(`[data-testid="${id}"]`)?.scrollIntoView(),
      feed,
    );
    await expect(page.locator(`[data-island="${feed}"]`)).toHaveAttribute('data-hydrated', '');
  }
}

/**
 * Waits until every finite CSS transition and animation on the page has finished, so that axe
 * measures colours as they settle, not halfway through a fade (endless ones, like a pulse, are
 * left running).
 */
export async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Saves a full-page screenshot as a test artifact (kept in test-results and the report). */
export async function attachScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true, animations: 'disabled' });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** One axe violation, summarised for a readable failure message. */
export type Violation = { id: string; impact: string | null | undefined; targets: string[] };

/** Runs axe (WCAG 2.1 A/AA) and returns the serious and critical violations, summarised. */
export async function seriousViolations(page: Page): Promise<Violation[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
    }));
}

/** Rows of demo_requests with this work email, read with the service role (anon cannot read). */
export async function demoRequestsFor(email: string): Promise<Record<string, unknown>[]> {
  const response = await fetch(
    `${STACK_URL}/rest/v1/demo_requests?work_email=eq.${encodeURIComponent(email)}&select=*`,
    {
      headers: {
        apikey: LOCAL_SERVICE_ROLE_KEY,
        Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
      },
    },
  );
  if (!response.ok) throw new Error(`Reading demo_requests failed: ${response.status}`);
  return (await response.json()) as Record<string, unknown>[];
}

/** A work email no other test run uses. */
export function uniqueEmail(tag: string) {
  return `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Every page the build prerenders, with what identifies it (docs/requirements.md#routes). */
export const PAGES = [
  { path: '/', heading: /24 hours a day/, title: /AI voice agents/, indexed: true },
  { path: '/demo', heading: 'Meet Our AI Workers', title: /Book a demo/, indexed: true },
  {
    path: '/dental-ai-receptionist',
    heading: /never puts a patient on hold/,
    title: /Dental AI receptionist/,
    indexed: true,
  },
  {
    path: '/this-page-does-not-exist',
    heading: 'Oops! Page not found',
    title: /Page not found/,
    indexed: false,
  },
] as const;

/** The console line the 404 page logs by design (docs/requirements.md#the-not-found-page). */
export const NOT_FOUND_LOG = '404 Error: User attempted to access non-existent route:';

/** Collects every console error and warning and every uncaught page error. */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}
