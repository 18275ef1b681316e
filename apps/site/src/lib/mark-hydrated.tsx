import { useEffect } from 'react';
import { markHydrated } from './hydration';

/**
 * Marks the page hydrated (`lib/hydration.ts`) after the first commit. Rendered last in the root,
 * so the router's and every page component's own effects have run by then. Renders nothing.
 */
export function MarkHydrated(): null {
  useEffect(() => markHydrated(), []);
  return null;
}
