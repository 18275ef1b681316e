/**
 * The signals between the boot script (`src/boot.ts`) and the islands runtime (`src/main.tsx`).
 * A prerendered page is static HTML with islands in it: elements carrying `data-island`, each
 * hydrated as a React root of its own. Until an island is hydrated its buttons have no handlers.
 * No React here: the boot script, which runs before React loads, reads it too.
 */

/** Marks an island's container; its value is the island's name (`islands/registry.ts`). */
export const ISLAND_ATTRIBUTE = 'data-island';

/** Carries an island's props, as JSON. */
export const PROPS_ATTRIBUTE = 'data-props';

/** Says when an island hydrates: `load` (as soon as the runtime runs) or `visible`. */
export const HYDRATE_ON_ATTRIBUTE = 'data-hydrate-on';

/** Set on an island's container once React has hydrated it. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** Fired on an island's container (bubbling) once React has hydrated it. */
export const ISLAND_HYDRATED_EVENT = 'site:island-hydrated';

/**
 * Fired on an island's container (bubbling) when the visitor reached for it before it was
 * hydrated: the runtime hydrates it next, ahead of the others. Its container also carries
 * `WANTED_ATTRIBUTE`, for a runtime that starts later.
 */
export const ISLAND_WANTED_EVENT = 'site:island-wanted';

/** Set on an island's container that the visitor reached for before it was hydrated. */
export const WANTED_ATTRIBUTE = 'data-wanted';

/** Fired on `document` once every island that hydrates without waiting for the visitor has. */
export const HYDRATED_EVENT = 'site:hydrated';

/** The island around `element` that is not hydrated yet, if any. */
export function unhydratedIslandOf(element: Element): HTMLElement | null {
  return element.closest<HTMLElement>(`[${ISLAND_ATTRIBUTE}]:not([${HYDRATED_ATTRIBUTE}])`);
}

/** Records that an island is hydrated, once. */
export function markIslandHydrated(container: HTMLElement): void {
  if (container.hasAttribute(HYDRATED_ATTRIBUTE)) return;
  container.setAttribute(HYDRATED_ATTRIBUTE, '');
  container.dispatchEvent(new Event(ISLAND_HYDRATED_EVENT, { bubbles: true }));
}

/** Asks the runtime to hydrate `container` next. */
export function wantIsland(container: HTMLElement): void {
  if (container.hasAttribute(WANTED_ATTRIBUTE)) return;
  container.setAttribute(WANTED_ATTRIBUTE, '');
  container.dispatchEvent(new Event(ISLAND_WANTED_EVENT, { bubbles: true }));
}

/** Whether every island that hydrates without waiting for the visitor has. */
export function isHydrated(doc: Document = document): boolean {
  return doc.documentElement.hasAttribute(HYDRATED_ATTRIBUTE);
}

/** Records that the page's eager islands are hydrated, once. */
export function markHydrated(doc: Document = document): void {
  if (isHydrated(doc)) return;
  doc.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  doc.dispatchEvent(new Event(HYDRATED_EVENT));
}
