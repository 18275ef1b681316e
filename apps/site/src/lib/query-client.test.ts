import { describe, expect, it } from 'vitest';
import { createQueryClient, retryDelay } from './query-client';

describe("query client: the site's data-fetch defaults", () => {
  it('keeps unused data for 5 minutes and retries up to 3 times', () => {
    const options = createQueryClient().getDefaultOptions().queries;
    expect(options?.gcTime).toBe(300_000);
    expect(options?.retry).toBe(3);
  });

  it('doubles the retry delay from 1 s and caps it at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
    const options = createQueryClient().getDefaultOptions().queries;
    expect(options?.retryDelay).toBe(retryDelay);
  });

  it('really waits between retries and gives up after the third', async () => {
    const client = createQueryClient();
    let calls = 0;
    const started = Date.now();
    const result = client.fetchQuery({
      queryKey: ['flaky'],
      queryFn: () => {
        calls++;
        return Promise.reject(new Error('down'));
      },
      retryDelay: (attempt: number) => retryDelay(attempt) / 1000,
    });
    await expect(result).rejects.toThrow('down');
    expect(calls).toBe(4);
    expect(Date.now() - started).toBeGreaterThanOrEqual(7);
  });
});
