import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_GEOLOCATION_URL,
  fetchLocation,
  geolocationUrl,
  parseLocation,
} from './fetch-location';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('fetchLocation (SPEC §7 "Site calls": GET to an IP geolocation JSON service)', () => {
  it('GETs the service and reads country_name and country_code', async () => {
    const fetch = vi.fn(async () =>
      json({ country_name: 'Portugal', country_code: 'PT', ip: 'x' }),
    );
    await expect(fetchLocation({ url: 'https://geo.test/json', fetch })).resolves.toEqual({
      country: 'Portugal',
      countryCode: 'PT',
    });
    expect(fetch).toHaveBeenCalledWith(
      'https://geo.test/json',
      expect.objectContaining({ credentials: 'omit', signal: expect.any(AbortSignal) }),
    );
  });

  it('rejects with "Failed to fetch location data" on a non-ok answer (SPEC §8)', async () => {
    const fetch = vi.fn(async () => json({ error: true }, 429));
    await expect(fetchLocation({ url: 'https://geo.test/json', fetch })).rejects.toThrow(
      'Failed to fetch location data: HTTP 429',
    );
  });

  it('gives up after the timeout instead of waiting for a slow service', async () => {
    const fetch = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    await expect(
      fetchLocation({
        url: 'https://geo.test/json',
        fetch: fetch as typeof globalThis.fetch,
        timeoutMs: 20,
      }),
    ).rejects.toThrow(/timed? ?out|aborted/i);
  });
});

describe('parseLocation (SPEC §3 "Location lookup result")', () => {
  it('keeps missing or odd fields as null', () => {
    expect(parseLocation({ country_name: '', country_code: 7 })).toEqual({
      country: null,
      countryCode: null,
    });
    expect(parseLocation('nope')).toEqual({ country: null, countryCode: null });
  });
});

describe('geolocationUrl', () => {
  it('uses VITE_GEOLOCATION_URL when set and the default otherwise', () => {
    expect(geolocationUrl({ VITE_GEOLOCATION_URL: 'https://geo.test/json' })).toBe(
      'https://geo.test/json',
    );
    expect(geolocationUrl({})).toBe(DEFAULT_GEOLOCATION_URL);
  });
});
