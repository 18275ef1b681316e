import { describe, expect, it } from 'vitest';
import { QUERY_CACHE_TIME_MS, QUERY_MAX_RETRIES } from './query-client';
import { loadQueryClient } from './shared-query-client';

describe('loadQueryClient', () => {
  it("creates one client with the site's defaults and hands it to every caller", async () => {
    const [first, second] = await Promise.all([loadQueryClient(), loadQueryClient()]);
    expect(first).toBe(second);
    expect(await loadQueryClient()).toBe(first);
    const queries = first.getDefaultOptions().queries;
    expect(queries?.gcTime).toBe(QUERY_CACHE_TIME_MS);
    expect(queries?.retry).toBe(QUERY_MAX_RETRIES);
  });
});
