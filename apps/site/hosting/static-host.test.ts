// @vitest-environment node
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHost, HOST_DEFAULT_CACHE, type StaticHost } from './static-host';

let root: string;
let host: StaticHost;

const FILES: Record<string, string> = {
  'index.html': '<h1>home</h1>',
  'demo.html': '<h1>demo</h1>',
  '404.html': '<h1>not found</h1>',
  'blog/404.html': '<h1>no such post</h1>',
  'docs/index.html': '<h1>docs</h1>',
  'assets/app-abc123.js': 'console.log(1)',
  'robots.txt': 'User-agent: *',
  _headers: [
    '/*',
    '  X-Frame-Options: DENY',
    '  X-Rule: all',
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '  X-Rule: assets',
    '  ! Access-Control-Allow-Origin',
    '/demo',
    '  Cache-Control: public, max-age=0, must-revalidate',
  ].join('\n'),
  _redirects: [
    '/book /demo 301',
    '/go/* /demo?from=:splat 302',
    '/team/:name /docs/ 200',
    '/go/static /docs/ 307',
  ].join('\n'),
};

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'static-host-'));
  for (const [name, text] of Object.entries(FILES)) {
    await mkdir(dirname(join(root, name)), { recursive: true });
    await writeFile(join(root, name), text);
  }
  await writeFile(join(tmpdir(), 'static-host-secret.txt'), 'secret');
  host = await createStaticHost(root);
});
afterAll(() => rm(root, { recursive: true, force: true }));

const get = (path: string, init?: RequestInit) =>
  host.handle(new Request(`http://127.0.0.1:4173${path}`, init));

describe('pages and pretty URLs', () => {
  it('serves / from index.html and /demo from demo.html', async () => {
    const home = await get('/');
    expect(home.status).toBe(200);
    expect(await home.text()).toBe('<h1>home</h1>');
    expect(home.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await (await get('/demo')).text()).toBe('<h1>demo</h1>');
  });

  it.each([
    ['/demo.html', '/demo'],
    ['/demo/', '/demo'],
    ['/index.html', '/'],
    ['/index', '/'],
    ['/docs', '/docs/'],
    ['/docs/index.html', '/docs/'],
    ['/demo.html?ref=ad', '/demo?ref=ad'],
  ])('redirects %s to %s with 308', async (path, location) => {
    const response = await get(path);
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe(location);
  });

  it('serves a folder index at its trailing-slash URL', async () => {
    expect(await (await get('/docs/')).text()).toBe('<h1>docs</h1>');
  });
});

describe('not found', () => {
  it('answers unknown paths with 404.html, status 404, never cacheable', async () => {
    const response = await get('/no/such/page');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('<h1>not found</h1>');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('uses the nearest 404.html up the tree', async () => {
    expect(await (await get('/blog/missing-post')).text()).toBe('<h1>no such post</h1>');
  });

  it('never serves the host configuration or files outside the folder', async () => {
    for (const path of ['/_headers', '/_redirects', '/..%2fstatic-host-secret.txt']) {
      expect((await get(path)).status).toBe(404);
    }
  });

  it('falls back to index.html (200) when the build has no 404.html', async () => {
    const spa = await mkdtemp(join(tmpdir(), 'static-host-spa-'));
    await writeFile(join(spa, 'index.html'), 'app');
    const response = await (await createStaticHost(spa)).handle(new Request('http://h/x/y'));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('app');
    await rm(spa, { recursive: true, force: true });
  });
});

describe('headers', () => {
  it('adds the host defaults: ETag, revalidation, CORS, referrer policy, nosniff', async () => {
    const response = await get('/robots.txt');
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(response.headers.get('cache-control')).toBe(HOST_DEFAULT_CACHE);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('applies every matching rule: the first replaces the host value, the next ones append', async () => {
    const response = await get('/assets/app-abc123.js');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-rule')).toBe('all, assets');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.has('access-control-allow-origin')).toBe(false);
    expect(response.headers.get('content-type')).toBe('application/javascript');
  });

  it('matches rules on the requested URL, so headers reach redirects too', async () => {
    const response = await get('/book');
    expect(response.status).toBe(301);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('answers a matching If-None-Match (strong or weak) with 304', async () => {
    const etag = (await get('/robots.txt')).headers.get('etag') ?? '';
    for (const tag of [etag, `W/${etag}`]) {
      const response = await get('/robots.txt', { headers: { 'If-None-Match': tag } });
      expect(response.status).toBe(304);
      expect(await response.text()).toBe('');
    }
  });

  it('answers HEAD without a body and other methods with 405', async () => {
    const head = await get('/', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect((await get('/', { method: 'POST' })).status).toBe(405);
  });
});

describe('_redirects', () => {
  it('redirects with the rule status', async () => {
    const response = await get('/book');
    expect(response.headers.get('location')).toBe('/demo');
  });

  it('fills the splat into the target and keeps the query when the target has none', async () => {
    expect((await get('/go/spring-ad')).headers.get('location')).toBe('/demo?from=spring-ad');
    const kept = await get('/book?utm_source=print');
    expect(kept.headers.get('location')).toBe('/demo?utm_source=print');
  });

  it('tries static rules before dynamic ones', async () => {
    const response = await get('/go/static');
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('/docs/');
  });

  it('serves the target of a 200 rule at the requested URL', async () => {
    const response = await get('/team/ana');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<h1>docs</h1>');
  });
});
