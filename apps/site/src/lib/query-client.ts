import { QueryClient } from '@tanstack/react-query';

/**
 * Data-fetch defaults (docs/requirements.md#site-calls): cache lifetime 5 minutes, up to 3 retries.
 */
export const QUERY_CACHE_TIME_MS = 5 * 60 * 1000;
export const QUERY_MAX_RETRIES = 3;
/** Retry delays double from 1 s up to a 30 s cap. */
export const QUERY_RETRY_BASE_MS = 1000;
export const QUERY_RETRY_CAP_MS = 30_000;

/** Delay before retry number `attemptIndex + 1`: 1 s, 2 s, 4 s, … capped at 30 s. */
export function retryDelay(attemptIndex: number): number {
  return Math.min(QUERY_RETRY_BASE_MS * 2 ** attemptIndex, QUERY_RETRY_CAP_MS);
}

/** The site's query client, with its defaults spelled out rather than inherited. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: QUERY_CACHE_TIME_MS,
        retry: QUERY_MAX_RETRIES,
        retryDelay,
        refetchOnWindowFocus: false,
      },
    },
  });
}
