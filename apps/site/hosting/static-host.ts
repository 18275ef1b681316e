/**
 * A stand-in for the static host (Cloudflare Pages) that serves a build folder the way the host
 * does, so the browser tests and the performance figures see what production serves:
 *
 * - `_redirects` first (static rules before dynamic ones; 200 rules serve another path);
 * - only GET and HEAD (405 otherwise);
 * - pretty URLs: `/demo` serves `demo.html`, `/demo.html` and `/demo/` redirect (308) to `/demo`,
 *   `/docs` redirects to `/docs/` when only `docs/index.html` exists, `/index.html` to `/`;
 * - unknown paths: the nearest `404.html` up the tree with status 404, else `index.html` (200);
 * - the host's own headers (ETag, `Cache-Control: public, max-age=0, must-revalidate`, CORS,
 *   referrer policy, nosniff), then every matching `_headers` rule in file order: a header's first
 *   rule replaces the host's value, later rules append to it; `! Name` removes it;
 * - a 404 never keeps a Cache-Control of the file: it gets `no-store`;
 * - `If-None-Match` → 304; `_headers`, `_redirects`, `_routes.json`, `_worker.js` are not served.
 *
 * Compression, as the host's edge adds it, lives in `serve.ts`.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import {
  type HeaderRule,
  parseHeadersFile,
  parseRedirectsFile,
  type RedirectRule,
} from './config-files';
import { fillPlaceholders } from './url-pattern';

/** The host's default caching: the browser revalidates before each use. */
export const HOST_DEFAULT_CACHE = 'public, max-age=0, must-revalidate';

/** Files of the build folder that configure the host and are never served. */
export const RESERVED_FILES = ['/_headers', '/_redirects', '/_routes.json', '/_worker.js'];

const MIME_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript',
  '.mjs': 'application/javascript',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

/** The content type the host sends for a file name. */
export function contentTypeOf(path: string): string {
  return MIME_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

interface Asset {
  body: Buffer;
  etag: string;
  contentType: string;
}

/** A build folder served as the host serves it. */
export interface StaticHost {
  /** Answers one request. */
  handle(request: Request): Promise<Response>;
}

/**
 * Reads `_headers` and `_redirects` from `root` (both optional) and returns the host. Throws a
 * `HostConfigError` when either file is malformed.
 */
export async function createStaticHost(root: string): Promise<StaticHost> {
  const optional = (name: string) => readFile(join(root, name), 'utf8').catch(() => '');
  const headerRules = parseHeadersFile(await optional('_headers'));
  const redirectRules = parseRedirectsFile(await optional('_redirects'));
  const cache = new Map<string, Asset | null>();

  async function findAsset(path: string): Promise<Asset | null> {
    if (RESERVED_FILES.includes(path)) return null;
    if (cache.has(path)) return cache.get(path) ?? null;
    const file = normalize(join(root, path));
    let asset: Asset | null = null;
    if (file.startsWith(root + sep)) {
      const info = await stat(file).catch(() => null);
      if (info?.isFile()) {
        const body = await readFile(file);
        const hash = createHash('sha256').update(body).digest('hex').slice(0, 32);
        asset = { body, etag: `"${hash}"`, contentType: contentTypeOf(file) };
      }
    }
    cache.set(path, asset);
    return asset;
  }

  return {
    async handle(request) {
      const response = await route(request, findAsset, redirectRules);
      if (response.status >= 500) return response;
      return applyHeaders(request, response, headerRules);
    },
  };
}

function redirect(location: string, status: number): Response {
  return new Response(null, { status, headers: { Location: location } });
}

function matchRedirect(url: URL, rules: RedirectRule[]) {
  const statics = rules.filter((rule) => !rule.pattern.dynamic);
  const dynamics = rules.filter((rule) => rule.pattern.dynamic);
  for (const rule of [...statics, ...dynamics]) {
    const values = rule.pattern.match(url);
    if (values) return { rule, to: fillPlaceholders(rule.to, values) };
  }
  return null;
}

async function route(
  request: Request,
  findAsset: (path: string) => Promise<Asset | null>,
  redirectRules: RedirectRule[],
): Promise<Response> {
  const url = new URL(request.url);
  let pathname = url.pathname;

  const found = matchRedirect(url, redirectRules);
  if (found && found.rule.status !== 200) {
    const target = new URL(found.to, url);
    const search = target.search || url.search;
    const location =
      target.origin === url.origin
        ? `${target.pathname}${search}${target.hash}`
        : `${target.origin}${target.pathname}${search}${target.hash}`;
    return redirect(location, found.rule.status);
  }
  if (found) pathname = new URL(found.to, url).pathname;

  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'GET, HEAD' } });
  }
  try {
    pathname = decodeURIComponent(pathname);
  } catch {
    // Keep the raw path: it will simply not name a file.
  }

  const serve = (asset: Asset) => serveAsset(request, asset);
  const moved = (path: string) =>
    redirect(`${path.split('/').map(encodeURIComponent).join('/')}${url.search}`, 308);

  if (pathname.endsWith('/')) {
    const index = await findAsset(`${pathname}index.html`);
    if (index) return serve(index);
    if (pathname.endsWith('/index/')) return moved(pathname.slice(0, -'index/'.length));
    if (await findAsset(`${pathname.slice(0, -1)}.html`)) return moved(pathname.slice(0, -1));
    return notFound(request, pathname, findAsset);
  }
  const exact = await findAsset(pathname);
  if (exact) {
    if (!pathname.endsWith('.html')) return serve(exact);
    const bare = pathname.slice(0, -'.html'.length);
    if (bare.endsWith('/index')) return moved(bare.slice(0, -'index'.length));
    if (bare === '/' || (await findAsset(bare))) return serve(exact);
    return moved(bare);
  }
  if (pathname.endsWith('/index')) return moved(pathname.slice(0, -'index'.length));
  const page = await findAsset(`${pathname}.html`);
  if (page) return serve(page);
  if (await findAsset(`${pathname}/index.html`)) return moved(`${pathname}/`);
  return notFound(request, pathname, findAsset);
}

