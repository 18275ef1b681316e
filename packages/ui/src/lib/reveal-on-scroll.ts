/**
 * Reveals on scroll (sections fade in as they scroll into view, threshold 0.1:
 * docs/requirements.md#the-home-page), without React and without hiding anything until a script
 * runs: prerendered content is visible as it comes, and only once this code watches an element does
 * the element get `data-state`:
 *
 * - `visible` when at least {@link REVEAL_THRESHOLD} of it is in view, or when it was already
 *   partly in view, or above it, at the first look (nothing on screen fades out to fade in again);
 * - `hidden` while it waits below the fold, which the element's own classes turn into a faded,
 *   lowered look (see `Reveal`).
 *
 * Once visible an element stays so. Under `prefers-reduced-motion`, or without
 * IntersectionObserver, every element is visible at once.
 */
import { REDUCED_MOTION_QUERY } from '../hooks/use-reduced-motion';

/**
 * Share of the element that must be visible before it reveals
 * (docs/requirements.md#site-constants).
 */
export const REVEAL_THRESHOLD = 0.1;

/** Marks what `watchReveal` manages; the element's classes style its states. */
export const REVEAL_SELECTOR = '[data-slot="reveal"]';

let observer: IntersectionObserver | undefined;

function show(element: Element): void {
  element.setAttribute('data-state', 'visible');
  observer?.unobserve(element);
}

function onEntries(entries: IntersectionObserverEntry[]): void {
  for (const entry of entries) {
    const element = entry.target;
    if (entry.isIntersecting && entry.intersectionRatio >= REVEAL_THRESHOLD) show(element);
    else if (!element.hasAttribute('data-state')) {
      // The first look: what is on screen or already scrolled past stays as it is. (An element
      // not laid out yet, in a section the browser skips far from the screen, has an empty box.)
      const { height, bottom } = entry.boundingClientRect;
      const passed = height > 0 && bottom <= 0;
      if (entry.intersectionRatio > 0 || passed) show(element);
      else element.setAttribute('data-state', 'hidden');
    }
  }
}

/**
 * Starts revealing `element` on scroll, and returns what stops watching it. Safe to call more than
 * once, and with `null`: it serves as a React ref callback, whose returned function React calls on
 * unmount.
 */
export function watchReveal(element: Element | null): (() => void) | undefined {
  if (!element || element.getAttribute('data-state') === 'visible') return undefined;
  if (
    typeof IntersectionObserver === 'undefined' ||
    (typeof matchMedia === 'function' && matchMedia(REDUCED_MOTION_QUERY).matches)
  ) {
    show(element);
    return undefined;
  }
  observer ??= new IntersectionObserver(onEntries, { threshold: [0, REVEAL_THRESHOLD] });
  observer.observe(element);
  return () => observer?.unobserve(element);
}

/** Starts revealing every `Reveal` element inside `root`. */
export function watchReveals(root: ParentNode): void {
  for (const element of root.querySelectorAll(REVEAL_SELECTOR)) watchReveal(element);
}
