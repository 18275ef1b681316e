/**
 * The site's Content-Security-Policy. Scripts come from the site itself only: no 'unsafe-eval' and
 * no 'unsafe-inline' in script-src; the one inline script, the boot script each page holds, is
 * allowed by its hash. Everything else the page talks to is listed by origin.
 */
import type { SiteBuildConfig } from './site-env.ts';

/**
 * Daily's base domain and the two it fails over to when the first is unreachable; daily-js swaps
 * the base domain inside every Daily URL it uses (`daily.co`, `dailywebrtc.com`, `dailywebrtc.net`
 * in its dist).
 */
export const DAILY_BASE_DOMAINS = ['daily.co', 'dailywebrtc.com', 'dailywebrtc.net'] as const;

/**
 * What daily-js needs in call-object mode with `avoidEval: true`
 * (docs/architecture.md#production-hosting):
 * - scripts: the call-machine bundle, loaded with a `<script>` element from
 *   `https://c.<base domain>/call-machine/versioned/<version>/static/` instead of being fetched and
 *   run through `Function()`; the noise-cancellation processor compiles WebAssembly, hence
 *   'wasm-unsafe-eval' (WebAssembly only: it does not allow JavaScript eval);
 * - connections: Daily's HTTPS API and signalling (`https://*.<base domain>`), the call's
 *   WebSocket (`wss://*.wss.<base domain>`), Daily's metrics host (`https://*.pluot.blue`) and its
 *   error reports (Sentry ingest, named in daily-js's dist);
 * - workers: the call machine's blob workers;
 * - media: none beyond 'self' (call audio plays from MediaStreams, which CSP does not govern);
 * - frames: none (call-object mode has no iframe).
 */
export const DAILY_SOURCES = {
  script: DAILY_BASE_DOMAINS.map((domain) => `https://c.${domain}`),
  connect: [
    ...DAILY_BASE_DOMAINS.flatMap((domain) => [`https://*.${domain}`, `wss://*.wss.${domain}`]),
    'https://*.pluot.blue',
    'https://o77906.ingest.sentry.io',
  ],
  worker: ['blob:'],
} as const;

/** The directives, in the order they are written. */
export type CspDirectives = Record<string, readonly string[]>;

/** What a build adds to the policy: the hash sources of the inline scripts its pages hold. */
export interface PageScripts {
  scriptHashes?: readonly string[];
}

/** The policy's directives for one build. */
export function cspDirectives(
  config: SiteBuildConfig,
  { scriptHashes = [] }: PageScripts = {},
): CspDirectives {
  const daily = config.voiceMode === 'daily';
  const unique = (sources: readonly string[]) => [...new Set(sources)];
  return {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...scriptHashes,
      ...(daily ? [...DAILY_SOURCES.script, "'wasm-unsafe-eval'"] : []),
    ],
    // React writes style attributes into the prerendered HTML and the toaster injects its sheet.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'"],
    'font-src': ["'self'"],
    'media-src': ["'self'"],
    'connect-src': unique([
      "'self'",
      config.backendOrigin,
      config.geolocationOrigin,
      ...(daily ? [config.voiceApiOrigin, ...DAILY_SOURCES.connect] : []),
    ]),
    'worker-src': ["'self'", ...(daily ? DAILY_SOURCES.worker : [])],
    'manifest-src': ["'self'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** The policy as a header value. */
export function contentSecurityPolicy(config: SiteBuildConfig, scripts: PageScripts = {}): string {
  return Object.entries(cspDirectives(config, scripts))
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
