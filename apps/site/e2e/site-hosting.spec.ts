import { expect, test } from '@playwright/test';
import { PAGES } from './support/site';

/**
 * The hosting config for a static host: what the build's `_headers` and `_redirects` make
 * the host answer, through the browser tests' server, which applies those files as the host does.
 */

const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'public, max-age=0, must-revalidate';

/** The app's entry script (what the page's boot script loads): a hashed bundle under /assets. */
async function entryScript(request: import('@playwright/test').APIRequestContext) {
  const html = await (await request.get('/')).text();
  const src = /<script type="module"[^>]* data-app="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(src).toBeDefined();
  return src as string;
}

test('every response carries the security headers', async ({ request }) => {
  const paths = [...PAGES.map((page) => page.path), await entryScript(request), '/robots.txt'];
  for (const path of paths) {
    const headers = (await request.get(path)).headers();
    const csp = headers['content-security-policy'] ?? '';
    const scriptSrc = /(?:^|; )script-src ([^;]*)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc, path).toContain("'self'");
    expect(scriptSrc, path).not.toMatch(/'unsafe-eval'|'unsafe-inline'/);
    expect(csp, path).toMatch(/(^|; )frame-ancestors 'none'(;|$)/);
    expect(csp, path).toMatch(/(^|; )object-src 'none'(;|$)/);
    expect(headers['strict-transport-security'], path).toMatch(
      /^max-age=\d{8,}; includeSubDomains/,
    );
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toMatch(/(^|, )microphone=\(self\)(,|$)/);
    expect(headers['x-frame-options'], path).toBe('DENY');
  }
});

test('the page may use the microphone for itself only, and nothing else powerful', async ({
  page,
}) => {
  await page.goto('/');
  const allowed = await page.evaluate(() => {
    const policy = (
      document as Document & { featurePolicy?: { allowsFeature(f: string, o?: string): boolean } }
    ).featurePolicy;
    return {
      microphone: policy?.allowsFeature('microphone'),
      microphoneElsewhere: policy?.allowsFeature('microphone', 'https://other.example'),
      camera: policy?.allowsFeature('camera'),
      geolocation: policy?.allowsFeature('geolocation'),
    };
  });
  expect(allowed).toEqual({
    microphone: true,
    microphoneElsewhere: false,
    camera: false,
    geolocation: false,
  });
});

test('unknown paths get the 404 page with status 404, never cached', async ({ request }) => {
  for (const path of ['/pricing', '/demo/extra', '/assets/gone-after-deploy-1234.js']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text()).toContain('Oops! Page not found');
    expect(response.headers()['cache-control']).toBe('no-store');
  }
});

test('hashed assets are immutable for a year; pages are revalidated on every visit', async ({
  request,
}) => {
  const script = await request.get(await entryScript(request));
  expect(script.headers()['cache-control']).toBe(immutable);
  for (const page of PAGES.filter((page) => page.indexed)) {
    const response = await request.get(page.path);
    expect(response.headers()['cache-control'], page.path).toBe(revalidate);
    const etag = response.headers().etag ?? '';
    expect(etag).not.toBe('');
    const again = await request.get(page.path, { headers: { 'If-None-Match': etag } });
    expect(again.status(), page.path).toBe(304);
  }
});

test('pages have one URL: .html and trailing slashes redirect to it', async ({ request }) => {
  for (const [from, to] of [
    ['/demo.html', '/demo'],
    ['/demo/', '/demo'],
    ['/index.html', '/'],
    ['/dental-ai-receptionist.html?ref=mail', '/dental-ai-receptionist?ref=mail'],
  ]) {
    const response = await request.get(from as string, { maxRedirects: 0 });
    expect(response.status(), from).toBe(308);
    expect(response.headers().location, from).toBe(to);
  }
});

test('the short links of _redirects lead to their pages', async ({ request }) => {
  for (const [from, to] of [
    ['/book', '/demo'],
    ['/dental?utm_source=print', '/dental-ai-receptionist?utm_source=print'],
  ]) {
    const response = await request.get(from as string, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(to);
  }
});

test('no source maps are served, and the bundles point to none', async ({ request }) => {
  const script = await entryScript(request);
  expect((await request.get(`${script}.map`)).status()).toBe(404);
  expect(await (await request.get(script)).text()).not.toContain('sourceMappingURL');
});

test('text is compressed as the host compresses it', async ({ request }) => {
  const response = await request.get('/', { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(response.headers()['content-encoding']).toBe('br');
  expect(response.headers().vary).toContain('Accept-Encoding');
});

test('search engines find robots.txt, the sitemap and the manifest', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  const sitemapUrl = /^Sitemap: (\S+)$/m.exec(robots)?.[1] ?? '';
  expect(robots).toMatch(/^User-agent: \*\nAllow: \//);
  expect(sitemapUrl).toMatch(/^https?:\/\/[^/]+\/sitemap\.xml$/);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const origin = new URL(sitemapUrl).origin;
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locs).toEqual(PAGES.filter((p) => p.indexed).map((p) => `${origin}${p.path}`));
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toBe('application/manifest+json');
  expect(await manifest.json()).toMatchObject({ name: expect.stringContaining('Voxline') });
});
