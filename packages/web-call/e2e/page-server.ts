// Serves a bundled test page to Chromium through request interception: the page is bundled with
// esbuild (which tsup brings), answered at http://localhost/ (a secure context, so WebRTC and media
// work), and every other request fails as if offline — Daily's hosts included.
import { createRequire } from 'node:module';
import { createPlatformSimulator } from '@org/api-client/simulator';
import type { ConsoleMessage, Page } from '@playwright/test';
import { PAGE_REPORT } from './page-report';

const require = createRequire(import.meta.url);
// esbuild comes with tsup (a devDependency); reach it through tsup rather than add a dependency.
const esbuild = createRequire(require.resolve('tsup'))('esbuild') as {
  build(options: Record<string, unknown>): Promise<{ outputFiles?: Array<{ text: string }> }>;
};

/** The page's address. */
export const PAGE_URL = 'http://localhost/';

/** Bundles a browser entry into one script. */
export async function bundle(entry: string): Promise<string> {
  const result = await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    logLevel: 'error',
  });
  return result.outputFiles?.[0]?.text ?? '';
}

/** Every request the page made to anything but the test page, in order. */
export type Offline = string[];

/**
 * Opens the bundled script in a blank page with no network; returns the blocked requests. With
 * `platform`, the page's other requests to its own origin are answered by it, in this process (so
 * what it keeps outlives a reload of the page).
 */
export async function openPage(
  page: Page,
  script: string,
  platform?: (request: Request) => Promise<Response>,
): Promise<Offline> {
  // The simulator checks the body of `POST /call/web` against the platform's schema; its first
  // check loads and compiles in this process, seconds on a busy machine. Done before the page
  // opens, the call's first request answers at once.
  if (platform) await createPlatformSimulator().prepare(['POST /call/web']);
  const blocked: string[] = [];
  await page.route('**/*', async (route) => {
    const url = route.request().url();
    if (url === PAGE_URL) {
      return route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html><body><script src="/page.js"></script></body></html>',
      });
    }
    if (url === `${PAGE_URL}page.js`) {
      return route.fulfill({ contentType: 'text/javascript', body: script });
    }
    if (platform && url.startsWith(PAGE_URL)) {
      const request = route.request();
      const body = request.postDataBuffer();
      const answer = await platform(
        new Request(url, {
          method: request.method(),
          headers: request.headers(),
          body: body && request.method() !== 'GET' ? new Uint8Array(body) : undefined,
        }),
      );
      return route.fulfill({
        status: answer.status,
        headers: Object.fromEntries(answer.headers),
        body: Buffer.from(await answer.arrayBuffer()),
      });
    }
    blocked.push(url);
    return route.abort('internetdisconnected');
  });
  await page.goto(PAGE_URL);
  return blocked;
}

/** What a page has reported so far (`report()` in page-report.ts), and a wait for the next. */
export interface PageReports<T> {
  /** Every report so far, oldest first. */
  readonly all: readonly T[];
  /**
   * Resolves with the first report (past or to come) that `holds`; rejects after `timeoutMs`
   * naming the last report seen.
   */
  until(holds: (report: T) => boolean, timeoutMs?: number): Promise<T>;
}

/**
 * Collects the reports `page` sends through its console. Reading them gives the page no user
 * gesture, unlike any read through Playwright (see page-report.ts). Call it before the page loads.
 */
export function pageReports<T>(page: Page): PageReports<T> {
  const all: T[] = [];
  const waiters = new Set<() => void>();
  page.on('console', (message: ConsoleMessage) => {
    const [first, ...rest] = message.text().split(' ');
    if (first !== PAGE_REPORT) return;
    all.push(JSON.parse(rest.join(' ')) as T);
    for (const wake of waiters) wake();
  });
  return {
    all,
    until(holds, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = all.find(holds);
          if (found === undefined) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          const last = all.length ? JSON.stringify(all[all.length - 1]) : 'none';
          reject(
            new Error(
              `The page reported nothing that holds within ${timeoutMs} ms (last report: ${last})`,
            ),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
  };
}
