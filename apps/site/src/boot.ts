/**
 * The first script of a built page (issue 11 "Figures"): a prerendered page paints from its HTML
 * and stylesheet alone, so the app's code, which hydrates it, is fetched after that first paint
 * instead of competing with it on a slow connection. The build names the code in the script's
 * `data-app` (the entry) and `data-preload` (what the entry and the page's lazy code import).
 */

/** The longest the app waits for the first paint: past it, the app starts regardless. */
export const PAINT_WAIT_MS = 3_000;

/**
 * Calls `start` once the page has painted its first content (the browser's paint timing says so),
 * or at once in a hidden tab, which paints nothing, or where paint timing is not reported; and in
 * any case after `PAINT_WAIT_MS`, so a paint the browser never reports cannot keep the page dead.
 */
export function afterFirstPaint(start: () => void, doc: Document = document): void {
  if (
    doc.visibilityState === 'hidden' ||
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    start();
    return;
  }
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    clearTimeout(timer);
    start();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length) startOnce();
  });
  const timer = setTimeout(startOnce, PAINT_WAIT_MS);
  observer.observe({ type: 'paint', buffered: true });
}

/** Preloads the app's modules and imports its entry. */
export function startApp(app: string, preload: readonly string[], doc: Document = document) {
  for (const href of preload) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  }
  return import(/* @vite-ignore */ app);
}

const script = document.querySelector<HTMLScriptElement>('script[data-app]');
if (script?.dataset.app) {
  const app = script.dataset.app;
  const preload = (script.dataset.preload ?? '').split(' ').filter(Boolean);
  afterFirstPaint(() => {
    startApp(app, preload).catch((error: unknown) => {
      console.error('The site could not start:', error);
    });
  });
}
