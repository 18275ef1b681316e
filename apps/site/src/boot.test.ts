import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  afterFirstPaint,
  holdEarlyActions,
  onFirstInteraction,
  PAINT_WAIT_MS,
  startApp,
} from './boot';
import { HYDRATED_ATTRIBUTE, markHydrated } from './lib/hydration';

afterEach(() => {
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
  document.body.replaceChildren();
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

  it('waits for the paint timing entry, not the window load nor the frame after it', async () => {
    // From a nearby server the page loads before its first paint, and a frame handed over by the
    // main thread is presented later still: code fetched at either point delays the first paint.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const paint = fakePaintTiming();
      vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
        callback(0);
        return 1;
      });
      vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
      const start = vi.fn();
      afterFirstPaint(start);
      window.dispatchEvent(new Event('load'));
      await sleep(50); // real time: past any task posted from the frame
      expect(start).not.toHaveBeenCalled();
      paint('first-contentful-paint');
      expect(start).toHaveBeenCalledOnce();
      vi.advanceTimersByTime(PAINT_WAIT_MS);
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

describe('boot: nothing the visitor does before the app is in is lost', () => {
  function prerendered() {
    document.body.innerHTML =
      '<div id="root"><form><button type="submit">Open menu</button></form><a href="#x">Link</a></div><button id="outside">Outside</button>';
    const root = document.getElementById('root') as HTMLElement;
    const button = root.querySelector('button') as HTMLButtonElement;
    return { root, button };
  }

  it('holds a click on a button until the app has hydrated, then replays it on that button', () => {
    const { root, button } = prerendered();
    holdEarlyActions(root);
    const seen = vi.fn();
    button.addEventListener('click', (event) => seen(event.defaultPrevented));
    const submitted = vi.fn((event: Event) => event.preventDefault());
    button.form?.addEventListener('submit', submitted);

    button.click();
    expect(seen).not.toHaveBeenCalled();
    expect(submitted).not.toHaveBeenCalled();

    markHydrated();
    expect(seen).toHaveBeenCalledOnce();
    expect(submitted).toHaveBeenCalledOnce();
    // From then on clicks go straight through.
    button.click();
    expect(seen).toHaveBeenCalledTimes(2);
  });

  it('lets links and elements outside the page through at once', () => {
    const { root } = prerendered();
    holdEarlyActions(root);
    const link = root.querySelector('a') as HTMLAnchorElement;
    const outside = document.getElementById('outside') as HTMLButtonElement;
    const clicks = vi.fn();
    link.addEventListener('click', clicks);
    outside.addEventListener('click', clicks);
    link.click();
    outside.click();
    expect(clicks).toHaveBeenCalledTimes(2);
  });

  it('replays nothing when the held button is gone after hydration', () => {
    const { root, button } = prerendered();
    holdEarlyActions(root);
    const seen = vi.fn();
    button.addEventListener('click', seen);
    button.click();
    button.remove();
    markHydrated();
    expect(seen).not.toHaveBeenCalled();
  });

  it('starts the app at the first pointer or key press, once', () => {
    const start = vi.fn();
    onFirstInteraction(start);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    document.dispatchEvent(new Event('pointerdown'));
    expect(start).toHaveBeenCalledOnce();
  });

  it('holds a form submitted another way (requestSubmit) and submits it again after hydration', () => {
    const { root, button } = prerendered();
    const form = button.form as HTMLFormElement;
    holdEarlyActions(root);
    const submitted = vi.fn((event: SubmitEvent) => {
      event.preventDefault();
      return event.submitter;
    });
    form.addEventListener('submit', submitted);

    form.requestSubmit(button);
    // Held: neither the app's handler nor the browser's own submission (a navigation) sees it.
    expect(submitted).not.toHaveBeenCalled();

    markHydrated();
    expect(submitted).toHaveBeenCalledOnce();
    // The same submitter as the visitor's.
    expect(submitted.mock.results[0]?.value).toBe(button);
  });

  it('lets forms outside the page, and every form after hydration, submit untouched', () => {
    const { root, button } = prerendered();
    holdEarlyActions(root);
    const outside = document.createElement('form');
    document.body.append(outside);
    const submitted = vi.fn((event: Event) => event.preventDefault());
    document.addEventListener('submit', submitted);
    try {
      outside.requestSubmit();
      expect(submitted).toHaveBeenCalledOnce();
      markHydrated();
      button.form?.requestSubmit();
      expect(submitted).toHaveBeenCalledTimes(2);
    } finally {
      document.removeEventListener('submit', submitted);
    }
  });
});
