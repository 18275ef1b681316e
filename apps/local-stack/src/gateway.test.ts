// The gateway in front of the APIs: API keys checked like Supabase's gateway, CORS for the site's
// origins (the site's calls from the browser, docs/requirements.md#site-calls), health and unknown
// routes.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openGateway } from './gateway';
import { LOCAL_JWT_SECRET } from './keys';
import type { LocalStack } from './stack';
import { countDemoRequests, serviceClient, siteClient, validRequest } from './testing/clients';
import { startTestStack } from './testing/engine';

let stack: LocalStack;

beforeAll(async () => {
  stack = await startTestStack();
});

afterAll(() => stack?.stop());

describe('API keys at the gateway (like Supabase)', () => {
  it('answers 401 with a JSON error when the apikey is missing', async () => {
    const res = await fetch(`${stack.restUrl}/demo_requests`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(validRequest()),
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toMatchObject({ message: 'No API key found in request' });
  });

  it('answers 401 for a wrong key, through supabase-js too', async () => {
    const forged = siteClient(stack.url, `${stack.anonKey.slice(0, -4)}AAAA`);
    const { error, status } = await forged.from('demo_requests').insert(validRequest('-wrong'));
    await forged.auth.stopAutoRefresh();
    expect(status).toBe(401);
    expect(error?.message).toBe('Invalid API key');
  });

  it('lets PostgREST refuse a forged JWT even with a valid apikey', async () => {
    const res = await fetch(`${stack.restUrl}/demo_requests`, {
      method: 'POST',
      headers: {
        apikey: stack.anonKey,
        Authorization: `Bearer ${stack.serviceRoleKey.slice(0, -4)}AAAA`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(validRequest('-jwt')),
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'PGRST301' });
  });

  it('uses the apikey as the bearer when no Authorization is sent (service role reads)', async () => {
    const res = await fetch(`${stack.restUrl}/demo_requests?select=id&limit=1`, {
      headers: { apikey: stack.serviceRoleKey },
    });
    expect(res.status).toBe(200);
  });
});

describe('CORS for the site (http://127.0.0.1:5173 dev, :4173 preview)', () => {
  it('passes the preflight of the insert the site sends, and exposes the answer', async () => {
    // Which headers does supabase-js really send? Record them, then preflight exactly those.
    let sent: Headers | undefined;
    const recorder = siteClient(stack.url, stack.anonKey, (input, init) => {
      sent = new Headers(init?.headers);
      return fetch(input, init);
    });
    await recorder.from('demo_requests').insert(validRequest('-cors'));
    await recorder.auth.stopAutoRefresh();
    const asked = [...(sent?.keys() ?? [])].join(', ');
    expect(asked).toContain('apikey');

    for (const origin of ['http://127.0.0.1:5173', 'http://127.0.0.1:4173']) {
      const preflight = await fetch(`${stack.restUrl}/demo_requests`, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': asked,
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
      expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
      const allowed = (preflight.headers.get('access-control-allow-headers') ?? '').toLowerCase();
      for (const header of sent?.keys() ?? []) expect(allowed).toContain(header);
    }

    const answer = await fetch(`${stack.restUrl}/demo_requests`, {
      method: 'POST',
      headers: {
        Origin: 'http://127.0.0.1:5173',
        apikey: stack.anonKey,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(validRequest('-cors2')),
    });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('adds CORS to gateway errors so the browser can read them', async () => {
    const res = await fetch(`${stack.restUrl}/demo_requests`, {
      headers: { Origin: 'http://127.0.0.1:5173' },
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('the service-role key from a browser (its keys are public, so origins matter)', () => {
  /** A token anyone can mint with the public local secret, claiming the service role. */
  function mintedServiceToken(): string {
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ role: 'service_role', exp: 4_000_000_000 })}`;
    return `${unsigned}.${createHmac('sha256', LOCAL_JWT_SECRET).update(unsigned).digest('base64url')}`;
  }

  it('refuses it from any other website with 403, before the request runs, and without CORS', async () => {
    const service = serviceClient(stack.url, stack.serviceRoleKey);
    await service.from('demo_requests').insert(validRequest('-evil-target'));
    const before = await countDemoRequests(service);
    const attempts: Array<[string, Record<string, string>]> = [
      ['service-role apikey', { apikey: stack.serviceRoleKey }],
      [
        'service-role bearer',
        { apikey: stack.anonKey, Authorization: `Bearer ${stack.serviceRoleKey}` },
      ],
      [
        'minted service_role JWT',
        { apikey: stack.anonKey, Authorization: `Bearer ${mintedServiceToken()}` },
      ],
    ];
    for (const [what, headers] of attempts) {
      const res = await fetch(`${stack.restUrl}/demo_requests?work_email=not.is.null`, {
        method: 'DELETE',
        headers: { ...headers, Origin: 'https://evil.example' },
      });
      expect(res.status, what).toBe(403);
      expect(res.headers.get('access-control-allow-origin'), what).toBeNull();
      expect(await res.json(), what).toMatchObject({
        message: expect.stringContaining('not from https://evil.example'),
      });
    }
    const functions = await fetch(`${stack.functionsUrl}/voice-config`, {
      method: 'POST',
      headers: { apikey: stack.serviceRoleKey, Origin: 'null' },
    });
    expect(functions.status).toBe(403);
    expect(await countDemoRequests(service)).toBe(before);
  });

  it("answers it from the site's dev and preview origins with that origin, not a wildcard", async () => {
    for (const origin of ['http://127.0.0.1:5173', 'http://localhost:4173']) {
      const res = await fetch(`${stack.restUrl}/demo_requests?select=id&limit=1`, {
        headers: { apikey: stack.serviceRoleKey, Origin: origin },
      });
      expect(res.status, origin).toBe(200);
      expect(res.headers.get('access-control-allow-origin'), origin).toBe(origin);
      expect(res.headers.get('vary'), origin).toContain('Origin');
    }
  });

  it('keeps the wildcard for the anon key, from any origin', async () => {
    const res = await fetch(`${stack.restUrl}/demo_requests`, {
      method: 'POST',
      headers: {
        apikey: stack.anonKey,
        Origin: 'https://partner.example',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(validRequest('-partner')),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('accepts more site origins when told (siteOrigins)', async () => {
    const gateway = await openGateway('127.0.0.1', 0, { siteOrigins: ['http://127.0.0.1:5240'] });
    try {
      gateway.parts.simulator = 'ok';
      const at = (origin: string) =>
        fetch(`http://127.0.0.1:${gateway.port}/nowhere`, {
          headers: { apikey: stack.serviceRoleKey, Origin: origin },
        });
      const allowed = await at('http://127.0.0.1:5240');
      expect(allowed.status).toBe(404);
      expect(allowed.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5240');
      expect((await at('http://127.0.0.1:5241')).status).toBe(403);
    } finally {
      await gateway.close();
    }
  });
});

describe('health', () => {
  it('answers 200 with every part ok, without an apikey', async () => {
    const res = await fetch(stack.healthUrl);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      status: 'ok',
      parts: { database: 'ok', rest: 'ok', functions: 'ok', simulator: 'ok' },
    });
  });

  it('answers 404 with a JSON error for routes it does not know', async () => {
    const res = await fetch(`${stack.url}/storage/v1/bucket`, {
      headers: { apikey: stack.anonKey },
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: 'no Route matched with those values' });
  });
});

describe('before the parts are ready', () => {
  it('answers /health with 503 and each part starting, and the APIs with 503 JSON', async () => {
    const gateway = await openGateway('127.0.0.1', 0);
    try {
      const origin = `http://127.0.0.1:${gateway.port}`;
      const health = await fetch(`${origin}/health`);
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({
        status: 'unavailable',
        parts: {
          database: 'starting',
          rest: 'starting',
          functions: 'starting',
          simulator: 'starting',
        },
      });
      const rest = await fetch(`${origin}/rest/v1/demo_requests`, {
        headers: { apikey: stack.anonKey },
      });
      expect(rest.status).toBe(503);
      expect(rest.headers.get('retry-after')).toBe('1');
      const call = await fetch(`${origin}/call/web`, { method: 'POST' });
      expect(call.status).toBe(503);

      expect((await fetch(`${origin}/ready`)).status).toBe(503);
      expect((await fetch(`${origin}/live`)).status).toBe(200);

      gateway.parts.database = 'ok';
      gateway.parts.rest = 'failed';
      expect((await fetch(`${origin}/health`)).status).toBe(503);
      gateway.parts.rest = 'ok';
      gateway.parts.functions = 'ok';
      gateway.parts.simulator = 'ok';
      expect((await fetch(`${origin}/ready`)).status).toBe(200);
    } finally {
      await gateway.close();
    }
  });
});
