import { describe, expect, it } from 'vitest';
import { createClient } from '../client';
import { listCalls } from '../resources/calls';
import { useCoreHarness } from '../testing/core-harness';
import { json } from '../testing/local-server';
import { type ClientOptions, checkOption, createCore, DEFAULT_MAX_RESPONSE_BYTES } from './core';

const h = useCoreHarness();

describe('client options are checked when the client is made', () => {
  const bad: [keyof ClientOptions, unknown, string][] = [
    ['maxRetries', Number.NaN, 'maxRetries must be a whole number from 0, got NaN'],
    ['maxRetries', -1, 'maxRetries must be a whole number from 0, got -1'],
    ['maxRetries', 1.5, 'maxRetries must be a whole number from 0, got 1.5'],
    ['maxRetries', Number.POSITIVE_INFINITY, 'got Infinity'],
    ['maxRetries', '3', 'got 3'],
    ['timeoutMs', Number.NaN, 'timeoutMs must be at most 2147483647 ms from 0, got NaN'],
    ['timeoutMs', -5, 'got -5'],
    // a timer this long would overflow and fire at once: every request would time out
    ['timeoutMs', Number.POSITIVE_INFINITY, 'got Infinity'],
    ['timeoutMs', 2 ** 31, 'got 2147483648'],
    ['retryDelayMs', Number.NaN, 'retryDelayMs must be'],
    ['maxRetryDelayMs', -1, 'maxRetryDelayMs must be'],
    ['maxResponseBytes', Number.NaN, 'maxResponseBytes must be a whole number from 0, got NaN'],
    ['maxResponseBytes', 0.5, 'got 0.5'],
  ];

  it.each(bad)('%s: %s is refused by createClient and createCore', (name, value, message) => {
    const options = { [name]: value } as ClientOptions;
    expect(() => createClient(options)).toThrow(RangeError);
    expect(() => createClient(options)).toThrow(message);
    expect(() => createCore(options)).toThrow(message);
  });

  it('accepts the documented values, including 0 for "none" and fractions of a millisecond', () => {
    for (const options of [
      {},
      { maxRetries: 0, timeoutMs: 0, maxResponseBytes: 0 },
      { maxRetries: 10, timeoutMs: 2_147_483_647, retryDelayMs: 0.5, maxRetryDelayMs: 60_000 },
      { maxResponseBytes: DEFAULT_MAX_RESPONSE_BYTES * 10 },
    ])
      expect(() => createClient(options)).not.toThrow();
    expect(DEFAULT_MAX_RESPONSE_BYTES).toBe(10 * 1024 * 1024);
  });

  it('checks the per-request timeout and body cap too, before sending', async () => {
    const core = await h.serve((_req, res) => json(res, 200, []));
    await expect(listCalls(core, {}, { timeoutMs: Number.NaN })).rejects.toThrow(
      'timeoutMs must be at most 2147483647 ms from 0, got NaN',
    );
    await expect(listCalls(core, {}, { maxResponseBytes: -1 })).rejects.toThrow(RangeError);
    expect(h.server?.requests).toEqual([]);
    await expect(listCalls(core, {}, { timeoutMs: 1_000 })).resolves.toEqual([]);
  });

  it('checkOption leaves undefined alone', () => {
    expect(() => checkOption('timeoutMs', undefined)).not.toThrow();
    expect(() => checkOption('maxRetries', undefined, true)).not.toThrow();
  });
});

describe('maxRetries: NaN no longer retries until the timeout', () => {
  it('a 503 with maxRetries 0 is asked once, and NaN never reaches the retry loop', async () => {
    await h.serve((_req, res) => json(res, 503, { message: 'busy' }));
    const client = createClient({ baseUrl: h.server?.url, maxRetries: 0, timeoutMs: 5_000 });
    await expect(client.calls.list()).rejects.toMatchObject({ reason: 'http', status: 503 });
    expect(h.server?.requests).toHaveLength(1);
    expect(() => createClient({ baseUrl: h.server?.url, maxRetries: Number.NaN })).toThrow(
      RangeError,
    );
  });
});
