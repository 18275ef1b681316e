import type { QueryClient } from '@tanstack/react-query';

let pending: Promise<QueryClient> | undefined;

/**
 * The page's one query client (defaults: `query-client.ts`), created on first use. TanStack Query
 * is only needed once a visitor reaches the voice demo or clicks the orb, so it stays out of the
 * first load of /. Every caller gets the same client and cache.
 */
export function loadQueryClient(): Promise<QueryClient> {
  pending ??= import('./query-client')
    .then(({ createQueryClient }) => createQueryClient())
    .catch((error: unknown) => {
      pending = undefined; // a failed chunk load may succeed next time
      throw error;
    });
  return pending;
}
