/**
 * The signal between the boot script (`src/boot.ts`) and the app: once React has adopted the
 * prerendered page, the root element carries `data-hydrated` and the document hears
 * `HYDRATED_EVENT`. Until then, the page's buttons have no handlers yet. No React here: the boot
 * script, which runs before React loads, reads it too.
 */

/** Set on `<html>` once the app has hydrated (or rendered) the page. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** Fired on `document` when the app has hydrated the page. */
export const HYDRATED_EVENT = 'site:hydrated';

/** Whether the app has taken over the page. */
export function isHydrated(doc: Document = document): boolean {
  return doc.documentElement.hasAttribute(HYDRATED_ATTRIBUTE);
}

/** Records that the app has taken over the page, once. */
export function markHydrated(doc: Document = document): void {
  if (isHydrated(doc)) return;
  doc.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  doc.dispatchEvent(new Event(HYDRATED_EVENT));
}
