/**
 * The first script of a built page (issue 11 "Figures"): a prerendered page paints from its HTML
 * and stylesheet alone, so the app's code, which hydrates it, is fetched after that first paint
 * instead of competing with it on a slow connection. The build names the code in the script's
 * `data-app` (the entry) and `data-preload` (what the entry and the page's lazy code import).
 *
 * A visitor who interacts before then loses nothing: the first pointer or key press starts the app
 * at once, and a click on one of the page's buttons or a form's submission is held and replayed
 * once the app has hydrated the page (links need no app: they navigate as plain links do).
 */
import { HYDRATED_EVENT, isHydrated } from './lib/hydration';

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

/** What counts as a button of the page: elements whose click only the app can handle. */
const BUTTONS = 'button, [role="button"], summary';

/** What the visitor did before the app was in. */
type HeldAction =
  | { kind: 'click'; button: HTMLElement }
  | { kind: 'submit'; form: HTMLFormElement; submitter: HTMLElement | null };

/**
 * Holds what the visitor does before the app has hydrated the page inside `root`, then replays
 * the last of it on the same element (hydration keeps the prerendered elements):
 *
 * - a click on a button, which would do nothing yet, or submit its form natively (Enter in a
 *   field clicks the form's submit button, so it is held here too);
 * - a form's submission by other means (`requestSubmit()`), which would otherwise be the
 *   browser's own GET of the page itself: a navigation that loses everything typed. It is
 *   replayed with the same submitter.
 *
 * Clicks elsewhere, on links included, go through untouched.
 */
export function holdEarlyActions(root: Element, doc: Document = document): void {
  if (isHydrated(doc)) return;
  let held: HeldAction | null = null;
  const keep = (event: Event, action: HeldAction) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    held = action;
  };
  const holdClick = (event: MouseEvent) => {
    if (isHydrated(doc) || !(event.target instanceof Element)) return;
    const button = event.target.closest<HTMLElement>(BUTTONS);
    if (button && root.contains(button)) {
      keep(event, { kind: 'click', button });
    }
  };
  const holdSubmit = (event: Event) => {
    const form = event.target;
    if (isHydrated(doc) || !(form instanceof HTMLFormElement) || !root.contains(form)) return;
    const submitter = (event as SubmitEvent).submitter ?? null;
    keep(event, { kind: 'submit', form, submitter });
  };
  doc.addEventListener('click', holdClick, true);
  doc.addEventListener('submit', holdSubmit, true);
  doc.addEventListener(
    HYDRATED_EVENT,
    () => {
      doc.removeEventListener('click', holdClick, true);
      doc.removeEventListener('submit', holdSubmit, true);
      const action: HeldAction | null = held;
      held = null;
      if (action) replay(action);
    },
    { once: true },
  );
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
const root = document.getElementById('root');
if (script?.dataset.app && root) {
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
  holdEarlyActions(root);
  onFirstInteraction(start);
  afterFirstPaint(start);
}
