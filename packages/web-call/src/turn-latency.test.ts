// @vitest-environment jsdom
// The `turn-latency` and `thinking` events over the simulated call object
// (docs/requirements.md#turn-latency-as-the-person-hears-it): turns scripted with known delays
// give those delays.
import { describe, expect, it, vi } from 'vitest';
import { harness, useClientTestLifecycle } from '../test-support/harness';
import type { SimulatedTurn } from './testing';
import type { TurnLatency } from './turn-clock';

useClientTestLifecycle();

const DELAYS = [250, 600, 1100, 1800];

/** A greeting, then a user turn and an assistant reply after each delay. */
const turns: SimulatedTurn[] = [
  { role: 'assistant', text: 'Hello, how can I help?' },
  ...DELAYS.flatMap((delayMs, i): SimulatedTurn[] => [
    { role: 'user', text: `Question number ${i + 1} please` },
    { role: 'assistant', text: `Answer ${i + 1}.`, delayMs },
  ]),
];

describe('turn-latency', () => {
  it('gives each scripted delay within ±20 ms, with the network round trip', async () => {
    const h = harness({ sim: { script: { turns }, pacing: { roundTripMs: 35 } } });
    const latencies: TurnLatency[] = [];
    h.call.on('turn-latency', (latency) => latencies.push(latency));
    await h.start(12_000);
    expect(latencies.map((l) => l.turn)).toEqual([1, 2, 3, 4]);
    latencies.forEach((latency, i) => {
      expect(Math.abs(latency.totalMs - (DELAYS[i] ?? 0))).toBeLessThanOrEqual(20);
      expect(latency.networkMs).toBe(35);
    });
    // In jsdom there is no Web Audio: the observers bound each end, the messages refine it. The
    // last answer (80 ms) stops before a level report catches it: its message times it.
    for (const { source } of latencies)
      expect(source).toEqual({ end: 'speech-update', sound: 'speech-update' });
  });

  it('leaves networkMs out when the transport has no figure (daily-js before its stats)', async () => {
    const h = harness({ sim: { script: { turns: turns.slice(0, 3) } } });
    const latencies: TurnLatency[] = [];
    h.call.on('turn-latency', (latency) => latencies.push(latency));
    await h.start(100);
    const transport = h.factory.last;
    if (!transport) throw new Error('no transport');
    vi.spyOn(transport, 'getNetworkStats').mockRejectedValue(new Error('not joined'));
    await vi.advanceTimersByTimeAsync(1000);
    expect(latencies).toEqual([
      { turn: 1, totalMs: 250, source: { end: 'speech-update', sound: 'speech-update' } },
    ]);
  });

  it('says thinking from the end of the person speech to the assistant first sound', async () => {
    const script = { turns: turns.slice(0, 3) };
    const h = harness({ sim: { script } });
    const thinking: Array<[boolean, number]> = [];
    const startedAt = Date.now();
    h.call.on('thinking', (value) => thinking.push([value, Date.now() - startedAt]));
    const now = () => thinking.at(-1)?.[0] ?? false;
    // Greeting: 5 words × 40 ms after the 20 ms gap; the user: 4 words, 20 ms later.
    await h.start(20 + 200 + 20 + 160 + 100);
    expect(now()).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(now()).toBe(false);
    expect(thinking.map(([value]) => value)).toEqual([true, false]);
    const [[, from] = [], [, to] = []] = thinking;
    // The client hears the assistant at the level report that follows its first sound.
    expect((to ?? 0) - (from ?? 0)).toBeGreaterThanOrEqual(250);
    expect((to ?? 0) - (from ?? 0)).toBeLessThanOrEqual(350);
  });

  it('says thinking on the platform hang, until the assistant sounds', async () => {
    const h = harness({ sim: { script: { turns: [] } } });
    const thinking: boolean[] = [];
    h.call.on('thinking', (value) => thinking.push(value));
    await h.start(100);
    h.factory.last?.sendRemoteMessage({ type: 'hang' });
    expect(thinking).toEqual([true]);
    h.factory.last?.setRemoteAudioLevel(0.08);
    await vi.advanceTimersByTimeAsync(200);
    expect(thinking).toEqual([true, false]);
  });
});
