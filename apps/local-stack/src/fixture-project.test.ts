// The stack runs any Supabase project folder the way Supabase would: its migrations, its functions
// (each index.ts unmodified, shared code, verify_jwt from config.toml, disabled ones left out),
// and a function that throws answers 500 without taking the others down.
import { createHmac } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from './paths';
import type { LocalStack } from './stack';
import { startTestStack } from './testing/engine';

let stack: LocalStack;
const logged: string[] = [];
beforeAll(async () => {
  stack = await startTestStack({
    snapshotDir: false,
    supabaseDir: join(repoRoot, 'apps', 'local-stack', 'fixtures', 'project'),
    limits: { functionsTimeoutMs: 1_500 },
    log: (line) => logged.push(line),
  });
});
afterAll(() => stack?.stop());

const call = (name: string, init: RequestInit = {}) =>
  fetch(`${stack.functionsUrl}/${name}`, {
    ...init,
    headers: { apikey: stack.anonKey, ...(init.headers as Record<string, string>) },
  });

describe('a project of its own', () => {
  it("applies the project's migrations", async () => {
    expect(stack.appliedMigrations).toEqual(['1']);
    const res = await fetch(`${stack.restUrl}/notes`, {
      headers: { apikey: stack.serviceRoleKey },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
  });

  it('serves a function with shared code, its sub-paths, query and body, and the standard variables', async () => {
    const res = await call('open/sub/path?x=1', { method: 'POST', body: 'ping' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      greeting: 'hello, fixture',
      method: 'POST',
      path: '/open/sub/path',
      search: '?x=1',
      body: 'ping',
      supabaseUrl: stack.url,
    });
  });

  it('enforces verify_jwt: no token or a forged one is refused at the gateway, a valid one passes', async () => {
    const missing = await call('guarded');
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ code: 401, message: 'Missing authorization header' });

    const unsigned = `${stack.anonKey.split('.').slice(0, 2).join('.')}`;
    const forgedSignature = createHmac('sha256', 'not-the-secret')
      .update(unsigned)
      .digest('base64url');
    const forged = await call('guarded', {
      headers: { Authorization: `Bearer ${unsigned}.${forgedSignature}` },
    });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ message: 'Invalid JWT: signature does not match' });

    const ok = await call('guarded', { headers: { Authorization: `Bearer ${stack.anonKey}` } });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('guarded ok');
  });

  const segment = (json: string) => Buffer.from(json).toString('base64url');
  it.each([
    ['a header of null', `${segment('null')}.${segment('{}')}.c2ln`],
    ['claims of null', `${segment('{"alg":"HS256"}')}.${segment('null')}.c2ln`],
    ['an array header', `${segment('[]')}.${segment('{}')}.c2ln`],
    ['numeric claims', `${segment('{"alg":"HS256"}')}.${segment('42')}.c2ln`],
    ['empty segments', '..'],
    ['one segment', 'null'],
  ])('answers a malformed JWT (%s) with 401 JSON, never a 500', async (_, token) => {
    const res = await call('guarded', { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await res.json()) as { message: string };
    expect(body.message).toMatch(/^Invalid JWT/);
    expect(JSON.stringify(body)).not.toMatch(/TypeError|at |Cannot read/);
  });

  it('answers 500 for a function that throws, and keeps serving the others', async () => {
    // verify_jwt is on for it, so send the anon key as the bearer, as supabase-js does.
    const broken = await call('broken', { headers: { Authorization: `Bearer ${stack.anonKey}` } });
    expect(broken.status).toBe(500);
    expect(await broken.json()).toEqual({
      code: 'WORKER_ERROR',
      message: 'Function exited due to an error',
    });
    expect((await call('open')).status).toBe(200);
  });

  it('treats lines that merely look like the runtime announcing its port as output', async () => {
    // noisy prints `{"listening": not json` and the like while loading and on each request.
    const res = await call('noisy');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('noisy ok');
    expect((await fetch(stack.healthUrl)).status).toBe(200);
    expect(logged).toContain('[functions] {"listening": not json');
    expect(logged).toContain('[functions] {"listening":"soon"}');
  });

  it('answers 504 WORKER_TIMEOUT when a function takes longer than the gateway waits', async () => {
    const res = await call('slow?ms=10000');
    expect(res.status).toBe(504);
    expect(await res.json()).toEqual({
      code: 'WORKER_TIMEOUT',
      message: 'The function did not answer within 1.5 s.',
    });
    expect(await (await call('slow?ms=10')).text()).toBe('slow ok after 10 ms');
  });

  it('does not serve shared code folders or disabled functions', async () => {
    expect((await call('_shared')).status).toBe(404);
    expect((await call('disabled')).status).toBe(404);
  });
});
