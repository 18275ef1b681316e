import { waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { geolocationService } from '../testing/network';
import { geolocationUrl } from './fetch-location';
import { LocationStore } from './location-store';
import { startLocationLookup } from './lookup';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('startLocationLookup: the lookup runs in the background', () => {
  it('looks the visitor up once the page is idle, and not before', async () => {
    vi.useFakeTimers();
    const received = geolocationService(geolocationUrl(), () =>
      HttpResponse.json({ country_name: 'Peru', country_code: 'PE' }),
    );
    const store = new LocationStore();
    startLocationLookup(store);
    expect(store.getSnapshot().isLoading).toBe(false);
    await vi.runAllTimersAsync();
    vi.useRealTimers();
    await waitFor(() =>
      expect(store.getSnapshot()).toMatchObject({ country: 'Peru', countryCode: 'PE' }),
    );
    expect(received).toHaveLength(1);
  });
});
