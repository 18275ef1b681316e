// @vitest-environment jsdom
// Soak: 500 start/stop cycles and 500 remote ends leave no audio
// elements, timers, call-object listeners or emitter growth behind.
import { describe, expect, it, vi } from 'vitest';
import { harness, useClientTestLifecycle } from '../test-support/harness';
import type { SimulatedTransport } from './testing';

const CYCLES = 500;

useClientTestLifecycle();

function expectNothingLeft(created: SimulatedTransport[], cycles: number) {
  expect(created).toHaveLength(cycles);
  expect(created.filter((sim) => !sim.isDestroyed())).toHaveLength(0);
  expect(created.reduce((sum, sim) => sum + sim.totalListenerCount + sim.pendingTimers, 0)).toBe(0);
  expect(document.querySelectorAll('audio')).toHaveLength(0);
  expect(vi.getTimerCount()).toBe(0);
}

describe('soak', () => {
  it(`${CYCLES} start/stop cycles`, { timeout: 60_000 }, async () => {
    const created: SimulatedTransport[] = [];
    const h = harness({ sim: { onCreate: (sim) => created.push(sim) } });
    const listenersBefore = h.call.listenerCount('message');
    let audioPeak = 0;
    for (let i = 0; i < CYCLES; i++) {
      expect(await h.start(150)).not.toBeNull();
      audioPeak = Math.max(audioPeak, document.querySelectorAll('audio').length);
      await h.call.stop();
    }
    expect(audioPeak).toBe(1);
    expect(h.of('call-start-success')).toHaveLength(CYCLES);
    expect(h.of('call-end')).toHaveLength(CYCLES);
    expect(h.call.listenerCount('message')).toBe(listenersBefore);
    expectNothingLeft(created, CYCLES);
  });

  it(`${CYCLES} calls ended by the remote side`, { timeout: 60_000 }, async () => {
    const created: SimulatedTransport[] = [];
    const h = harness({
      sim: {
        onCreate: (sim) => created.push(sim),
        script: {
          turns: [{ role: 'assistant', text: 'Thanks for calling, goodbye now' }],
          endCall: true,
        },
      },
    });
    for (let i = 0; i < CYCLES; i++) {
      expect(await h.start(400)).not.toBeNull();
      expect(h.call.getDailyCallObject()).toBeNull();
    }
    expect(h.of('call-end')).toHaveLength(CYCLES);
    expect(
      h.of('message').filter((m) => m.type === 'status-update' && m.status === 'ended'),
    ).toHaveLength(CYCLES);
    expect(h.of('speech-start')).toHaveLength(CYCLES);
    expectNothingLeft(created, CYCLES);
  });
});
