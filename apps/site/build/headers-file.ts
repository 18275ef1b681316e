/**
 * The `_headers` file of the static host (Cloudflare Pages format, which Netlify reads too): written
 * into the build output, where the host applies it and the browser tests' server reads it.
 *
 * No two rules set the same header on one path (hosts differ in how they merge those), so the
 * file means the same on either host.
 */
import { contentSecurityPolicy, type PageScripts } from './csp.ts';
import type { SiteBuildConfig } from './site-env.ts';

/** Bundler output: content-hashed file names, so a year of caching is safe. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** HTML (and every other unhashed file): the browser asks again before each use. */
export const REVALIDATE_CACHE = 'public, max-age=0, must-revalidate';

/** The pages, served as `<path>.html` / `index.html`. */
export const PAGE_PATHS = ['/', '/demo', '/dental-ai-receptionist'] as const;

/** Only this origin may use the microphone (the voice demo); every other powerful feature is off. */
export const PERMISSIONS_POLICY =
  'microphone=(self), camera=(), geolocation=(), payment=(), usb=(), display-capture=()';

/** The security headers every response carries. */
export function securityHeaders(
  config: SiteBuildConfig,
  scripts: PageScripts = {},
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, scripts),
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

function block(path: string, headers: Record<string, string>, comment?: string): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return [...(comment ? [`# ${comment}`] : []), path, ...lines].join('\n');
}

/** The whole `_headers` file for a build. */
export function headersFile(config: SiteBuildConfig, scripts: PageScripts = {}): string {
  return `${[
    block('/*', securityHeaders(config, scripts), 'Every response, the 404 page included.'),
    block(
      '/assets/*',
      { 'Cache-Control': IMMUTABLE_CACHE },
      'Hashed bundler output: cached for a year.',
    ),
    ...PAGE_PATHS.map((path, index) =>
      block(
        path,
        { 'Cache-Control': REVALIDATE_CACHE },
        index === 0 ? 'Pages: revalidated on every visit.' : undefined,
      ),
    ),
  ].join('\n\n')}\n`;
}
