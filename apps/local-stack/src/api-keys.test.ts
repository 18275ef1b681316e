// The gateway's key checks (Supabase's gateway behaviour, the anonymous public key of
// docs/requirements.md#access).
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkApiKey, verifyJwt } from './api-keys';
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY } from './keys';

function sign(claims: Record<string, unknown>, secret = LOCAL_JWT_SECRET): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

describe('checkApiKey', () => {
  it('accepts the anon and service-role keys only', () => {
    expect(checkApiKey(LOCAL_ANON_KEY)).toBeUndefined();
    expect(checkApiKey(LOCAL_SERVICE_ROLE_KEY)).toBeUndefined();
    expect(checkApiKey(undefined)?.message).toBe('No API key found in request');
    expect(checkApiKey('')?.message).toBe('No API key found in request');
    expect(checkApiKey(sign({ role: 'anon' }))?.message).toBe('Invalid API key');
  });
});

describe('verifyJwt', () => {
  it('verifies the local keys and returns their claims', () => {
    expect(verifyJwt(LOCAL_ANON_KEY)).toMatchObject({ role: 'anon', iss: 'local-stack' });
    expect(verifyJwt(LOCAL_SERVICE_ROLE_KEY)).toMatchObject({ role: 'service_role' });
  });

  it('refuses tokens signed with another secret, expired, malformed or of another algorithm', () => {
    expect(verifyJwt(sign({ role: 'anon' }, 'another-secret-another-secret-another'))).toMatch(
      /signature/,
    );
    expect(verifyJwt(sign({ role: 'anon', exp: 1 }))).toBe('JWT expired');
    expect(verifyJwt('not.a-jwt')).toMatch(/three/);
    expect(verifyJwt('a.b.c')).toMatch(/base64url JSON/);
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{}').toString('base64url')}.`;
    expect(verifyJwt(none)).toMatch(/algorithm/);
  });

  it('refuses JSON that is not an object in the header or the claims, without throwing', () => {
    const segment = (json: string) => Buffer.from(json).toString('base64url');
    for (const [header, claims] of [
      ['null', '{}'],
      ['{"alg":"HS256"}', 'null'],
      ['[]', '{}'],
      ['"HS256"', '{}'],
      ['{"alg":"HS256"}', '7'],
    ] as const) {
      expect(verifyJwt(`${segment(header)}.${segment(claims)}.c2ln`)).toMatch(
        /not a base64url JSON object/,
      );
    }
  });

  it('refuses a signed token whose exp is not a number', () => {
    expect(verifyJwt(sign({ role: 'anon', exp: 'tomorrow' }))).toBe(
      'Invalid JWT: exp is not a number',
    );
  });
});
