// Serves a bundled test page to Chromium through request interception: the page is bundled with
// esbuild (which tsup brings), answered at http://localhost/ (a secure context, so WebRTC and media
// work), and every other request fails as if offline — Daily's hosts included.
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

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

/** Opens the bundled script in a blank page with no network; returns the blocked requests. */
export async function openPage(page: Page, script: string): Promise<Offline> {
  const blocked: string[] = [];
  await page.route('**/*', (route) => {
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
    blocked.push(url);
    return route.abort('internetdisconnected');
  });
  await page.goto(PAGE_URL);
  return blocked;
}
