// @vitest-environment jsdom
// The `audio-health` event and `getAudioHealth()` on the simulated transport, under fake timers
// (docs/requirements.md#audio-health).
import { describe, expect, it, vi } from 'vitest';
import { harness, useClientTestLifecycle } from '../test-support/harness';
import type { AudioHealthEvent } from './audio-health-detector';
import { SILENT_AFTER_MS } from './audio-health-detector';
import { SPEAKING_LEVEL } from './testing';

useClientTestLifecycle();

const greeting = { turns: [{ role: 'assistant' as const, text: 'Hello, how can I help?' }] };

/** A client whose `audio-health` events are kept as `[condition, active]` pairs. */
function watched(script = greeting) {
  const h = harness({ sim: { script } });
  const events: AudioHealthEvent[] = [];
  h.call.on('audio-health', (event) => events.push(event));
  const pairs = () => events.map((e) => [e.condition, e.active]);
  /** Starts the call, and waits for the watch's module to load (real I/O, not a timer). */
  const start = async () => {
    await h.start(100);
    await vi.dynamicImportSettled();
  };
  return { h, events, pairs, start };
}

describe('audio-health: silent-microphone', () => {
  it('is said once the person has been silent for a while after the greeting, and clears when they speak', async () => {
    const { h, events, pairs, start } = watched();
    await start();
    expect(h.call.isLocalAudioLevelObserverRunning()).toBe(true);
    // The greeting (5 words at 40 ms) and its 1 s tail, then the silence counts.
    await vi.advanceTimersByTimeAsync(SILENT_AFTER_MS);
    expect(events).toEqual([]);
    await vi.advanceTimersByTimeAsync(1500);
    expect(pairs()).toEqual([['silent-microphone', true]]);
    expect(h.call.getAudioHealth()).toEqual(['silent-microphone']);
    h.factory.last?.setLocalAudioLevel(SPEAKING_LEVEL);
    await vi.advanceTimersByTimeAsync(200);
    expect(pairs()).toEqual([
      ['silent-microphone', true],
      ['silent-microphone', false],
    ]);
    const [began, ended] = events;
    expect(ended?.since).toBe(began?.since);
    // It ended at the first loud sample, one observer tick (100 ms) after the level rose.
    const endedAt = (ended?.since ?? 0) + (ended?.duration ?? 0);
    expect(Date.now() - endedAt).toBeLessThan(200);
    expect(ended?.duration).toBeGreaterThan(0);
    expect(h.call.getAudioHealth()).toEqual([]);
  });

  it('is not said while the person has muted the microphone', async () => {
    const { h, events, start } = watched();
    await start();
    h.call.setMuted(true);
    await vi.advanceTimersByTimeAsync(SILENT_AFTER_MS * 3);
    expect(events).toEqual([]);
  });
});

describe('audio-health: microphone-muted', () => {
  it('follows the track muted and unmuted by the system', async () => {
    const { h, pairs, start } = watched();
    await start();
    const microphone = h.factory.last?.microphone;
    microphone?.setMuted(true);
    expect(pairs()).toEqual([['microphone-muted', true]]);
    expect(h.call.getAudioHealth()).toEqual(['microphone-muted']);
    // Its silence is the muted track's: nothing more is said.
    await vi.advanceTimersByTimeAsync(SILENT_AFTER_MS * 2);
    microphone?.setMuted(false);
    expect(pairs()).toEqual([
      ['microphone-muted', true],
      ['microphone-muted', false],
    ]);
  });

  it('is said when the track ends, with or without an `ended` event (read on each level sample)', async () => {
    const { h, pairs, start } = watched();
    await start();
    h.factory.last?.microphone.end();
    expect(pairs()).toEqual([['microphone-muted', true]]);

    const quiet = watched();
    await quiet.start();
    quiet.h.factory.last?.microphone.track.stop(); // no event, as in browsers
    expect(quiet.pairs()).toEqual([]);
    await vi.advanceTimersByTimeAsync(100);
    expect(quiet.pairs()).toEqual([['microphone-muted', true]]);
  });
});

describe('audio-health: the person mutes', () => {
  it("does not call the person's own mute a muted track; a track the system ended meanwhile shows at the unmute", async () => {
    const { h, pairs, start } = watched();
    await start();
    h.call.setMuted(true);
    h.factory.last?.microphone.end();
    await vi.advanceTimersByTimeAsync(500);
    expect(pairs()).toEqual([]);
    h.call.setMuted(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(pairs()).toEqual([['microphone-muted', true]]);
  });
});

describe('audio-health: device-lost', () => {
  it('is said when the device in use leaves the list, and clears once a listed device is in use', async () => {
    const { h, pairs, start } = watched();
    await start();
    const microphone = h.factory.last?.microphone;
    microphone?.plug('usb-headset');
    expect(pairs()).toEqual([]);
    microphone?.unplug();
    expect(pairs()).toEqual([
      ['device-lost', true],
      ['microphone-muted', true],
    ]);
    // Another device is picked (by the page, or the client's fallback): a live track from it.
    microphone?.use('usb-headset');
    expect(pairs().slice(2)).toEqual([
      ['microphone-muted', false],
      ['device-lost', false],
    ]);
    expect(h.call.getAudioHealth()).toEqual([]);
  });
});

describe('audio-health: echo-suspected', () => {
  it("is said when the microphone follows the assistant's voice while the person is quiet", async () => {
    const { h, pairs, start } = watched({ turns: [] });
    await start();
    const sim = h.factory.last;
    // The assistant speaks in syllables; the microphone hears a third of it through the speakers.
    const timer = setInterval(() => {
      const level = 0.04 + 0.03 * Math.sin(Date.now() / 170);
      sim?.setRemoteAudioLevel(level);
      sim?.setLocalAudioLevel(level / 3);
    }, 100);
    await vi.advanceTimersByTimeAsync(4000);
    clearInterval(timer);
    expect(pairs()).toEqual([['echo-suspected', true]]);
  });
});

describe('audio-health: the watch', () => {
  it('starts on the first getAudioHealth() without a listener, and costs nothing before', async () => {
    const h = harness({ sim: { script: greeting } });
    await h.start(100);
    expect(h.call.isLocalAudioLevelObserverRunning()).toBe(false);
    expect(h.call.getAudioHealth()).toEqual([]);
    await vi.dynamicImportSettled();
    expect(h.call.isLocalAudioLevelObserverRunning()).toBe(true);
    h.factory.last?.microphone.setMuted(true);
    expect(h.call.getAudioHealth()).toEqual(['microphone-muted']);
  });

  it('ends every condition with the call, and reads none without a call', async () => {
    const { h, pairs, start } = watched();
    expect(h.call.getAudioHealth()).toEqual([]);
    await start();
    const sim = h.factory.last;
    sim?.microphone.setMuted(true);
    const order: string[] = [];
    h.call.on('audio-health', ({ active }) => order.push(`health ${active}`));
    h.call.on('call-end', () => order.push('call-end'));
    await h.call.stop();
    expect(pairs()).toEqual([
      ['microphone-muted', true],
      ['microphone-muted', false],
    ]);
    expect(order).toEqual(['health false', 'call-end']);
    expect(h.call.getAudioHealth()).toEqual([]);
    expect(sim?.pendingTimers).toBe(0);
    expect(sim?.totalListenerCount).toBe(0);
  });
});
