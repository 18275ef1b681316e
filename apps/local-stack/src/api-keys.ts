import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { bearerToken } from './http-util';
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from './keys';

/** Why a request was refused at the gateway; the body mirrors Supabase's gateway. */
export interface KeyRejection {
  message: string;
  hint: string;
}

/** The API keys the gateway accepts. */
export const API_KEYS: ReadonlySet<string> = new Set([LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY]);

/** The `apikey` of a request: header first, then the `apikey` query parameter. */
export function requestApiKey(req: IncomingMessage, url: URL): string | undefined {
  const header = req.headers.apikey;
  const value = Array.isArray(header) ? header[0] : header;
  return value ?? url.searchParams.get('apikey') ?? undefined;
}

/** Checks the `apikey` like Supabase's gateway does; returns why it is refused, or nothing. */
export function checkApiKey(key: string | undefined): KeyRejection | undefined {
  if (key === undefined || key === '') {
    return {
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    };
  }
  if (!API_KEYS.has(key)) {
    return {
      message: 'Invalid API key',
      hint: 'Double check your `anon` or `service_role` API key (see the local stack banner).',
    };
  }
  return undefined;
}

/**
 * Whether a request acts as the service role: its `apikey` or bearer token is the service-role key,
 * or any token signed with the (public) local JWT secret that claims `role: service_role`.
 */
export function carriesServiceRole(req: IncomingMessage, url: URL): boolean {
  return [requestApiKey(req, url), bearerToken(req)].some((token) => {
    if (!token) return false;
    if (token === LOCAL_SERVICE_ROLE_KEY) return true;
    const claims = verifyJwt(token);
    return typeof claims !== 'string' && claims.role === 'service_role';
  });
}

/** Claims of a verified local JWT. */
export type JwtClaims = Record<string, unknown> & { role?: string; exp?: number };

/**
 * Verifies an HS256 JWT signed with the local JWT secret (for functions with `verify_jwt = true`).
 * Returns the claims, or a reason string when the token is unusable.
 */
export function verifyJwt(token: string, now = Date.now()): JwtClaims | string {
  const parts = token.split('.');
  if (parts.length !== 3) return 'Invalid JWT: not three dot-separated parts';
  const [header, payload, signature] = parts as [string, string, string];
  const decodedHeader = decodeSegment(header);
  const claims = decodeSegment(payload) as JwtClaims | undefined;
  // `null`, numbers, strings and arrays are valid JSON but not a JWT header or claims set.
  if (!decodedHeader || !claims)
    return 'Invalid JWT: header or payload is not a base64url JSON object';
  if (decodedHeader.alg !== 'HS256') return 'Invalid JWT: unsupported algorithm';
  const expected = createHmac('sha256', LOCAL_JWT_SECRET).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return 'Invalid JWT: signature does not match';
  }
  if (claims.exp !== undefined && typeof claims.exp !== 'number')
    return 'Invalid JWT: exp is not a number';
  if (typeof claims.exp === 'number' && claims.exp * 1000 <= now) return 'JWT expired';
  return claims;
}

/** A base64url segment decoded to a JSON object, or undefined for anything else. */
function decodeSegment(segment: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
