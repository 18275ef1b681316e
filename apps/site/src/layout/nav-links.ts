/**
 * The header's in-page anchors (docs/requirements.md#the-header). Both sections live on the home
 * page.
 */
export const NAV_ANCHORS = [
  { label: 'Demo Zone', href: '/#live-demo' },
  { label: 'Features', href: '/#cost-comparison' },
] as const;

/** The header's call to action. */
export const BOOK_A_CALL = { label: 'Book a Call', href: '/demo' } as const;
