/**
 * The site's islands: the parts of a prerendered page that run in the browser, each hydrated as a
 * React root of its own by the runtime (`hydrate.tsx`), so that no task hydrates the whole page.
 * Each is one module here, named as its key (the build preloads `src/islands/<name>.tsx` for every
 * island a page holds), whose default export is the component and whose props are plain JSON.
 */
import type { ComponentProps } from 'react';

export const ISLANDS = {
  /** The header: its solid look on scroll and the mobile menu (docs/requirements.md#the-header). */
  header: () => import('./header'),
  /** The hero's voice orb, on the page's one voice call (docs/requirements.md#the-voice-orb). */
  'voice-orb': () => import('./voice-orb'),
  /** The live demo, on the same call as the orb (docs/requirements.md#the-live-demo). */
  'live-demo': () => import('./live-demo'),
  /** The animated booking feed (docs/requirements.md#the-animated-feeds). */
  'booking-feed': () => import('./booking-feed'),
  /** The animated lead feed (docs/requirements.md#the-animated-feeds). */
  'lead-feed': () => import('./lead-feed'),
  /** The demo-request form (docs/requirements.md#the-demo-form). */
  'demo-form': () => import('./demo-form'),
  /** The toasts of a page that raises them (docs/requirements.md#site-constants). */
  toaster: () => import('./toaster'),
  /**
   * The dental page's phone mockup button with its tooltip (docs/requirements.md#the-dental-page).
   */
  'dental-call': () => import('./dental-call'),
};

/** An island's name. */
export type IslandName = keyof typeof ISLANDS;

/** The props an island's component takes. */
export type IslandProps<N extends IslandName> = ComponentProps<
  Awaited<ReturnType<(typeof ISLANDS)[N]>>['default']
>;

/** When an island hydrates: as soon as the runtime starts, or once it comes near the screen. */
export type HydrateOn = 'load' | 'visible';

/** Whether `name` names an island. */
export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(ISLANDS, name);
}
