/**
 * The first script of a built page, which the build writes into the page itself (no request of its
 * own, allowed by its hash in the Content-Security-Policy). A prerendered page paints from its HTML
 * and stylesheet alone and reads in full without any script. This one only starts the islands
 * runtime (`main.tsx`: the page's enhancements, then its islands) after that first paint, so no
 * code competes with the paint on a slow connection. The build names the runtime in the script's
 * `data-app` and what to preload with it (the runtime's imports and the page's islands) in
 * `data-preload`.
 *
 * A visitor who interacts before then loses nothing: the first pointer or key press starts the
 * runtime at once, and a click on a button of an island or a form's submission is held until that
 * island is hydrated, then replayed (links need no script: they navigate as plain links do).
 */
import {
  HYDRATED_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  ISLAND_HYDRATED_EVENT,
  unhydratedIslandOf,
  wantIsland,
} from './lib/hydration';

/** The longest the app waits for the first paint: past it, the app starts regardless. */
export const PAINT_WAIT_MS = 3_000;

/**
 * Calls `start` once the page has painted its first content (the browser's paint timing says so),
 * or at once in a hidden tab, which paints nothing, or where paint timing is not reported; and in
 * any case after `PAINT_WAIT_MS`, so a paint the browser never reports cannot keep the page dead
 * (the visitor's first pointer or key press starts the app sooner: `onFirstInteraction`).
 *
 * Only the paint timing entry tells that the first frame is on screen: it is reported once the
 * frame has been presented. Neither the window's `load` nor the end of the next animation frame
 * does: from a nearby server the page loads before its first paint, and the main thread hands a
 * frame over well before it is presented, so code fetched at either point is fetched and parsed
 * ahead of the first paint (Lighthouse's traces showed it), which delays that paint.
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

/** What counts as a button of the page: elements whose click only an island can handle. */
const BUTTONS = 'button, [role="button"], summary';

/** What the visitor did in an island before it was hydrated. */
type HeldAction =
  | { kind: 'click'; button: HTMLElement }
  | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };

/**
 * Holds what the visitor does in an island before React has hydrated it, asks the runtime to
 * hydrate that island next, and replays the last of it on the same element once it has (hydration
 * keeps the prerendered elements):
 *
 * - a click on a button, which would do nothing yet, or submit its form natively (Enter in a
 *   field clicks the form's submit button, so it is held here too);
 * - a form's submission by other means (`requestSubmit()`), which would otherwise be the
 *   browser's own GET of the page itself: a navigation that loses everything typed. It is
 *   replayed with the same submitter.
 *
 * Clicks outside islands, on links included, and in hydrated islands go through untouched. It
 * stops listening once every island is hydrated; the returned function stops it sooner.
 */
export function holdEarlyActions(doc: Document = document): () => void {
  const held = new Map<HTMLElement, HeldAction>();
  const keep = (event: Event, island: HTMLElement, action: HeldAction) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    held.set(island, action);
    wantIsland(island);
  };
  const holdClick = (event: MouseEvent) => {
    const button = event.target instanceof Element && event.target.closest<HTMLElement>(BUTTONS);
    const island = button && unhydratedIslandOf(button);
    if (button && island) keep(event, island, { kind: 'click', button });
  };
  const holdSubmit = (event: SubmitEvent) => {
    const form = event.target;
    const island = form instanceof HTMLFormElement && unhydratedIslandOf(form);
    if (form instanceof HTMLFormElement && island) {
      keep(event, island, { kind: 'submit', form, submitter: event.submitter ?? null });
    }
  };
  const onHydrated = (event: Event) => {
    const island = event.target as HTMLElement;
    const action = held.get(island);
    held.delete(island);
    if (action) replay(action);
    if (!doc.querySelector(`[${ISLAND_ATTRIBUTE}]:not([${HYDRATED_ATTRIBUTE}])`)) stop();
  };
  const stop = () => {
    doc.removeEventListener('click', holdClick, true);
    doc.removeEventListener('submit', holdSubmit, true);
    doc.removeEventListener(ISLAND_HYDRATED_EVENT, onHydrated);
  };
  doc.addEventListener('click', holdClick, true);
  doc.addEventListener('submit', holdSubmit, true);
  doc.addEventListener(ISLAND_HYDRATED_EVENT, onHydrated);
  return stop;
}

/** The form a click on `element` submits, if it is a submit button. */
function formSubmittedBy(element: HTMLElement | null): HTMLFormElement | null {
  if (element instanceof HTMLButtonElement || element instanceof HTMLInputElement) {
    return element.type === 'submit' || element.type === 'image' ? element.form : null;
  }
  return null;
}

function replay(action: HeldAction): void {
  if (action.kind === 'click') {
    if (action.button.isConnected) action.button.click();
    return;
  }
  const { form, submitter } = action;
  if (form.isConnected) form.requestSubmit(formSubmittedBy(submitter) === form ? submitter : null);
}

/** Calls `start` at the visitor's first pointer press, touch or key press, whichever comes first. */
export function onFirstInteraction(start: () => void, doc: Document = document): void {
  const types = ['pointerdown', 'touchstart', 'keydown'] as const;
  const once = () => {
    for (const type of types) doc.removeEventListener(type, once, true);
    start();
  };
  for (const type of types) doc.addEventListener(type, once, { capture: true, passive: true });
}

/**
 * Imports the islands runtime's entry and preloads the modules it and the page's islands will ask
 * for. The preloads go in one per task: the browser's work on each (a slow phone's tens of
 * milliseconds for a dozen at once) then never makes a long task, in which a tap would wait.
 */
export function startApp(app: string, preload: readonly string[], doc: Document = document) {
  const entry = import(/* @vite-ignore */ app);
  const next = (index: number) => {
    const href = preload[index];
    if (href === undefined) return;
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
    setTimeout(() => next(index + 1), 0);
  };
  next(0);
  return entry;
}

const script = document.querySelector<HTMLScriptElement>('script[data-app]');
if (script?.dataset.app) {
  const app = script.dataset.app;
  const preload = (script.dataset.preload ?? '').split(' ').filter(Boolean);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    startApp(app, preload).catch((error: unknown) => {
      console.error('The site could not start:', error);
    });
  };
  holdEarlyActions(document);
  onFirstInteraction(start);
  afterFirstPaint(start);
}
