// @vitest-environment jsdom
// The local microphone level observer (the `local-volume-level` event of @vapi-ai/web 2.7.1): a
// page can tell that nobody hears the user (muted or wrong microphone).
import { describe, expect, it, vi } from 'vitest';
import { harness, useClientTestLifecycle } from '../test-support/harness';
import { isWebCallError, type WebCallError } from './errors';
import { SPEAKING_LEVEL } from './testing';
import { WebCall } from './web-call';

useClientTestLifecycle();

/** A user turn between two assistant turns: the microphone is loud only while the user talks. */
const conversation = {
  turns: [
    { role: 'assistant' as const, text: 'Hello, how can I help?' },
    { role: 'user' as const, text: 'I would like to book a table please' },
    { role: 'assistant' as const, text: 'Certainly.' },
  ],
};

describe('local-volume-level', () => {
  it('starts by itself when listened to at the start, and follows the user at the microphone', async () => {
    const h = harness({ sim: { script: conversation } });
    const levels: number[] = [];
    h.call.on('local-volume-level', (level) => levels.push(level));
    await h.start(50);
    expect(h.call.isLocalAudioLevelObserverRunning()).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(levels.length).toBeGreaterThanOrEqual(9);
    expect(levels).toContain(SPEAKING_LEVEL); // the user's turn
    expect(levels[0]).toBe(0); // the assistant greets first: the user is silent
    expect(h.call.getLocalAudioLevel()).toBe(levels.at(-1));
  });

  it('reads 0 while the microphone is muted', async () => {
    const h = harness({ sim: { script: { turns: [] } } });
    const levels: number[] = [];
    h.call.on('local-volume-level', (level) => levels.push(level));
    await h.start(50);
    h.factory.last?.setLocalAudioLevel(0.3);
    await vi.advanceTimersByTimeAsync(200);
    expect(levels.at(-1)).toBe(0.3);
    h.call.setMuted(true);
    await vi.advanceTimersByTimeAsync(200);
    expect(levels.at(-1)).toBe(0);
    expect(h.call.getLocalAudioLevel()).toBe(0);
  });

  it('costs nothing unless asked for: without a listener it starts only on request, and stops', async () => {
    const h = harness({ sim: { script: { turns: [] } } });
    await h.start(50);
    expect(h.call.isLocalAudioLevelObserverRunning()).toBe(false);
    const levels: number[] = [];
    h.call.on('local-volume-level', (level) => levels.push(level));
    await h.call.startLocalAudioLevelObserver(200);
    h.factory.last?.setLocalAudioLevel(0.5);
    await vi.advanceTimersByTimeAsync(1000);
    expect(levels).toEqual([0.5, 0.5, 0.5, 0.5, 0.5]);
    expect(h.call.getLocalAudioLevel()).toBe(0.5);
    h.call.stopLocalAudioLevelObserver();
    expect(h.call.isLocalAudioLevelObserverRunning()).toBe(false);
    expect(h.call.getLocalAudioLevel()).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(levels).toHaveLength(5);
  });

  it('without a call: start throws "Call object is not available.", the rest is harmless', async () => {
    const call = new WebCall('pk');
    await expect(call.startLocalAudioLevelObserver()).rejects.toThrow(
      'Call object is not available.',
    );
    expect(() => call.stopLocalAudioLevelObserver()).not.toThrow();
    expect(call.isLocalAudioLevelObserverRunning()).toBe(false);
    expect(call.getLocalAudioLevel()).toBe(0);
  });

  it('stops with the call', async () => {
    const h = harness({ sim: { script: { turns: [] } } });
    h.call.on('local-volume-level', () => {});
    await h.start(50);
    const sim = h.factory.last;
    expect(sim?.isLocalAudioLevelObserverRunning()).toBe(true);
    await h.call.stop();
    expect(sim?.isLocalAudioLevelObserverRunning()).toBe(false);
    expect(sim?.pendingTimers).toBe(0);
  });
});

describe('local-audio-level-observer-error', () => {
  it('reports an observer that cannot start; the call goes on', async () => {
    const h = harness({
      sim: { script: { turns: [] }, faults: { 'local-audio-level-observer': 'reject' } },
    });
    const errors: WebCallError[] = [];
    h.call.on('local-volume-level', () => {});
    h.call.on('local-audio-level-observer-error', (error) => errors.push(error));
    await h.start(100);
    expect(errors).toHaveLength(1);
    expect(isWebCallError(errors[0]) && errors[0].type).toBe('local-audio-level-observer-error');
    expect(errors[0]?.message).toBe('Simulated failure: local audio level observer rejected');
    expect(h.of('error')).toEqual([]);
    expect(h.of('call-end')).toEqual([]);
    expect(h.factory.last?.meetingState()).toBe('joined-meeting');
  });

  it("passes Daily's nonfatal observer error on with its errorMsg, as @vapi-ai/web does", async () => {
    const h = harness({ sim: { script: { turns: [] } } });
    const errors: WebCallError[] = [];
    h.call.on('local-audio-level-observer-error', (error) => errors.push(error));
    await h.start(50);
    h.factory.last?.raiseNonfatalError(
      'local-audio-level-observer-error',
      "AbortError: Unable to load a worklet's module",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]?.errorMsg).toBe("AbortError: Unable to load a worklet's module");
    expect(errors[0]?.message).toBe("AbortError: Unable to load a worklet's module");
    expect(JSON.parse(JSON.stringify(errors[0]))).toMatchObject({
      type: 'local-audio-level-observer-error',
      errorMsg: "AbortError: Unable to load a worklet's module",
      message: "AbortError: Unable to load a worklet's module",
    });
    expect(h.of('call-end')).toEqual([]);
  });
});
