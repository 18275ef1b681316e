import { useMediaQuery } from './use-media-query';

/** The media query behind `useReducedMotion`. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** True when the visitor asked the system for less motion: pause videos and feeds then. */
export function useReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY);
}
