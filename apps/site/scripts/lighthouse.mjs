/**
 * Lighthouse 12 mobile runs of a page in Debian's Chromium, each read into the benchmark's
 * `LighthouseRun` (`lighthouse-samples.ts`). Puppeteer is Lighthouse's own; the location lookup is
 * answered in the browser and no other outside host resolves (`loopback.mjs`).
 */
import { createRequire } from 'node:module';
import lighthouse from 'lighthouse';
import { renderBlockingOffenders } from './lighthouse-samples.ts';
import { CHROME_FLAGS, GEOLOCATION_ORIGIN, LOCATION_ANSWER } from './loopback.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * Lighthouse errors of its own trace recording, not of the page: such a run measured nothing, so it
 * is run again (at most twice). Any other error, and the third of these, ends the benchmark.
 */
const TRACE_ERRORS = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED', 'PROTOCOL_TIMEOUT']);

/** Starts Debian's Chromium with a DevTools port, and puppeteer on it. */
export async function launchChrome(chromePath) {
  const require = createRequire(import.meta.resolve('lighthouse'));
  const { launch } = await import(require.resolve('chrome-launcher'));
  const puppeteer = (await import(require.resolve('puppeteer-core'))).default;
  const chrome = await launch({
    chromePath,
    chromeFlags: ['--headless=new', ...CHROME_FLAGS],
    logLevel: 'error',
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  return {
    browser,
    async close() {
      await browser.disconnect();
      await chrome.kill();
    },
  };
}

/** A tab whose location lookup gets the canned answer. */
async function pageWithLocationService(browser) {
  const page = await browser.newPage();
  const session = await page.createCDPSession();
  session.on('Fetch.requestPaused', ({ requestId }) =>
    session
      .send('Fetch.fulfillRequest', {
        requestId,
        responseCode: LOCATION_ANSWER.status,
        responseHeaders: Object.entries(LOCATION_ANSWER.headers).map(([name, value]) => ({
          name,
          value,
        })),
        body: Buffer.from(LOCATION_ANSWER.body).toString('base64'),
      })
      .catch(() => {}),
  );
  await session.send('Fetch.enable', { patterns: [{ urlPattern: `${GEOLOCATION_ORIGIN}/*` }] });
  return page;
}

/** The URLs a table audit lists, whatever shape its details take. */
function listedUrls(audit) {
  const items = audit?.details?.items ?? [];
  return items.flatMap((item) => (typeof item?.url === 'string' ? [item.url] : []));
}

/** The elements an audit failed on, as ` (selector, …)`, when it lists any. */
function failingNodes(audit) {
  const selectors = (audit?.details?.items ?? []).flatMap((item) =>
    typeof item?.node?.selector === 'string' ? [item.node.selector] : [],
  );
  return selectors.length > 0 ? ` (${selectors.join(', ')})` : '';
}

/**
 * One Lighthouse mobile run (its default form factor and throttling; `cpuSlowdownMultiplier`
 * replaces the CPU slowdown), all four categories.
 */
export async function audit(url, browser, { cpuSlowdownMultiplier } = {}) {
  const page = await pageWithLocationService(browser);
  try {
    const flags = { output: 'json', logLevel: 'error', onlyCategories: CATEGORIES };
    // Lighthouse merges these settings into its mobile defaults: only the CPU slowdown changes.
    if (cpuSlowdownMultiplier) flags.throttling = { cpuSlowdownMultiplier };
    const result = await lighthouse(url, flags, undefined, page);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError, environment, finalDisplayedUrl } = result.lhr;
    if (runtimeError) {
      const error = new Error(`Lighthouse failed on ${url}: ${runtimeError.message}`);
      error.code = runtimeError.code;
      throw error;
    }
    const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
    const numeric = (id) => audits[id]?.numericValue ?? Number.NaN;
    const blocking = [
      ...listedUrls(audits['render-blocking-insight']),
      ...listedUrls(audits['render-blocking-resources']),
    ];
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      speedIndexMs: numeric('speed-index'),
      cls: numeric('cumulative-layout-shift'),
      benchmarkIndex: Math.round(environment?.benchmarkIndex ?? 0),
      cpuSlowdownMultiplier: result.lhr.configSettings.throttling.cpuSlowdownMultiplier,
      blockingOffenders: renderBlockingOffenders(
        blocking,
        audits['network-requests']?.details?.items ?? [],
        finalDisplayedUrl ?? url,
      ),
      belowFullMarks: CATEGORIES.flatMap((id) =>
        categories[id].auditRefs
          .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${id}: ${ref.id}${failingNodes(audits[ref.id])}`),
      ),
    };
  } finally {
    await page.close();
  }
}

/** {@link audit}, run again after an error of Lighthouse's own trace recording. */
export async function auditWithRetry(url, browser, options) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url, browser, options);
    } catch (error) {
      if (attempt >= 3 || !TRACE_ERRORS.has(error.code)) throw error;
      console.log(`${error.message} (${error.code}): measuring that run again`);
    }
  }
}
