// Browser test (issue 14: "It works under setupWorker (browser). Prove the browser path once in
// Chromium."): bundles msw-worker.page.ts against the built package, serves it and msw's worker
// script from a 127.0.0.1 server this test starts, and runs it in Debian's Chromium through
// Playwright. Every request of the page is answered by the service worker; none leaves the machine.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
// esbuild comes with tsup (a devDependency); reach it through tsup rather than add a dependency.
const esbuild = createRequire(require.resolve('tsup'))('esbuild');
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The page's files: its bundle, and the worker script of the installed msw (never downloaded). */
async function pageFiles() {
  const { outputFiles } = await esbuild.build({
    entryPoints: [join(here, 'msw-worker.page.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    logLevel: 'error',
  });
  return {
    '/': [
      'text/html',
      '<!doctype html><title>msw</title><link rel="icon" href="data:,"><script type="module" src="/page.js"></script>',
    ],
    '/page.js': ['text/javascript', outputFiles[0].text],
    '/mockServiceWorker.js': [
      'text/javascript',
      readFileSync(require.resolve('msw/mockServiceWorker.js'), 'utf8'),
    ],
  };
}

function serve(files) {
  const requests = [];
  const server = createServer((req, res) => {
    requests.push(req.url);
    const file = files[req.url];
    if (!file) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': file[0], 'cache-control': 'no-store' }).end(file[1]);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        requests,
        close: () => new Promise((done) => server.close(done)),
      }),
    ),
  );
}

test('platformHandlers() answers the client in Chromium through setupWorker', async () => {
  const server = await serve(await pageFiles());
  const browser = await chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const page = await browser.newPage();
    // every platform request must be answered by the service worker, none by the network
    const platform = [];
    page.on('response', (response) => {
      if (!response.url().startsWith(server.url))
        platform.push([response.url(), response.fromServiceWorker()]);
    });
    // The chat stream is the one exception: the client closes it itself once `[DONE]` has arrived
    // (it never waits for the server to end the body), which Chromium reports as an aborted request.
    const closedByClient = [];
    page.on('requestfailed', (request) => {
      const closed = request.failure()?.errorText === 'net::ERR_ABORTED';
      if (closed && request.url().endsWith('/chat')) closedByClient.push(request.url());
      else platform.push([request.url(), request.failure()?.errorText ?? 'failed']);
    });
    await page.goto(`${server.url}/`);
    const handle = await page.waitForFunction(() => document.body.dataset.result, null, {
      timeout: 30_000,
    });
    const result = JSON.parse(await handle.jsonValue());
    assert.equal(result.error, undefined, result.error);
    assert.deepEqual(result, {
      controlled: true,
      sameAssistant: true,
      listed: ['Front desk', 'Seeded'],
      updated: 'Reception',
      afterDelete: 404,
      withoutKey: 401,
      page: { itemsPerPage: 1, totalItems: 1, currentPage: 1 },
      webCallUrl: true,
      reply: 'Simulated reply to: Hello from Chromium',
      file: ['sample.wav', 16, 'audio/wav'],
    });
    // the platform requests were answered in the browser: only the page's own files were served
    assert.deepEqual([...new Set(server.requests)].sort(), [
      '/',
      '/mockServiceWorker.js',
      '/page.js',
    ]);
    assert.ok(platform.length >= 10, `${platform.length} platform requests seen`);
    assert.deepEqual(
      platform.filter(([, fromWorker]) => fromWorker !== true),
      [],
    );
    // a stream the client closed was still answered by the worker first
    for (const url of closedByClient)
      assert.ok(
        platform.some(([seen, fromWorker]) => seen === url && fromWorker === true),
        url,
      );
  } finally {
    await browser.close();
    await server.close();
  }
});
