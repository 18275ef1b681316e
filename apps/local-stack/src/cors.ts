import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Headers a browser may read on API answers: PostgREST's paging and preference headers, as on a
 * Supabase project.
 */
const EXPOSED_HEADERS =
  'Content-Range, Content-Location, Content-Profile, Location, Preference-Applied, Range-Unit, X-Total-Count';

/** The headers supabase-js and the voice client send; used when a preflight names none. */
const DEFAULT_ALLOWED_HEADERS =
  'authorization, x-client-info, apikey, content-type, accept-profile, content-profile, prefer, range, x-retry-count, x-region';

/**
 * The site's own origins: Vite's dev server (5173) and its preview of the build (4173), by address
 * and by name. Only these may use the service-role key from a browser.
 */
export const SITE_ORIGINS: readonly string[] = [
  'http://127.0.0.1:5173',
  'http://localhost:5173',
  'http://127.0.0.1:4173',
  'http://localhost:4173',
];

/**
 * Whether a browser request may use the service-role key: requests without an `Origin` (curl,
 * servers, tests) and requests from the site's origins may; any other website may not, because the
 * local keys are public and the service role bypasses row-level security.
 */
export function privilegedOriginAllowed(
  req: IncomingMessage,
  siteOrigins: ReadonlySet<string>,
): boolean {
  const origin = req.headers.origin;
  return origin === undefined || siteOrigins.has(origin);
}

/**
 * Adds CORS headers to a gateway answer. Like Supabase's API gateway, any origin may call with the
 * anon key: the keys, not the origin, authorise a request. An answer to a service-role request
 * names the calling origin only when it is one of the site's (see {@link privilegedOriginAllowed}).
 * Credentials are not used (keys travel in headers).
 */
export function applyCors(
  req: IncomingMessage,
  res: ServerResponse,
  privileged = false,
  siteOrigins: ReadonlySet<string> = new Set(SITE_ORIGINS),
): void {
  const origin = req.headers.origin;
  if (privileged) {
    if (origin && siteOrigins.has(origin)) res.setHeader('Access-Control-Allow-Origin', origin);
  } else {
    res.setHeader('Access-Control-Allow-Origin', '*');
  }
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
  if (origin) res.setHeader('Vary', 'Origin');
}

/** Answers a CORS preflight: every method the APIs use, and the headers the browser asked for. */
export function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
  const asked = req.headers['access-control-request-headers'];
  res.writeHead(204, {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': asked && asked.trim() !== '' ? asked : DEFAULT_ALLOWED_HEADERS,
    'Access-Control-Max-Age': '86400',
    Vary: 'Origin, Access-Control-Request-Headers',
    'Content-Length': '0',
  });
  res.end();
}