function serveAsset(request: Request, asset: Asset): Response {
  const ifNoneMatch = request.headers.get('if-none-match');
  if (ifNoneMatch === asset.etag || ifNoneMatch === `W/${asset.etag}`) {
    return new Response(null, { status: 304, headers: { ETag: asset.etag } });
  }
  const headers = new Headers({ ETag: asset.etag, 'Content-Type': asset.contentType });
  if (!request.headers.has('authorization') && !request.headers.has('range')) {
    headers.set('Cache-Control', HOST_DEFAULT_CACHE);
  }
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(asset.body), {
    status: 200,
    headers,
  });
}

async function notFound(
  request: Request,
  pathname: string,
  findAsset: (path: string) => Promise<Asset | null>,
): Promise<Response> {
  for (let dir = pathname; dir !== ''; ) {
    dir = dir.slice(0, dir.lastIndexOf('/'));
    const page = await findAsset(`${dir}/404.html`);
    if (page) {
      return new Response(request.method === 'HEAD' ? null : new Uint8Array(page.body), {
        status: 404,
        headers: { 'Content-Type': page.contentType },
      });
    }
  }
  // No 404 page at all: the host assumes a single-page app.
  const index = await findAsset('/index.html');
  if (index) return serveAsset(request, index);
  return new Response('Not Found', { status: 404 });
}

/** The host's own headers, then the `_headers` rules matching the request's URL. */
function applyHeaders(request: Request, response: Response, rules: HeaderRule[]): Response {
  const headers = new Headers(response.headers);
  headers.set('Access-Control-Allow-Origin', '*');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  if (headers.has('content-type')) headers.set('X-Content-Type-Options', 'nosniff');

  const url = new URL(request.url);
  const setByRules = new Set<string>();
  for (const rule of rules) {
    const values = rule.pattern.match(url);
    if (!values) continue;
    for (const name of rule.unset) headers.delete(name);
    for (const [name, template] of rule.set) {
      const value = fillPlaceholders(template, values);
      if (setByRules.has(name.toLowerCase())) headers.append(name, value);
      else {
        headers.set(name, value);
        setByRules.add(name.toLowerCase());
      }
    }
  }
  if (response.status === 404) {
    // A missing page must never be cached for long, whatever the rules say.
    headers.delete('cache-control');
    headers.set('Cache-Control', 'no-store');
  }
  return new Response(response.body, { status: response.status, headers });
}
