/** The header's in-page anchors (SPEC §2). Both sections live on the home page. */
export const NAV_ANCHORS = [
  { label: 'Demo Zone', to: { pathname: '/', hash: '#live-demo' } },
  { label: 'Features', to: { pathname: '/', hash: '#cost-comparison' } },
] as const;

/** The header's call to action. */
export const BOOK_A_CALL = { label: 'Book a Call', to: '/demo' } as const;
