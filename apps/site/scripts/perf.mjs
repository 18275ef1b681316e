#!/usr/bin/env node
/**
 * Prints the site's performance figures (issue 6 "Tests": performance figures printed by a script):
 *
 *   - JavaScript loaded before any interaction on / (minified + gzip), from the built files the page
 *     actually requests — target at most 120 KB;
 *   - Lighthouse 12 mobile performance (target at least 95) and accessibility (target 100) on / and
 *     /demo.
 *
 * Builds nothing: run `pnpm --filter @org/site build` first. Serves `dist/` on 127.0.0.1 and keeps
 * every request on loopback (other hosts are blocked). Exits 1 when a figure misses its target.
 *
 * Usage: pnpm --filter @org/site perf [-- --runs 1] [--routes /,/demo]
 */
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';

const here = fileURLToPath(new URL('.', import.meta.url));
const dist = resolve(here, '../dist');
const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = parseArgs(process.argv.slice(2));

const TARGETS = { initialJsKb: 120, performance: 95, accessibility: 100 };

/** Chrome flags: headless, no sandbox, no GPU, and nothing talking to the network on its own. */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-extensions',
  '--metrics-recording-only',
  '--disable-domain-reliability',
  '--disable-client-side-phishing-detection',
  '--disable-features=OptimizationHints,MediaRouter,Translate',
  // Only loopback resolves: the page cannot reach any outside host, whatever it asks for.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.webmanifest', '.txt']);

function parseArgs(argv) {
  const options = { routes: ['/', '/demo'], runs: 1 };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--routes') options.routes = String(argv[++i]).split(',');
    else if (argv[i] === '--runs') options.runs = Math.max(1, Number(argv[++i]) || 1);
  }
  return options;
}

