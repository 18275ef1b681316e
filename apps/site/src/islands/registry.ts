/**
 * The site's islands: the parts of a prerendered page that run in the browser, each hydrated as a
 * React root of its own by the runtime (`hydrate.tsx`), so that no task hydrates the whole page.
 * Each is one module here, named as its key (the build preloads `src/islands/<name>.tsx` for every
 * island a page holds), whose default export is the component and whose props are plain JSON.
 */
import type { ComponentProps } from 'react';

export const ISLANDS = {
  /** The header: its solid look on scroll and the mobile menu (SPEC §2). */
  header: () => import('./header'),
  /** The hero's voice orb, on the page's one voice call (SPEC §2, §4). */
  'voice-orb': () => import('./voice-orb'),
  /** The live demo, on the same call as the orb (SPEC §2, §4). */
  'live-demo': () => import('./live-demo'),
  /** The animated booking feed (SPEC §4). */
  'booking-feed': () => import('./booking-feed'),
  /** The animated lead feed (SPEC §4). */
  'lead-feed': () => import('./lead-feed'),
  /** The demo-request form (SPEC §4, §5). */
  'demo-form': () => import('./demo-form'),
  /** The toasts of a page that raises them (SPEC §8, §9). */
  toaster: () => import('./toaster'),
  /** The dental page's phone mockup button with its tooltip (SPEC §2). */
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
