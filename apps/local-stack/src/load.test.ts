// Load: 500 concurrent form inserts through the gateway, as 500 visitors submitting at once
// (issue 5 "Load"), each from its own loopback address, as the database allows 10 requests per
// address an hour. PGlite is one backend, so PostgREST queues them on its single connection;
// every insert must still be acknowledged and stored exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalStack, startLocalStack } from './stack';
import { countDemoRequests, serviceClient, siteClient, validRequest } from './testing/clients';
import { oneVisitorPerRequest } from './testing/visitors';

const CONCURRENT = 500;
let stack: LocalStack;

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, memory: true });
});
afterAll(() => stack?.stop());

/** The p-th percentile (0-100) of sorted values, nearest-rank method. */
function percentile(sorted: number[], p: number): number {
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

describe('load', () => {
  it(`acknowledges ${CONCURRENT} concurrent inserts and stores exactly ${CONCURRENT} rows`, async () => {
    const visitors = oneVisitorPerRequest();
    const site = siteClient(stack.url, stack.anonKey, visitors.fetch);
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: CONCURRENT }, async (_, i) => {
        const t0 = performance.now();
        const { error, status } = await site
          .from('demo_requests')
          .insert(validRequest(`-load-${i}`));
        return { error, status, ms: performance.now() - t0 };
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    await site.auth.stopAutoRefresh();
    await visitors.close();

    const failures = results.filter((result) => result.error !== null || result.status !== 201);
    expect(failures.map((f) => f.error?.message ?? f.status)).toEqual([]);
    expect(await countDemoRequests(serviceClient(stack.url, stack.serviceRoleKey))).toBe(
      CONCURRENT,
    );

    const latencies = results.map((result) => result.ms).sort((a, b) => a - b);
    const throughput = CONCURRENT / seconds;
    console.log(
      `load: ${CONCURRENT} concurrent inserts in ${seconds.toFixed(2)} s → ` +
        `${throughput.toFixed(0)} inserts/s; latency p50 ${percentile(latencies, 50).toFixed(0)} ms, ` +
        `p99 ${percentile(latencies, 99).toFixed(0)} ms, max ${latencies.at(-1)?.toFixed(0)} ms`,
    );
  }, 120_000);
});
