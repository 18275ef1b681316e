// @vitest-environment jsdom
// The session's audio: noise cancellation turned on at the start and off again after Daily's
// audio-processor-error, and the assistant's audio when the browser's autoplay policy holds it back.
import { describe, expect, it, vi } from 'vitest';
import { harness, useClientTestLifecycle } from '../test-support/harness';

useClientTestLifecycle();

describe('noise cancellation', () => {
  it('is turned on by default once joined', async () => {
    const h = harness({ sim: { script: { turns: [] } } });
    await h.start(100);
    expect(h.factory.last?.inputSettings).toEqual({
      audio: { processor: { type: 'noise-cancellation' } },
    });
    await h.call.stop();
  });

  it('can be turned off', async () => {
    const h = harness({ sim: { script: { turns: [] } }, client: { noiseCancellation: false } });
    await h.start(100);
    expect(h.factory.last?.inputSettings).toBeUndefined();
    await h.call.stop();
  });

  it.each([
    [false, true],
    [true, false],
  ])('on audio-processor-error turns it off and keeps muted=%s', async (muted, audioOn) => {
    const h = harness({ sim: { script: { turns: [] } } });
    await h.start(100);
    h.call.setMuted(muted);
    h.factory.last?.raiseNonfatalError('audio-processor-error');
    await vi.advanceTimersByTimeAsync(10);
    expect(h.factory.last?.inputSettings).toEqual({ audio: { processor: { type: 'none' } } });
    expect(h.factory.last?.localAudio()).toBe(audioOn);
    expect(h.call.isMuted()).toBe(muted);
    await h.call.stop();
  });

  it('a failed noise-cancellation setup is reported and the call goes on', async () => {
    const h = harness({
      sim: { script: { turns: [] }, faults: { 'audio-processing-setup': 'reject' } },
    });
    const created = await h.start(100);
    expect(created).not.toBeNull();
    expect(h.of('error').map((e) => [e.type, e.stage])).toEqual([
      ['audio-processing-setup-error', 'audio-processing-setup'],
    ]);
    expect(h.of('call-start-failed')).toHaveLength(0);
    expect(h.factory.last?.meetingState()).toBe('joined-meeting');
    await h.call.stop();
  });
});

describe('autoplay refusal (the browser blocks audio until a user gesture)', () => {
  const notAllowed = () =>
    Object.assign(new Error('play() needs a user gesture'), { name: 'NotAllowedError' });

  it('keeps the paused element, says playable only once resumeAudio() makes it play', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(notAllowed());
    const h = harness();
    await h.start(300);
    // @vapi-ai/web's type; the reason says it is the autoplay policy (resumeAudio() helps).
    expect(h.of('error').map((e) => [e.type, e.error.reason])).toEqual([
      ['audio-start-failed', 'autoplay-blocked'],
    ]);
    expect(document.querySelectorAll('audio')).toHaveLength(1);
    expect(h.factory.last?.sentMessages).not.toContain('playable');
    expect(h.of('call-start')).toHaveLength(0);
    await expect(h.call.resumeAudio()).rejects.toThrow('play() needs a user gesture');
    expect(h.factory.last?.sentMessages).not.toContain('playable');
    play.mockResolvedValue(undefined);
    await h.call.resumeAudio();
    expect(h.factory.last?.sentMessages.filter((m) => m === 'playable')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(h.of('call-start')).toHaveLength(1);
    await h.call.resumeAudio(); // nothing left to resume: no second playable
    expect(h.factory.last?.sentMessages.filter((m) => m === 'playable')).toHaveLength(1);
    await h.call.stop();
    expect(document.querySelectorAll('audio')).toHaveLength(0);
  });

  it('another playback failure is an audio-start-failed without a reason: no element, no playable', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(new Error('decode failed'));
    const h = harness({ sim: { script: { turns: [] } } });
    await h.start(100);
    expect(h.of('error').map((e) => [e.type, e.error.reason])).toEqual([
      ['audio-start-failed', undefined],
    ]);
    expect(document.querySelectorAll('audio')).toHaveLength(0);
    expect(h.factory.last?.sentMessages).not.toContain('playable');
    await h.call.stop();
  });
});
