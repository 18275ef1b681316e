import { delay, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { geolocationService } from '../testing/network';
import {
  DEFAULT_GEOLOCATION_URL,
  fetchLocation,
  geolocationUrl,
  parseLocation,
} from './fetch-location';

const url = 'https://geo.test/json';

describe('fetchLocation: a GET to an IP geolocation JSON service', () => {
  it('GETs the service as JSON, without cookies, and reads country_name and country_code', async () => {
    const received = geolocationService(url, () =>
      HttpResponse.json({ country_name: 'Portugal', country_code: 'PT', ip: 'x' }),
    );
    await expect(fetchLocation({ url, fetch })).resolves.toEqual({
      country: 'Portugal',
      countryCode: 'PT',
    });
    expect(received).toHaveLength(1);
    expect(received[0]?.headers.get('accept')).toBe('application/json');
    expect(received[0]?.credentials).toBe('omit');
  });

  it('rejects with "Failed to fetch location data" on a non-ok answer', async () => {
    geolocationService(url, () => HttpResponse.json({ error: true }, { status: 429 }));
    await expect(fetchLocation({ url, fetch })).rejects.toThrow(
      'Failed to fetch location data: HTTP 429',
    );
  });

  it('rejects an answer that is not JSON', async () => {
    geolocationService(url, () => HttpResponse.text('<html>busy</html>'));
    await expect(fetchLocation({ url, fetch })).rejects.toThrow(SyntaxError);
  });

  it('gives up after the timeout instead of waiting for a slow service', async () => {
    geolocationService(url, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    });
    await expect(fetchLocation({ url, fetch, timeoutMs: 20 })).rejects.toThrow(
      /timed? ?out|aborted/i,
    );
  });
});

describe('parseLocation', () => {
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
