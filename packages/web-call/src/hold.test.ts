// @vitest-environment jsdom
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { harness, useClientTestLifecycle } from '../test-support/harness';
import { isWebCallError } from './errors';

useClientTestLifecycle();

// Loaded on the first hold (a dynamic import, which takes real time the first time): once ahead.
beforeAll(async () => {
  await import('./hold');
});

/** A connected call, the control messages it sends and its `hold-change` events. */
async function connectedCall() {
  const h = harness({ sim: { script: { turns: [] } } });
  const holds: boolean[] = [];
  h.call.on('hold-change', (onHold) => holds.push(onHold));
  await h.start(200);
  expect(h.call.state).toBe('connected');
  const sim = h.factory.last;
  if (!sim) throw new Error('no transport');
  const controls = () =>
    sim.sentMessages
      .filter((m) => m.startsWith('{'))
      .map((m) => JSON.parse(m) as { type: string; control?: string })
      .filter((m) => m.type === 'control');
  return { ...h, sim, holds, controls };
}

describe('hold and unhold', () => {
  it('without a call: rejects as the other controls do, and is not on hold', async () => {
    const { call } = harness();
    const error = await call.hold().catch((e: unknown) => e);
    expect(isWebCallError(error) && [error.type, error.message]).toEqual([
      'call-object-unavailable',
      'Call object is not available.',
    ]);
    await expect(call.unhold()).rejects.toThrow('Call object is not available.');
    expect(call.isOnHold()).toBe(false);
  });

  it('mutes the microphone and the assistant, then unmutes both', async () => {
    const { call, sim, holds, controls } = await connectedCall();
    await call.hold();
    expect(controls()).toEqual([{ type: 'control', control: 'mute-assistant' }]);
    expect(sim.localAudio()).toBe(false);
    expect(call.isMuted()).toBe(true);
    expect(call.isOnHold()).toBe(true);
    expect(holds).toEqual([true]);
    await call.unhold();
    expect(controls()).toEqual([
      { type: 'control', control: 'mute-assistant' },
      { type: 'control', control: 'unmute-assistant' },
    ]);
    expect(sim.localAudio()).toBe(true);
    expect(call.isOnHold()).toBe(false);
    expect(holds).toEqual([true, false]);
    expect(call.state).toBe('connected');
  });

  it('asking twice for the same hold sends and tells nothing more', async () => {
    const { call, holds, controls } = await connectedCall();
    await call.unhold();
    await call.hold();
    await call.hold();
    expect(controls().map((m) => m.control)).toEqual(['mute-assistant']);
    expect(holds).toEqual([true]);
  });

  it('leaves muted a microphone the person had muted before the hold', async () => {
    const { call, sim } = await connectedCall();
    call.setMuted(true);
    await call.hold();
    await call.unhold();
    expect(sim.localAudio()).toBe(false);
    expect(call.isMuted()).toBe(true);
  });

  it('ends with its call: the next call is not on hold', async () => {
    const h = await connectedCall();
    await h.call.hold();
    await h.call.stop();
    expect(h.call.isOnHold()).toBe(false);
    await h.start(200);
    expect(h.call.isOnHold()).toBe(false);
    expect(h.factory.last?.localAudio()).toBe(true);
  });

  it('changes nothing when the message cannot be sent yet (before the join)', async () => {
    const h = harness({ sim: { script: { turns: [] }, pacing: { joinMs: 500 } } });
    const starting = h.call.start('assistant-id');
    await vi.advanceTimersByTimeAsync(50);
    expect(h.call.state).toBe('starting');
    await expect(h.call.hold()).rejects.toThrow('only supported after join');
    expect(h.call.isOnHold()).toBe(false);
    expect(h.factory.last?.localAudio()).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    await starting;
  });
});
