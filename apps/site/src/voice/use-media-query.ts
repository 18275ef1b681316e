import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches, kept up to date; `false` where `matchMedia` is missing. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () =>
      typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false,
    () => false,
  );
}

/** Below 768 px (SPEC §9 mobile breakpoint): the layout without the transcript panel. */
export function useIsMobileViewport(): boolean {
  return useMediaQuery('(max-width: 767.98px)');
}

/** The visitor asked for less motion: videos stay paused, pulses stop. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
