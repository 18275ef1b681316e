/**
 * Interaction to Next Paint of the early taps (`early-taps.ts`), measured in Playwright with
 * Debian's Chromium: a phone's viewport with touch, the CPU slowed through DevTools
 * (`Emulation.setCPUThrottlingRate`, as Lighthouse's mobile runs slow it: 4× by default, more to
 * stand for a slower host), one fresh page per tap, tapped as soon as the element can take it
 * while the page is still loading.
 *
 * INP is read as the web-vitals library reads it: a PerformanceObserver of type `event` with
 * `durationThreshold: 16`, set up before the page's own scripts, and the longest interaction
 * (`inp-figures.ts`).
 *
 * Every request stays on this machine: other hosts are aborted, the location lookup gets its canned
 * answer, the backend's `voice-config` function is answered by the function's own handler, and the
 * platform's `POST /call/web` is held unanswered, so a call the tap starts stays "connecting" for
 * as long as the measurement looks at it.
 */
import { ROUTE_MAP } from '@org/api-client/simulator';
import { chromium } from '@playwright/test';
import { FAKE_MICROPHONE_ARGS } from '../../../scripts/browser.mjs';
import { handleVoiceConfig } from '../../../supabase/functions/voice-config/handler.ts';
import { EARLY_TAP_VIEWPORT, EARLY_TAPS } from './early-taps.ts';
import { interactionToNextPaint } from './inp-figures.ts';
import { CHROME_FLAGS, GEOLOCATION_ORIGIN, isLoopback, LOCATION_ANSWER } from './loopback.mjs';

/** The platform's web-call creation, as the route map declares it. */
const [CREATE_CALL_METHOD, CREATE_CALL_PATH] = ROUTE_MAP.createWebCall.key.split(' ');

/** The CPU slowdown of the INP visits unless told otherwise, Lighthouse's mobile default. */
export const INP_CPU_SLOWDOWN = 4;

/** How long a tap's element may take to become tappable, and its effect to show. */
const WAIT_MS = 30_000;

/** The voice-config function's secrets for the benchmark: a made-up public key. */
const VOICE_CONFIG_ENV = { VAPI_PUBLIC_KEY: 'benchmark-public-key' };

/** Collects Event Timing entries from the start of the page, before any of its own scripts. */
function observeEventTiming() {
  const seen = [];
  window.__eventTiming = seen;
  const keep = (list) => {
    for (const entry of list.getEntries()) {
      seen.push({
        name: entry.name,
        duration: entry.duration,
        interactionId: entry.interactionId ?? 0,
        startTime: entry.startTime,
      });
    }
  };
  new PerformanceObserver(keep).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver(keep).observe({ type: 'first-input', buffered: true });
}

/** Routes every request of a context as the module comment says. */
async function keepOnLoopback(context, backendOrigin) {
  await context.route('**/*', async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (url.origin === GEOLOCATION_ORIGIN) return route.fulfill(LOCATION_ANSWER);
    if (!isLoopback(url.hostname)) return route.abort('internetdisconnected');
    if (url.origin === backendOrigin && url.pathname === '/functions/v1/voice-config') {
      const response = handleVoiceConfig(
        new Request(url, { method: request.method(), headers: request.headers() }),
        { ...VOICE_CONFIG_ENV, VAPI_API_BASE_URL: backendOrigin },
      );
      return route.fulfill({
        status: response.status,
        headers: Object.fromEntries(response.headers),
        body: Buffer.from(await response.arrayBuffer()),
      });
    }
    // Held unanswered: the call stays "connecting" until the page closes.
    if (request.method() === CREATE_CALL_METHOD && url.pathname.endsWith(CREATE_CALL_PATH)) return;
    return route.continue();
  });
}

/** One visit: a fresh phone-sized page, the tap as early as it can land, then its INP. */
async function visit(browser, origin, backendOrigin, tap, cpuSlowdown) {
  const context = await browser.newContext({
    viewport: EARLY_TAP_VIEWPORT,
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    permissions: ['microphone'],
    serviceWorkers: 'block',
  });
  try {
    await keepOnLoopback(context, backendOrigin);
    await context.addInitScript(observeEventTiming);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(`${origin}${tap.route}`, { waitUntil: 'commit' });
    if (tap.scrollTo) await page.locator(tap.scrollTo).scrollIntoViewIfNeeded({ timeout: WAIT_MS });
    const target = page.getByRole(tap.target.role, { name: tap.target.name, exact: true });
    // Playwright taps once the element is visible, stable, enabled and hit by the point.
    await target.tap({ timeout: WAIT_MS });
    const tappedAt = Date.now();
    const effect = page.getByRole(tap.effect.role, { name: tap.effect.name });
    const effectMs = await effect
      .waitFor({ state: 'visible', timeout: WAIT_MS })
      .then(() => Date.now() - tappedAt)
      .catch(() => undefined);
    // Event Timing reports an interaction once its next frame is presented.
    await page
      .waitForFunction(() => window.__eventTiming.some((entry) => entry.interactionId > 0), null, {
        timeout: 5_000,
      })
      .catch(() => {});
    const entries = await page.evaluate(() => window.__eventTiming);
    // The tap's first event (its pointerdown, the page's first input) says when it landed.
    const landed = Math.min(...entries.map((entry) => entry.startTime));
    return { inp: interactionToNextPaint(entries), tappedAtMs: landed, effectMs };
  } finally {
    await context.close();
  }
}

/**
 * Measures every early tap `visits` times, in turn (tap after tap, then again), with the CPU slowed
 * `cpuSlowdown` times, and returns each visit's INP, when the tap landed (from the start of the
 * navigation) and how long its effect took to show.
 */
export async function measureEarlyTaps({
  origin,
  backendOrigin,
  chromePath,
  visits = 1,
  cpuSlowdown = INP_CPU_SLOWDOWN,
  log,
}) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: [...CHROME_FLAGS, ...FAKE_MICROPHONE_ARGS],
  });
  const results = EARLY_TAPS.map((tap) => ({ tap, visits: [] }));
  try {
    for (let round = 0; round < visits; round += 1) {
      for (const result of results) {
        const measured = await visit(browser, origin, backendOrigin, result.tap, cpuSlowdown);
        result.visits.push(measured);
        log?.(result.tap, measured);
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
