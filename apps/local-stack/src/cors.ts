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
 * Adds CORS headers to a gateway answer. Like Supabase's API gateway, any origin may call: the keys,
 * not the origin, are what authorise a request. Credentials are not used (keys travel in headers).
 */
export function applyCors(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
  if (req.headers.origin) res.setHeader('Vary', 'Origin');
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
