import { render, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { geolocationService } from '../testing/network';
import { geolocationUrl } from './fetch-location';
import { LocationProbe, whenPageIdle } from './location-probe';
import { LocationStore } from './location-store';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function fakeWindow(readyState: DocumentReadyState, idle = true) {
  const listeners = new Map<string, () => void>();
  const idleCallbacks: (() => void)[] = [];
  const win = {
    document: { readyState },
    addEventListener: vi.fn((type: string, listener: () => void) => listeners.set(type, listener)),
    removeEventListener: vi.fn((type: string) => listeners.delete(type)),
    requestIdleCallback: idle
      ? vi.fn((callback: () => void) => idleCallbacks.push(callback))
      : undefined,
    cancelIdleCallback: vi.fn(),
  };
  return { win: win as unknown as Window, listeners, idleCallbacks };
}

describe('whenPageIdle (SPEC §3: the lookup never delays the page)', () => {
  it('waits for the load event, then for an idle moment', () => {
    const task = vi.fn();
    const { win, listeners, idleCallbacks } = fakeWindow('loading');
    whenPageIdle(task, win);
    expect(idleCallbacks).toHaveLength(0);
    listeners.get('load')?.();
    expect(task).not.toHaveBeenCalled();
    idleCallbacks[0]?.();
    expect(task).toHaveBeenCalledOnce();
  });

  it('falls back to a short timer where requestIdleCallback is missing', () => {
    vi.useFakeTimers();
    const task = vi.fn();
    whenPageIdle(task, fakeWindow('complete', false).win);
    vi.advanceTimersByTime(999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
  });

  it('cancels cleanly before the page has loaded', () => {
    const task = vi.fn();
    const { win, listeners } = fakeWindow('loading');
    const cancel = whenPageIdle(task, win);
    cancel();
    expect(listeners.has('load')).toBe(false);
  });
});

describe('LocationProbe (SPEC §7: the lookup runs in the background)', () => {
  it('renders nothing and looks the visitor up once the page is idle', async () => {
    vi.useFakeTimers();
    const received = geolocationService(geolocationUrl(), () =>
      HttpResponse.json({ country_name: 'Peru', country_code: 'PE' }),
    );
    const store = new LocationStore();
    const { container } = render(<LocationProbe store={store} />);
    expect(container).toBeEmptyDOMElement();
    expect(store.getSnapshot().isLoading).toBe(false);
    await vi.runAllTimersAsync();
    vi.useRealTimers();
    await waitFor(() =>
      expect(store.getSnapshot()).toMatchObject({ country: 'Peru', countryCode: 'PE' }),
    );
    expect(received).toHaveLength(1);
  });
});
