/** The header's in-page anchors (SPEC §2). Both sections live on the home page. */
export const NAV_ANCHORS = [
  { label: 'Demo Zone', to: { pathname: '/', hash: '#live-demo' } },
  { label: 'Features', to: { pathname: '/', hash: '#cost-comparison' } },
] as const;

/** The header's call to action. */
export const BOOK_A_CALL = { label: 'Book a Call', to: '/demo' } as const;

/**
 * Starts loading the /demo page's code when a visitor shows intent (hover, focus, touch) on a
 * link to it, so the page opens without a wait. Same module the router loads lazily.
 */
export function prefetchDemoPage(): void {
  void import('../pages/demo-page');
}

/** Props that prefetch /demo on intent; spread them onto a link to /demo. */
export const prefetchDemoProps = {
  onPointerEnter: prefetchDemoPage,
  onFocus: prefetchDemoPage,
  onTouchStart: prefetchDemoPage,
} as const;
