import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/**
 * A value derived from the window's vertical scroll. Components re-render only when the
 * selected value changes, not on every scroll event.
 *
 * @example
 * const scrolled = useScrollSelect((y) => y > 10);
 */
export function useScrollSelect<T extends string | number | boolean>(
  select: (scrollY: number) => T,
): T {
  return useSyncExternalStore(
    subscribe,
    () => select(window.scrollY),
    () => select(0),
  );
}
