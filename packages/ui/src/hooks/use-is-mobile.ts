import { useMediaQuery } from './use-media-query';

/** The mobile breakpoint (docs/requirements.md#site-constants): widths below 768 px are mobile. */
export const MOBILE_BREAKPOINT_PX = 768;

/** The media query behind `useIsMobile`. */
export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

/** True while the viewport is narrower than 768 px; follows resizes and rotations. */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}
