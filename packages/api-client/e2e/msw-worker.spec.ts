// platformHandlers() under msw's setupWorker in Chromium: bundles msw-worker.page.ts against the
// built package, serves it and msw's worker script from a 127.0.0.1 server this spec starts, and
// reads what the page found. Every platform request of the page is answered by the service
// worker; none leaves the machine.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';

const require = createRequire(import.meta.url);
// esbuild comes with tsup (a devDependency); reach it through tsup rather than add a dependency.
const esbuild = createRequire(require.resolve('tsup'))('esbuild') as {
  build(options: Record<string, unknown>): Promise<{ outputFiles: Array<{ text: string }> }>;
};

/** The page's files by path: content type and body. */
type Files = Record<string, [string, string]>;

/** The page's files: its bundle, and the worker script of the installed msw (never downloaded). */
async function pageFiles(): Promise<Files> {
  const { outputFiles } = await esbuild.build({
    entryPoints: [require.resolve('./msw-worker.page.ts')],
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
    '/page.js': ['text/javascript', outputFiles[0]?.text ?? ''],
    '/mockServiceWorker.js': [
      'text/javascript',
      readFileSync(require.resolve('msw/mockServiceWorker.js'), 'utf8'),
    ],
  };
}

/** Serves `files` on 127.0.0.1 and records every path asked for. */
function serve(files: Files) {
  const requests: string[] = [];
  const server = createServer((req, res) => {
    requests.push(req.url ?? '');
    const file = files[req.url ?? ''];
    if (!file) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': file[0], 'cache-control': 'no-store' }).end(file[1]);
  });
  return new Promise<{ url: string; requests: string[]; close(): Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        requests,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

test('platformHandlers() answers the client in Chromium through setupWorker', async ({ page }) => {
  const server = await serve(await pageFiles());
  try {
    // Every platform request must be answered by the service worker, none by the network.
    const platform: Array<[string, boolean | string]> = [];
    page.on('response', (response) => {
      if (!response.url().startsWith(server.url))
        platform.push([response.url(), response.fromServiceWorker()]);
    });
    // The chat stream is the one exception: the client closes it itself once `[DONE]` has arrived
    // (it never waits for the server to end the body), which Chromium reports as an aborted request.
    const closedByClient: string[] = [];
    page.on('requestfailed', (request) => {
      const closed = request.failure()?.errorText === 'net::ERR_ABORTED';
      if (closed && request.url().endsWith('/chat')) closedByClient.push(request.url());
      else platform.push([request.url(), request.failure()?.errorText ?? 'failed']);
    });
    await page.goto(`${server.url}/`);
    const handle = await page.waitForFunction(() => document.body.dataset.result, null, {
      timeout: 30_000,
    });
    const result = JSON.parse((await handle.jsonValue()) ?? '{}');
    expect(result.error).toBeUndefined();
    expect(result).toEqual({
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
    // The platform requests were answered in the browser: only the page's own files were served.
    expect([...new Set(server.requests)].sort()).toEqual([
      '/',
      '/mockServiceWorker.js',
      '/page.js',
    ]);
    expect(platform.length).toBeGreaterThanOrEqual(10);
    expect(platform.filter(([, fromWorker]) => fromWorker !== true)).toEqual([]);
    // A stream the client closed was still answered by the worker first.
    for (const url of closedByClient) {
      expect(platform).toContainEqual([url, true]);
    }
  } finally {
    await server.close();
  }
});
