import { createClient } from '@supabase/supabase-js';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { network, voiceConfigFunction } from '../testing/network';
import {
  fetchVoiceConfig,
  parseVoiceConfig,
  VoiceConfigError,
  voiceConfigQueryOptions,
} from './voice-config';

const ANON_KEY = 'anon-key-of-the-test-backend';
/** The real supabase-js client; msw runs the function's own handler behind it (test-setup.ts). */
const client = createClient('https://backend.test', ANON_KEY, {
  auth: { persistSession: false, autoRefreshToken: false },
});
const load = async () => client;

describe('fetchVoiceConfig: the voice-config function and its publicKey', () => {
  it('invokes the voice-config function with the anon key and returns the key and API base', async () => {
    const received = voiceConfigFunction({
      VAPI_PUBLIC_KEY: 'pk_1',
      VAPI_API_BASE_URL: 'http://127.0.0.1:54321/platform',
    });
    await expect(fetchVoiceConfig(load)).resolves.toEqual({
      publicKey: 'pk_1',
      apiBaseUrl: 'http://127.0.0.1:54321/platform',
    });
    expect(received).toHaveLength(1);
    expect(received[0]?.url.href).toBe('https://backend.test/functions/v1/voice-config');
    expect(received[0]?.headers.get('apikey')).toBe(ANON_KEY);
  });

  it('returns the key alone when the function has no API base', async () => {
    voiceConfigFunction({ VAPI_PUBLIC_KEY: 'pk_2' });
    await expect(fetchVoiceConfig(load)).resolves.toEqual({ publicKey: 'pk_2' });
  });

  it('rejects when the function fails (its 500 without a key), keeping the cause', async () => {
    voiceConfigFunction({});
    const error = await fetchVoiceConfig(load).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VoiceConfigError);
    expect((error as VoiceConfigError).cause).toMatchObject({
      name: 'FunctionsHttpError',
      context: expect.objectContaining({ status: 500 }),
    });
  });

  it('rejects when the backend cannot be reached', async () => {
    network.use(http.post('*/functions/v1/voice-config', () => HttpResponse.error()));
    const error = await fetchVoiceConfig(load).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VoiceConfigError);
    expect((error as VoiceConfigError).cause).toBeDefined();
  });

  it('rejects an answer without a publicKey', async () => {
    network.use(
      http.post('*/functions/v1/voice-config', () => HttpResponse.json({ publicKey: '' })),
    );
    await expect(fetchVoiceConfig(load)).rejects.toThrow('without a publicKey');
  });
});

describe('parseVoiceConfig', () => {
  it('accepts a JSON text body', () => {
    expect(parseVoiceConfig('{"publicKey":"pk"}')).toEqual({ publicKey: 'pk' });
  });

  it.each([null, 'not json', [], { publicKey: 7 }])('rejects %j', (body) => {
    expect(() => parseVoiceConfig(body)).toThrow(VoiceConfigError);
  });
});

describe('voiceConfigQueryOptions: the data-fetch defaults', () => {
  const { retry } = voiceConfigQueryOptions();

  it('retries a failed function call up to 3 times', () => {
    const failed = new VoiceConfigError('failed', { cause: new Error('500') });
    expect(retry(0, failed)).toBe(true);
    expect(retry(2, failed)).toBe(true);
    expect(retry(3, failed)).toBe(false);
  });

  it('does not retry an answer that simply has no key', () => {
    expect(retry(0, new VoiceConfigError('no key'))).toBe(false);
  });
});
