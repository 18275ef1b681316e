import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * `false` while rendering on the server (the build's prerender) and while React hydrates that HTML,
 * `true` from the next render on. What the build cannot know (the visitor's URL on the 404 page,
 * the visitor's clock) is rendered only once this is `true`, so hydration sees the prerendered HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

/** The year the build ran: the prerendered footer's year (defined by `vite.config.ts`). */
export const BUILD_YEAR: number =
  typeof __SITE_BUILD_YEAR__ === 'number' ? __SITE_BUILD_YEAR__ : new Date().getFullYear();

/** The visitor's current year, or the build's while the prerendered page is being hydrated. */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    neverChanges,
    () => new Date().getFullYear(),
    () => BUILD_YEAR,
  );
}
