import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LocationStore, useVisitorLocation } from './location-store';

const ok = (body: unknown) => vi.fn(async () => new Response(JSON.stringify(body)));

describe('LocationStore (SPEC §3 "Location lookup result": country, countryCode, isLoading, error)', () => {
  it('is loading while the lookup runs, then holds the country', async () => {
    let finish: (response: Response) => void = () => {};
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (finish = resolve)));
    const store = new LocationStore();
    const done = store.load({ fetch, url: 'https://geo.test/json' });
    expect(store.getSnapshot()).toMatchObject({ isLoading: true, country: null });
    finish(new Response(JSON.stringify({ country_name: 'Japan', country_code: 'JP' })));
    await done;
    expect(store.getSnapshot()).toEqual({
      country: 'Japan',
      countryCode: 'JP',
      isLoading: false,
      error: null,
    });
  });

  it('logs "Failed to fetch location data" and keeps the error, never rejecting (SPEC §8)', async () => {
    const log = { error: vi.fn() };
    const store = new LocationStore();
    const fetch = vi.fn(async () => new Response('busy', { status: 503 }));
    await expect(store.load({ fetch, url: 'https://geo.test/json', log })).resolves.toBeUndefined();
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
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await store.load({ fetch, url: 'https://geo.test/json', log });
    expect(store.getSnapshot().error).toBe('Failed to fetch');
  });

  it('looks up only once', async () => {
    const fetch = ok({ country_name: 'Chile', country_code: 'CL' });
    const store = new LocationStore();
    await Promise.all([store.load({ fetch, url: 'u' }), store.load({ fetch, url: 'u' })]);
    await store.load({ fetch, url: 'u' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('re-renders readers of useVisitorLocation when the result arrives', async () => {
    const store = new LocationStore();
    function Reader() {
      const { country, isLoading } = useVisitorLocation(store);
      return <p>{isLoading ? 'loading' : (country ?? 'unknown')}</p>;
    }
    const { container } = render(<Reader />);
    expect(container).toHaveTextContent('unknown');
    await act(() => store.load({ fetch: ok({ country_name: 'Kenya' }), url: 'u' }));
    expect(container).toHaveTextContent('Kenya');
  });
});
