import { describe, expect, it, vi } from 'vitest';
import {
  type FunctionsInvoker,
  fetchVoiceConfig,
  parseVoiceConfig,
  VoiceConfigError,
  voiceConfigQueryOptions,
} from './voice-config';

const backend = (answer: { data: unknown; error: unknown }) => {
  const invoke = vi.fn(async (_name: string) => answer);
  const client: FunctionsInvoker = { functions: { invoke } };
  return { invoke, load: async () => client };
};

describe('fetchVoiceConfig (SPEC §7 "Site calls": voice-config function, publicKey)', () => {
  it('invokes the voice-config function and returns the key and API base', async () => {
    const { invoke, load } = backend({
      data: { publicKey: 'pk_1', apiBaseUrl: 'http://127.0.0.1:54321/platform', other: 1 },
      error: null,
    });
    await expect(fetchVoiceConfig(load)).resolves.toEqual({
      publicKey: 'pk_1',
      apiBaseUrl: 'http://127.0.0.1:54321/platform',
    });
    expect(invoke).toHaveBeenCalledWith('voice-config');
  });

  it('rejects when the function fails, keeping the cause', async () => {
    const failure = new Error('Edge Function returned a non-2xx status code');
    const { load } = backend({ data: null, error: failure });
    const error = await fetchVoiceConfig(load).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VoiceConfigError);
    expect((error as VoiceConfigError).cause).toBe(failure);
  });

  it('rejects an answer without a publicKey (SPEC §8)', async () => {
    const { load } = backend({ data: { publicKey: '' }, error: null });
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

describe('voiceConfigQueryOptions (SPEC §9 data-fetch defaults)', () => {
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