/** A static server for `dist/` like a production host: gzip, long-lived hashed assets, SPA fallback. */
async function serveDist() {
  const gzipCache = new Map();
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      let path = normalize(join(dist, decodeURIComponent(url.pathname)));
      if (!path.startsWith(dist + sep) && path !== dist) {
        res.writeHead(403).end();
        return;
      }
      const info = await stat(path).catch(() => null);
      if (!info || info.isDirectory()) {
        const index = join(path, 'index.html');
        path = existsSync(index) ? index : join(dist, 'index.html');
      }
      const ext = extname(path);
      let body = await readFile(path);
      const headers = {
        'Content-Type': MIME[ext] ?? 'application/octet-stream',
        'Cache-Control': path.includes(`${sep}assets${sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      };
      if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
        if (!gzipCache.has(path)) gzipCache.set(path, gzipSync(body, { level: 9 }));
        body = gzipCache.get(path);
        headers['Content-Encoding'] = 'gzip';
        headers.Vary = 'Accept-Encoding';
      }
      headers['Content-Length'] = body.length;
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address();
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((ok) => server.close(ok)) };
}

/** JavaScript the home page loads before any interaction: built file sizes, minified + gzip. */
async function initialJavaScript(origin) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: CHROME_FLAGS.slice(1),
  });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    await page.route('**/*', (route) => {
      const { hostname } = new URL(route.request().url());
      return hostname === '127.0.0.1' || hostname === 'localhost'
        ? route.continue()
        : route.abort();
    });
    const scripts = new Set();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === origin && url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(`${origin}/`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_500); // idle-time work (background lookups) gets its chance
    const files = [];
    for (const pathname of [...scripts].sort()) {
      const source = await readFile(join(dist, pathname));
      files.push({ pathname, raw: source.length, gzip: gzipSync(source, { level: 9 }).length });
    }
    return files;
  } finally {
    await browser.close();
  }
}

/** Starts Debian's Chromium with a DevTools port for Lighthouse. */
async function launchChrome() {
  const require = createRequire(import.meta.resolve('lighthouse'));
  const { launch } = await import(require.resolve('chrome-launcher'));
  return launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'error' });
}

/** Lighthouse mobile (its default form factor and throttling): performance and accessibility. */
async function audit(url, port) {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
    undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.message}`);
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
  const failedA11y = Object.values(audits)
    .filter((a) => a.score === 0 && categories.accessibility.auditRefs.some((r) => r.id === a.id))
    .map((a) => a.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcp: audits['first-contentful-paint']?.displayValue,
    lcp: audits['largest-contentful-paint']?.displayValue,
    tbt: audits['total-blocking-time']?.displayValue,
    cls: audits['cumulative-layout-shift']?.displayValue,
    failedA11y,
  };
}

function table(rows) {
  const widths = rows[0].map((_, col) => Math.max(...rows.map((row) => String(row[col]).length)));
  const line = (row) => row.map((cell, col) => String(cell).padEnd(widths[col])).join('  ');
  return [
    line(rows[0]),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...rows.slice(1).map(line),
  ].join('\n');
}

async function main() {
  if (!existsSync(join(dist, 'index.html'))) {
    console.error('No build found: run `pnpm --filter @org/site build` first, then this script.');
    process.exit(2);
  }
  const started = Date.now();
  const server = await serveDist();
  let chrome;
  const rows = [['figure', 'value', 'target', 'ok']];
  let allOk = true;
  const record = (figure, value, target, ok) => {
    allOk &&= ok;
    rows.push([figure, value, target, ok ? 'yes' : 'NO']);
  };
  try {
    console.log(`Serving ${dist} at ${server.origin}`);
    const files = await initialJavaScript(server.origin);
    const gzipKb = files.reduce((sum, f) => sum + f.gzip, 0) / 1024;
    const rawKb = files.reduce((sum, f) => sum + f.raw, 0) / 1024;
    console.log('\nJavaScript requested by / before any interaction:');
    console.log(
      table([
        ['file', 'min KB', 'min+gzip KB'],
        ...files.map((f) => [f.pathname, (f.raw / 1024).toFixed(1), (f.gzip / 1024).toFixed(1)]),
        ['total', rawKb.toFixed(1), gzipKb.toFixed(1)],
      ]),
    );
    record(
      'Initial JS on / (min+gzip)',
      `${gzipKb.toFixed(1)} KB`,
      `<= ${TARGETS.initialJsKb} KB`,
      gzipKb <= TARGETS.initialJsKb,
    );

    chrome = await launchChrome();
    for (const route of args.routes) {
      const runs = [];
      for (let i = 0; i < args.runs; i += 1)
        runs.push(await audit(`${server.origin}${route}`, chrome.port));
      // The median run (runs > 1 evens out a busy machine), never the best one.
      const best = [...runs].sort((a, b) => a.performance - b.performance)[
        Math.floor(runs.length / 2)
      ];
      const a11y = Math.min(...runs.map((r) => r.accessibility));
      console.log(
        `\nLighthouse mobile ${route}: performance ${runs.map((r) => r.performance).join(', ')}; ` +
          `FCP ${best.fcp}, LCP ${best.lcp}, TBT ${best.tbt}, CLS ${best.cls}` +
          (best.failedA11y.length
            ? `; failed accessibility audits: ${best.failedA11y.join(', ')}`
            : ''),
      );
      record(
        `Lighthouse mobile performance ${route}`,
        best.performance,
        `>= ${TARGETS.performance}`,
        best.performance >= TARGETS.performance,
      );
      record(
        `Lighthouse accessibility ${route}`,
        a11y,
        `= ${TARGETS.accessibility}`,
        a11y >= TARGETS.accessibility,
      );
    }
  } finally {
    await chrome?.kill();
    await server.close();
  }
  console.log(`\nPerformance figures (${((Date.now() - started) / 1000).toFixed(0)} s):\n`);
  console.log(table(rows));
  if (!allOk) process.exitCode = 1;
}

await main();
