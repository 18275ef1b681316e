import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
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
  let decodedHeader: { alg?: string };
  let claims: JwtClaims;
  try {
    decodedHeader = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return 'Invalid JWT: header or payload is not base64url JSON';
  }
  if (decodedHeader.alg !== 'HS256') return 'Invalid JWT: unsupported algorithm';
  const expected = createHmac('sha256', LOCAL_JWT_SECRET).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return 'Invalid JWT: signature does not match';
  }
  if (typeof claims.exp === 'number' && claims.exp * 1000 <= now) return 'JWT expired';
  return claims;
}
