import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { geolocationService } from '../testing/network';
import { LocationStore } from './location-store';

const url = 'https://geo.test/json';

describe('LocationStore: country, countryCode, isLoading, error', () => {
  it('is loading while the lookup runs, then holds the country', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    geolocationService(url, async () => {
      await answered;
      return HttpResponse.json({ country_name: 'Japan', country_code: 'JP' });
    });
    const store = new LocationStore();
    const done = store.load({ url });
    expect(store.getSnapshot()).toMatchObject({ isLoading: true, country: null });
    answer();
    await done;
    expect(store.getSnapshot()).toEqual({
      country: 'Japan',
      countryCode: 'JP',
      isLoading: false,
      error: null,
    });
  });

  it('logs "Failed to fetch location data" and keeps the error, never rejecting', async () => {
    const log = { error: vi.fn() };
    const store = new LocationStore();
    geolocationService(url, () => HttpResponse.text('busy', { status: 503 }));
    await expect(store.load({ url, log })).resolves.toBeUndefined();
    expect(log.error).toHaveBeenCalledWith('Failed to fetch location data', expect.any(Error));
    expect(store.getSnapshot()).toMatchObject({
      isLoading: false,
      country: null,
      error: 'Failed to fetch location data: HTTP 503',
    });
  });

  it('swallows network errors too', async () => {
    const log = { error: vi.fn() };
    const store = new LocationStore();
    geolocationService(url, () => HttpResponse.error());
    await store.load({ url, log });
    expect(log.error).toHaveBeenCalledWith('Failed to fetch location data', expect.any(TypeError));
    expect(store.getSnapshot()).toMatchObject({ isLoading: false, error: 'Failed to fetch' });
  });

  it('looks up only once', async () => {
    const received = geolocationService(url, () =>
      HttpResponse.json({ country_name: 'Chile', country_code: 'CL' }),
    );
    const store = new LocationStore();
    await Promise.all([store.load({ url }), store.load({ url })]);
    await store.load({ url });
    expect(received).toHaveLength(1);
    expect(store.getSnapshot().countryCode).toBe('CL');
  });

  it('tells its subscribers when the result arrives', async () => {
    geolocationService(url, () => HttpResponse.json({ country_name: 'Kenya' }));
    const store = new LocationStore();
    const seen: string[] = [];
    const unsubscribe = store.subscribe(() => {
      const { country, isLoading } = store.getSnapshot();
      seen.push(isLoading ? 'loading' : (country ?? 'unknown'));
    });
    await store.load({ url });
    unsubscribe();
    expect(seen).toEqual(['loading', 'Kenya']);
  });
});
