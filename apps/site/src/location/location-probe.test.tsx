import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe('LocationProbe', () => {
  it('renders nothing and starts the lookup once the page is idle', async () => {
    vi.useFakeTimers();
    const store = new LocationStore();
    const load = vi.spyOn(store, 'load').mockResolvedValue();
    const { container } = render(<LocationProbe store={store} />);
    expect(container).toBeEmptyDOMElement();
    expect(load).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(load).toHaveBeenCalledOnce();
  });
});
