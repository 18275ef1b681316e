/**
 * What a prerendered page does with a few lines of script and no React, run by the islands
 * runtime's entry before it hydrates anything: none of it hides or holds back anything the page
 * shows without it.
 *
 * - Sections reveal as they scroll into view, and decorative loops play only on screen
 *   (`@org/ui`'s watchers, shared with the islands that render such elements later).
 * - The footer shows the visitor's current year (the markup holds the build's).
 * - The 404 page names the path the visitor asked for, and logs it
 *   (docs/requirements.md#the-not-found-page).
 * - The location lookup (docs/requirements.md#site-calls) runs in the background once the page is
 *   idle.
 */
import { watchLoopVideos } from '@org/ui/lib/loop-video-play';
import { watchReveals } from '@org/ui/lib/reveal-on-scroll';
import { startLocationLookup } from './location/lookup';

/** Marks the text of the year in the footer's copyright line. */
export const CURRENT_YEAR_ATTRIBUTE = 'data-current-year';

/** Marks where the 404 page names the attempted path ("this page" until a script runs). */
export const ATTEMPTED_PATH_ATTRIBUTE = 'data-attempted-path';

/** The console line the 404 page logs, followed by the path. */
export const NOT_FOUND_LOG = '404 Error: User attempted to access non-existent route:';

/** Puts the visitor's current year where the build wrote its own. */
export function showCurrentYear(doc: Document, now: Date = new Date()): void {
  for (const element of doc.querySelectorAll(`[${CURRENT_YEAR_ATTRIBUTE}]`)) {
    element.textContent = String(now.getFullYear());
  }
}

/**
 * On the 404 page (served for every unknown path), names the path the visitor asked for and logs
 * it. The path goes in as text, never as markup.
 */
export function reportMissingPage(doc: Document, log: Pick<Console, 'error'> = console): void {
  const slot = doc.querySelector(`[${ATTEMPTED_PATH_ATTRIBUTE}]`);
  if (!slot) return;
  const path = doc.location?.pathname ?? '';
  const code = doc.createElement('code');
  code.className = 'rounded bg-slate-200/70 px-1.5 py-0.5 text-sm break-all';
  code.textContent = path;
  slot.replaceChildren(code);
  log.error(NOT_FOUND_LOG, path);
}

/** Everything above, for the page as it stands. */
export function enhancePage(doc: Document): void {
  watchReveals(doc);
  watchLoopVideos(doc);
  showCurrentYear(doc);
  reportMissingPage(doc);
  startLocationLookup();
}
