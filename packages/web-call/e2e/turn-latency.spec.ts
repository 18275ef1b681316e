// The turn latency in Chromium (docs/requirements.md#turn-latency-as-the-person-hears-it): the
// real client over the simulated transport, whose microphone and assistant tracks sound, so the
// Web Audio analysers on the tracks the client owns time both ends of each turn. daily-js cannot
// run a call offline: the analysers, the levels and the messages are proven on the simulated
// transport; what runs on real daily-js offline is getNetworkStats(), the seam's member the
// network share is read from (it answers without figures before a join: no `networkMs` then).
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { bundle, openPage } from './page-server';

/** The delays the page scripts (turn-latency.page.ts). */
const DELAYS = [400, 900, 1500];

test('scripted delays come out as turn latencies, timed by analysers on real tracks', async ({
  page,
}) => {
  const script = await bundle(fileURLToPath(new URL('./turn-latency.page.ts', import.meta.url)));
  const blocked = await openPage(page, script);
  const result = (await page.evaluate(() => window.runTurnLatency())) as {
    latencies: Array<{ turn: number; totalMs: number; networkMs?: number; source: unknown }>;
    [key: string]: unknown;
  };
  console.log('turn latencies (ms):', result.latencies?.map((l) => l.totalMs).join(', '));
  expect(result.error).toBeUndefined();
  expect(result.latencies.map((l) => l.turn)).toEqual([1, 2, 3]);
  result.latencies.forEach((latency, i) => {
    // Timers and audio rendering of a busy machine: a bound, not the figure (printed above).
    expect(Math.abs(latency.totalMs - (DELAYS[i] ?? 0))).toBeLessThanOrEqual(60);
    expect(latency.networkMs).toBe(40);
    expect(latency.source).toEqual({ end: 'local-analyser', sound: 'remote-analyser' });
  });
  expect(result.thinking).toEqual([true, false, true, false, true, false]);
  expect(result.thinkingAfter).toBe(false);
  expect(result.lastCaption).toBe('Here is answer 3.');
  expect(result.captionSources).toEqual(['word-alignment']);
  expect(blocked).toEqual([]);
});

test('real daily-js answers getNetworkStats() offline, with no round trip before a join', async ({
  page,
}) => {
  const script = await bundle(fileURLToPath(new URL('./network-stats.page.ts', import.meta.url)));
  await openPage(page, script);
  const result = await page.evaluate(() => window.readNetworkStats());
  console.log('daily-js getNetworkStats() offline:', result);
  expect(result).toEqual({ answered: true, networkState: 'unknown', roundTrip: null });
});
