import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  afterFirstPaint,
  holdEarlyActions,
  onFirstInteraction,
  PAINT_WAIT_MS,
  startApp,
} from './boot';
import { HYDRATED_ATTRIBUTE, ISLAND_WANTED_EVENT, markIslandHydrated } from './lib/hydration';

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

describe('boot: the islands runtime starts after the prerendered page has painted', () => {
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

  it("preloads the runtime's modules as the build listed them, one per task", async () => {
    vi.useFakeTimers();
    try {
      const entry = startApp('data:text/javascript,export default 1', [
        '/assets/utils-1.js',
        '/assets/a-1.js',
      ]);
      const hrefs = () =>
        [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
          link.getAttribute('href'),
        );
      expect(hrefs()).toEqual(['/assets/utils-1.js']);
      vi.advanceTimersByTime(0);
      expect(hrefs()).toEqual(['/assets/utils-1.js', '/assets/a-1.js']);
      vi.useRealTimers();
      await entry;
    } finally {
      vi.useRealTimers();
      for (const link of document.head.querySelectorAll('link')) link.remove();
    }
  });
});

describe('boot: the first interaction starts the runtime at once', () => {
  it('starts it at the first pointer or key press, once', () => {
    const start = vi.fn();
    onFirstInteraction(start);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    document.dispatchEvent(new Event('pointerdown'));
    expect(start).toHaveBeenCalledOnce();
  });
});

describe('boot: nothing the visitor does before an island is hydrated is lost', () => {
  let stop: () => void = () => {};
  afterEach(() => stop());

  function prerendered() {
    document.body.innerHTML =
      '<div id="root"><header data-island="header"><button id="menu">Open menu</button></header>' +
      '<div data-island="demo-form"><form><input name="email"><button type="submit">Send</button></form></div>' +
      '<a href="#x">Link</a><button id="outside">Outside</button></div>';
    const island = (name: string) =>
      document.querySelector(`[data-island="${name}"]`) as HTMLElement;
    const button = document.querySelector('[type="submit"]') as HTMLButtonElement;
    const menu = document.getElementById('menu') as HTMLButtonElement;
    return { island, button, menu, form: button.form as HTMLFormElement };
  }

  it('holds a click on a button until its island is hydrated, then replays it on that button', () => {
    const { island, button, form } = prerendered();
    stop = holdEarlyActions();
    const seen = vi.fn();
    button.addEventListener('click', (event) => seen(event.defaultPrevented));
    const submitted = vi.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);

    button.click();
    expect(seen).not.toHaveBeenCalled();
    expect(submitted).not.toHaveBeenCalled();
    // The runtime is asked to hydrate that island next.
    expect(island('demo-form')).toHaveAttribute('data-wanted');
    expect(island('header')).not.toHaveAttribute('data-wanted');

    markIslandHydrated(island('header'));
    expect(seen).not.toHaveBeenCalled();
    markIslandHydrated(island('demo-form'));
    expect(seen).toHaveBeenCalledOnce();
    expect(submitted).toHaveBeenCalledOnce();
    // From then on clicks go straight through.
    button.click();
    expect(seen).toHaveBeenCalledTimes(2);
  });

  it('tells the runtime when it starts later: the wanted island is marked', () => {
    const { island, menu } = prerendered();
    stop = holdEarlyActions();
    const wanted = vi.fn();
    document.addEventListener(ISLAND_WANTED_EVENT, wanted);
    menu.click();
    menu.click();
    document.removeEventListener(ISLAND_WANTED_EVENT, wanted);
    expect(wanted).toHaveBeenCalledOnce();
    expect(wanted.mock.calls[0]?.[0].target).toBe(island('header'));
  });

  it('lets links, buttons outside islands and hydrated islands through at once', () => {
    const { island, menu } = prerendered();
    stop = holdEarlyActions();
    markIslandHydrated(island('header'));
    const clicks = vi.fn();
    for (const element of [
      document.querySelector('a') as HTMLAnchorElement,
      document.getElementById('outside') as HTMLButtonElement,
      menu,
    ]) {
      element.addEventListener('click', clicks);
      element.click();
    }
    expect(clicks).toHaveBeenCalledTimes(3);
  });

  it('replays nothing when the held button is gone after hydration', () => {
    const { island, menu } = prerendered();
    stop = holdEarlyActions();
    const seen = vi.fn();
    menu.addEventListener('click', seen);
    menu.click();
    menu.remove();
    markIslandHydrated(island('header'));
    expect(seen).not.toHaveBeenCalled();
  });

  it('holds a form submitted another way (requestSubmit) and submits it again after hydration', () => {
    const { island, button, form } = prerendered();
    stop = holdEarlyActions();
    const submitted = vi.fn((event: SubmitEvent) => {
      event.preventDefault();
      return event.submitter;
    });
    form.addEventListener('submit', submitted);

    form.requestSubmit(button);
    // Held: neither the app's handler nor the browser's own submission (a navigation) sees it.
    expect(submitted).not.toHaveBeenCalled();

    markIslandHydrated(island('demo-form'));
    expect(submitted).toHaveBeenCalledOnce();
    // The same submitter as the visitor's.
    expect(submitted.mock.results[0]?.value).toBe(button);
  });

  it('lets forms outside islands, and every form once hydrated, submit untouched', () => {
    const { island, form } = prerendered();
    stop = holdEarlyActions();
    const outside = document.createElement('form');
    document.body.append(outside);
    const submitted = vi.fn((event: Event) => event.preventDefault());
    document.addEventListener('submit', submitted);
    try {
      outside.requestSubmit();
      expect(submitted).toHaveBeenCalledOnce();
      markIslandHydrated(island('demo-form'));
      form.requestSubmit();
      expect(submitted).toHaveBeenCalledTimes(2);
    } finally {
      document.removeEventListener('submit', submitted);
    }
  });

  it('stops listening once every island is hydrated', () => {
    const { island, menu } = prerendered();
    holdEarlyActions();
    markIslandHydrated(island('header'));
    markIslandHydrated(island('demo-form'));
    // A new, unhydrated island (as in another test's page) is no longer held.
    menu.closest('header')?.removeAttribute('data-hydrated');
    const seen = vi.fn();
    menu.addEventListener('click', seen);
    menu.click();
    expect(seen).toHaveBeenCalledOnce();
  });
});
