// voice-config through the gateway and the real Deno runtime, invoked as the site invokes it
// (docs/requirements.md#site-calls, docs/requirements.md#site-messages).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_VOICE_PUBLIC_KEY } from '../keys';
import { denoBinary, functionsDir, functionsRouterFile, repoRoot } from '../paths';
import type { LocalStack } from '../stack';
import { siteClient } from '../testing/clients';
import { startTestStack } from '../testing/engine';

describe('with the key configured', () => {
  let stack: LocalStack;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(() => stack?.stop());

  it('functions.invoke returns the public key and the simulator as apiBaseUrl', async () => {
    const site = siteClient(stack.url, stack.anonKey);
    const { data, error } = await site.functions.invoke('voice-config');
    await site.auth.stopAutoRefresh();
    expect(error).toBeNull();
    expect(data).toEqual({ publicKey: LOCAL_VOICE_PUBLIC_KEY, apiBaseUrl: stack.url });
  });

  it('passes the preflight of functions.invoke from the site origin (answered by the function)', async () => {
    // Which headers does supabase-js really send with invoke? Record them, then preflight those.
    let sent: Headers | undefined;
    const recorder = siteClient(stack.url, stack.anonKey, (input, init) => {
      sent = new Headers(init?.headers);
      return fetch(input, init);
    });
    await recorder.functions.invoke('voice-config');
    await recorder.auth.stopAutoRefresh();
    const asked = [...(sent?.keys() ?? [])];
    expect(asked).toContain('apikey');
    const res = await fetch(`${stack.functionsUrl}/voice-config`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': asked.join(','),
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    const allowed = (res.headers.get('access-control-allow-headers') ?? '').split(/,\s*/);
    // Headers a browser may send without permission (CORS-safelisted) need no listing.
    const safelisted = ['accept', 'accept-language', 'content-language'];
    for (const header of asked.filter((name) => !safelisted.includes(name))) {
      expect(allowed).toContain(header);
    }
  });

  it('needs an apikey: missing or wrong gets 401 JSON with CORS', async () => {
    const missing = await fetch(`${stack.functionsUrl}/voice-config`, { method: 'POST' });
    expect(missing.status).toBe(401);
    expect(missing.headers.get('access-control-allow-origin')).toBe('*');
    expect(await missing.json()).toMatchObject({ message: 'No API key found in request' });
    const wrong = await fetch(`${stack.functionsUrl}/voice-config`, {
      method: 'POST',
      headers: { apikey: 'not-a-key' },
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ message: 'Invalid API key' });
  });

  it('answers 404 like Supabase for a function that does not exist', async () => {
    const res = await fetch(`${stack.functionsUrl}/no-such-function`, {
      method: 'POST',
      headers: { apikey: stack.anonKey },
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'Requested function was not found',
    });
  });
});

describe('without the key (--no-voice-key)', () => {
  let stack: LocalStack;
  beforeAll(async () => {
    stack = await startTestStack({ withoutVoiceKey: true });
  });
  afterAll(() => stack?.stop());

  it('functions.invoke gets the 500 JSON error from the function', async () => {
    const site = siteClient(stack.url, stack.anonKey);
    const { data, error } = await site.functions.invoke('voice-config');
    await site.auth.stopAutoRefresh();
    expect(data).toBeNull();
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const response = (error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(500);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toMatchObject({ error: { code: 'voice_config_missing' } });
    expect(stack.voicePublicKey).toBeUndefined();
  });
});

describe('the deployable code', () => {
  it('type-checks under Deno with no remote imports', () => {
    const output = execFileSync(
      denoBinary(),
      [
        'check',
        '--no-config',
        '--no-lock',
        '--no-remote',
        '--no-npm',
        join(functionsDir, 'voice-config', 'index.ts'),
        functionsRouterFile,
      ],
      {
        env: {
          PATH: process.env.PATH,
          DENO_NO_UPDATE_CHECK: '1',
          NO_COLOR: '1',
          DENO_DIR: join(repoRoot, '.data', 'deno-check'),
        },
        encoding: 'utf8',
        stdio: 'pipe',
      },
    );
    expect(output).not.toMatch(/error/i);
  });
});
