/** How the header looks: see-through over a dark hero, or white, blurred and shadowed. */
export type HeaderAppearance = 'transparent' | 'solid';

/**
 * The header turns solid once the page is scrolled more than 10 px
 * (docs/requirements.md#site-constants).
 */
export const HEADER_SCROLL_THRESHOLD_PX = 10;

/** Routes whose top is a dark hero, so the header may start transparent there. */
const TRANSPARENT_AT_TOP = new Set(['/', '/dental-ai-receptionist']);

/**
 * The header's appearance for a route and scroll position (docs/requirements.md#the-header): on /
 * it is transparent until scrollY exceeds 10 px; on /demo (and any page without a dark hero) it is
 * always solid. An open mobile menu forces the solid look too.
 */
export function headerAppearance(
  pathname: string,
  scrollY: number,
  menuOpen = false,
): HeaderAppearance {
  if (menuOpen) return 'solid';
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (!TRANSPARENT_AT_TOP.has(path)) return 'solid';
  return scrollY > HEADER_SCROLL_THRESHOLD_PX ? 'solid' : 'transparent';
}
