import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDLE_TIMEOUT_MS, whenIdle, whenPageIdle } from './when-idle';

describe('whenIdle', () => {
  it('waits for an idle period, capped at IDLE_TIMEOUT_MS, and can be cancelled', () => {
    const callbacks: (() => void)[] = [];
    const win = {
      requestIdleCallback: vi.fn((callback: () => void) => callbacks.push(callback)),
      cancelIdleCallback: vi.fn(),
    } as unknown as Window;
    const task = vi.fn();
    const cancel = whenIdle(task, win);
    expect(win.requestIdleCallback).toHaveBeenCalledWith(task, { timeout: IDLE_TIMEOUT_MS });
    expect(task).not.toHaveBeenCalled();
    callbacks[0]?.();
    expect(task).toHaveBeenCalledOnce();
    cancel();
    expect(win.cancelIdleCallback).toHaveBeenCalledWith(1);
  });

  it('runs in a later task where the browser has no idle callbacks', () => {
    vi.useFakeTimers();
    try {
      const task = vi.fn();
      whenIdle(task, {} as Window);
      expect(task).not.toHaveBeenCalled();
      vi.advanceTimersByTime(0);
      expect(task).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });
});

afterEach(() => vi.useRealTimers());

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

describe('whenPageIdle (background work never delays the page)', () => {
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
