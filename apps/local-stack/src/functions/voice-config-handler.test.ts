// The voice-config edge function's handler alone, in Node
// (docs/requirements.md#the-voice-configuration-function, docs/requirements.md#site-calls,
// docs/requirements.md#site-messages).
import { describe, expect, it } from 'vitest';
import {
  corsHeaders,
  handleVoiceConfig,
} from '../../../../supabase/functions/voice-config/handler';

const url = 'http://localhost/voice-config';

describe('handleVoiceConfig', () => {
  it('answers the public key from VAPI_PUBLIC_KEY', async () => {
    const res = handleVoiceConfig(new Request(url, { method: 'POST' }), {
      VAPI_PUBLIC_KEY: 'pk_1',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ publicKey: 'pk_1' });
  });

  it('adds apiBaseUrl when one is configured, and answers GET too', async () => {
    const res = handleVoiceConfig(new Request(url), {
      VAPI_PUBLIC_KEY: ' pk_2 ',
      VAPI_API_BASE_URL: 'http://127.0.0.1:54321',
    });
    expect(await res.json()).toEqual({ publicKey: 'pk_2', apiBaseUrl: 'http://127.0.0.1:54321' });
  });

  it.each([
    ['unset', {}],
    ['empty', { VAPI_PUBLIC_KEY: '' }],
    ['blank', { VAPI_PUBLIC_KEY: '   ' }],
  ])('answers a 500 JSON error when the key is %s', async (_, env) => {
    const res = handleVoiceConfig(new Request(url, { method: 'POST' }), env);
    expect(res.status).toBe(500);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const body = await res.json();
    expect(body).toEqual({
      error: { code: 'voice_config_missing', message: expect.stringContaining('VAPI_PUBLIC_KEY') },
    });
    expect(body).not.toHaveProperty('publicKey');
  });

  it('answers 500 for an apiBaseUrl that is not an http(s) URL', async () => {
    const res = handleVoiceConfig(new Request(url), {
      VAPI_PUBLIC_KEY: 'pk',
      VAPI_API_BASE_URL: 'ftp://example.com',
    });
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({ error: { code: 'voice_config_invalid' } });
  });

  it('answers preflights with 204 and the headers supabase-js sends', () => {
    const res = handleVoiceConfig(new Request(url, { method: 'OPTIONS' }), {});
    expect(res.status).toBe(204);
    const allowed = res.headers.get('access-control-allow-headers') ?? '';
    for (const header of ['authorization', 'x-client-info', 'apikey', 'content-type']) {
      expect(allowed).toContain(header);
    }
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('refuses other methods with 405 and CORS', async () => {
    const res = handleVoiceConfig(new Request(url, { method: 'DELETE' }), {
      VAPI_PUBLIC_KEY: 'pk',
    });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, POST, OPTIONS');
    expect(res.headers.get('access-control-allow-origin')).toBe(
      corsHeaders['Access-Control-Allow-Origin'],
    );
    expect(await res.json()).toMatchObject({ error: { code: 'method_not_allowed' } });
  });
});
