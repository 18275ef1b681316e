// @vitest-environment jsdom
// useTurnLatency and useCaption over the real client and the simulated call object
// (docs/requirements.md#turn-latency-as-the-person-hears-it, docs/requirements.md#words-as-they-are-spoken).
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Caption } from '../captions';
import type { SimulatedTurn } from '../testing';
import { type TurnLatencyStats, useCaption, useTurnLatency } from './index';
import { installSimulatedCalls, renderProbe, run, setup } from './test-harness';

installSimulatedCalls();

/** A greeting, then three questions answered after 400, 900 and 1500 ms. */
const turns: SimulatedTurn[] = [
  { role: 'assistant', text: 'Hello, this is the clinic.' },
  ...[400, 900, 1500].flatMap((delayMs, i): SimulatedTurn[] => [
    { role: 'user', text: `Question ${i + 1}?` },
    { role: 'assistant', text: `Answer number ${i + 1}.`, delayMs },
  ]),
];

/** Exposes the hooks' latest values. */
function Hooks({ into }: { into: { turns?: TurnLatencyStats; caption?: Caption | null } }) {
  into.turns = useTurnLatency();
  into.caption = useCaption();
  return null;
}

describe('useTurnLatency and useCaption', () => {
  it('give the last latency, p50 and p95 of the call, and the words spoken so far', async () => {
    const { createClient } = setup({ script: { turns } });
    const seen: { turns?: TurnLatencyStats; caption?: Caption | null } = {};
    const thinking: boolean[] = [];
    const captions: string[] = [];
    const { seen: probe } = renderProbe({ createClient }, { extra: <Hooks into={seen} /> });
    expect(seen.turns).toEqual({ last: null, p50: null, p95: null, count: 0, thinking: false });
    await act(async () => void probe.call.start('assistant-id'));
    for (let i = 0; i < 60; i++) {
      await run(100);
      if (thinking.at(-1) !== seen.turns?.thinking) thinking.push(!!seen.turns?.thinking);
      const text = seen.caption?.text ?? '';
      if (text && captions.at(-1) !== text) captions.push(text);
    }
    expect(seen.turns).toMatchObject({ p50: 900, p95: 1500, count: 3, thinking: false });
    expect(seen.turns?.last).toMatchObject({ turn: 3, totalMs: 1500, networkMs: 20 });
    expect(thinking).toEqual([false, true, false, true, false, true, false]);
    expect(captions).toContain('Hello, this is the clinic.');
    expect(captions).toContain('Answer number');
    expect(seen.caption).toMatchObject({ turn: 6, text: 'Answer number 3.' });
    await act(() => probe.call.stop());
    // Kept after the call, cleared by the next one.
    expect(seen.turns?.count).toBe(3);
    await act(async () => void probe.call.start('assistant-id'));
    expect(seen.turns?.count).toBe(0);
    expect(seen.caption).toBeNull();
    await act(() => probe.call.stop());
  });
});
