import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, PAINT_WAIT_MS, startApp } from './boot';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A fake PerformanceObserver that reports paint entries on demand. */
function fakePaintTiming() {
  const observers: ((names: string[]) => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(
      private readonly callback: (list: { getEntriesByName(n: string): unknown[] }) => void,
    ) {}
    observe() {
      observers.push((names) =>
        this.callback({ getEntriesByName: (name) => names.filter((n) => n === name) }),
      );
    }
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return (...names: string[]) => {
    for (const report of observers) report(names);
  };
}

describe('boot: the app starts after the prerendered page has painted (issue 11 "Figures")', () => {
  it('waits for the first contentful paint before fetching any code', () => {
    const paint = fakePaintTiming();
    const start = vi.fn();
    afterFirstPaint(start);
    expect(start).not.toHaveBeenCalled();
    paint('first-paint');
    expect(start).not.toHaveBeenCalled();
    paint('first-contentful-paint');
    expect(start).toHaveBeenCalledOnce();
  });

  it('starts after PAINT_WAIT_MS when no paint is ever reported, and only once', () => {
    vi.useFakeTimers();
    try {
      const paint = fakePaintTiming();
      const start = vi.fn();
      afterFirstPaint(start);
      vi.advanceTimersByTime(PAINT_WAIT_MS - 1);
      expect(start).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(start).toHaveBeenCalledOnce();
      paint('first-contentful-paint');
      expect(start).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts at once in a hidden tab, which paints nothing', () => {
    fakePaintTiming();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const start = vi.fn();
    afterFirstPaint(start);
    expect(start).toHaveBeenCalledOnce();
  });

  it('starts at once where the browser reports no paint timing', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const start = vi.fn();
    afterFirstPaint(start);
    expect(start).toHaveBeenCalledOnce();
  });

  it("preloads the app's modules as the build listed them", async () => {
    await startApp('data:text/javascript,export default 1', [
      '/assets/utils-1.js',
      '/assets/a-1.js',
    ]);
    const links = [...document.head.querySelectorAll('link[rel="modulepreload"]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/assets/utils-1.js',
      '/assets/a-1.js',
    ]);
    for (const link of links) link.remove();
  });
});
