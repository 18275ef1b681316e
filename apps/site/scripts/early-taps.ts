/**
 * The taps a visitor on a phone makes while the home page is still loading: the ones whose
 * Interaction to Next Paint the benchmark measures (`inp.mjs`), and which a browser test can take
 * from here to check that each still takes effect. Data only: each tap says where it happens, how
 * to find the element (Playwright's `getByRole`, the accessible name a visitor hears), and what
 * shows once the tap has done its work.
 */

/** An element found by its role and accessible name, as `page.getByRole(role, { name })`. */
export interface RoleQuery {
  role: 'button' | 'dialog';
  name: string | RegExp;
}

/** One early tap. */
export interface EarlyTap {
  /** Short id, stable across runs (report keys). */
  id: string;
  /** What the visitor taps, for people. */
  what: string;
  route: string;
  /**
   * An element to scroll into view first, for a control that the islands runtime renders only
   * once its section is near the viewport (a CSS selector). Any other target is in the page's
   * HTML, there to be tapped before any script has run.
   */
  scrollTo?: string;
  /** The element tapped. */
  target: RoleQuery;
  /** What shows once the tap has taken effect. */
  effect: RoleQuery;
}

/** A phone's viewport (CSS pixels) with touch input. */
export const EARLY_TAP_VIEWPORT = { width: 390, height: 844 } as const;

/**
 * The live demo's first card (docs/requirements.md#the-live-demo): its call slider's name ends with
 * the agent's name.
 */
const FIRST_AGENT = 'Healthcare Receptionist';

export const EARLY_TAPS: readonly EarlyTap[] = [
  {
    id: 'menu',
    what: "the header's menu button",
    route: '/',
    target: { role: 'button', name: 'Open menu' },
    effect: { role: 'dialog', name: 'Menu' },
  },
  {
    id: 'orb',
    what: 'the voice orb',
    route: '/',
    target: { role: 'button', name: 'Start a voice call with the AI receptionist' },
    effect: {
      role: 'button',
      name: /^(Connecting to the AI receptionist|Call with the AI receptionist is live)$/,
    },
  },
  {
    id: 'agent-call',
    what: "a live-demo agent card's call slider",
    route: '/',
    scrollTo: '#live-demo',
    target: { role: 'button', name: `Click to start call with ${FIRST_AGENT}` },
    effect: {
      role: 'button',
      name: new RegExp(`^(Connecting\\.\\.\\.|Call in progress) with ${FIRST_AGENT}$`),
    },
  },
];
