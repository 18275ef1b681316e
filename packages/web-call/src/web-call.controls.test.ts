// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { harness, stubGetUserMedia, useClientTestLifecycle } from '../test-support/harness';
import { isWebCallError } from './errors';
import { WebCall } from './index';

useClientTestLifecycle();

describe('controls without a call: "Call object is not available."', () => {
  const call = () => new WebCall('pk');

  it('muting and raising the mic level throw it', async () => {
    expect(() => call().setMuted(true)).toThrow('Call object is not available.');
    const error = await call()
      .increaseMicLevel(2)
      .catch((e: unknown) => e);
    expect(isWebCallError(error) && [error.type, error.message]).toEqual([
      'call-object-unavailable',
      'Call object is not available.',
    ]);
    await expect(call().setInputDevicesAsync({ audioDeviceId: 'x' })).rejects.toThrow(
      'Call object is not available.',
    );
    // Unlike those, picking the speaker never rejects without a call (code written for
    // @vapi-ai/web does not await it): the choice is kept for the next call.
    await expect(call().setOutputDeviceAsync({ outputDeviceId: 'x' })).resolves.toBeUndefined();
  });

  it('reading and sending are harmless', () => {
    const c = call();
    expect(c.isMuted()).toBe(false);
    expect(c.getDailyCallObject()).toBeNull();
    expect(() => c.send({ type: 'end-call' })).not.toThrow();
    expect(() => c.stopScreenSharing()).not.toThrow();
  });

  it('emit never throws, even for error with no listener or a throwing listener', () => {
    const c = call();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(c.emit('call-end')).toBe(false);
    expect(() =>
      c.emit('error', {
        type: 'daily-error',
        error: new Error('x') as never,
        message: 'x',
        timestamp: '',
      }),
    ).not.toThrow();
    c.on('call-end', () => {
      throw new Error('listener bug');
    });
    let after = 0;
    c.on('call-end', () => after++);
    expect(() => c.emit('call-end')).not.toThrow();
    expect(after).toBe(1);
    expect(logged).toHaveBeenCalledOnce();
  });

  it('on, once, off and removeAllListeners are typed and work', () => {
    const c = call();
    const volumes: number[] = [];
    const listener = (v: number) => volumes.push(v);
    c.on('volume-level', listener);
    c.once('volume-level', (v) => volumes.push(v * 10));
    c.emit('volume-level', 0.5);
    c.emit('volume-level', 0.25);
    c.off('volume-level', listener);
    c.emit('volume-level', 1);
    expect(volumes).toEqual([0.5, 5, 0.25]);
    c.on('call-start', () => {});
    c.removeAllListeners();
    expect(c.listenerCount('call-start')).toBe(0);
  });
});

describe('controls in a call', () => {
  it('mutes and unmutes the microphone', async () => {
    const h = harness({ sim: { script: { turns: [] } } });
    await h.start(100);
    h.call.setMuted(true);
    expect(h.factory.last?.localAudio()).toBe(false);
    expect(h.call.isMuted()).toBe(true);
    h.call.setMuted(false);
    expect(h.call.isMuted()).toBe(false);
  });

  it('selects input and output devices, awaiting them and surfacing their errors', async () => {
    const h = harness({ sim: { script: { turns: [] } } });
    await h.start(100);
    const sim = h.factory.last;
    await h.call.setInputDevicesAsync({ audioDeviceId: 'mic-2' });
    expect(sim?.inputDevices).toEqual({ audioDeviceId: 'mic-2' });
    const setSinkId = vi.fn(async () => {});
    Object.defineProperty(HTMLMediaElement.prototype, 'setSinkId', {
      value: setSinkId,
      configurable: true,
    });
    await h.call.setOutputDeviceAsync({ outputDeviceId: 'speaker-3' });
    expect(sim?.outputDeviceId).toBe('speaker-3');
    expect(setSinkId).toHaveBeenCalledWith('speaker-3');
    vi.spyOn(sim as NonNullable<typeof sim>, 'setInputDevicesAsync').mockRejectedValue(
      new Error('NotFoundError'),
    );
    await expect(h.call.setInputDevicesAsync({ audioDeviceId: 'gone' })).rejects.toThrow(
      'NotFoundError',
    );
    delete (HTMLMediaElement.prototype as { setSinkId?: unknown }).setSinkId;
  });

  it('raises the selected microphone level and releases what it made', async () => {
    const made: Array<{ closed: boolean; node?: { gain: { value: number } } }> = [];
    const stopped: string[] = [];
    class FakeAudioContext {
      closed = false;
      node?: { gain: { value: number }; connect: (next: unknown) => unknown };
      constructor() {
        made.push(this);
      }
      createGain() {
        this.node = { gain: { value: 0 }, connect: (next: unknown) => next };
        return this.node;
      }
      createMediaStreamDestination() {
        return { stream: { getAudioTracks: () => [{ kind: 'audio', id: 'boosted' }] } };
      }
      createMediaStreamSource() {
        return { connect: (next: unknown) => next };
      }
      async close() {
        this.closed = true;
      }
    }
    vi.stubGlobal('AudioContext', FakeAudioContext);
    const getUserMedia = vi.fn(async (constraints: MediaStreamConstraints) => ({
      getTracks: () => [{ stop: () => stopped.push(JSON.stringify(constraints.audio)) }],
    }));
    stubGetUserMedia(getUserMedia);
    const h = harness({ sim: { script: { turns: [] } } });
    await h.start(100);
    await h.call.setInputDevicesAsync({ audioDeviceId: 'mic-2' });
    await h.call.increaseMicLevel(1.5);
    const boosts = () => made.filter((context) => context.node);
    expect(getUserMedia).toHaveBeenCalledWith({ audio: { deviceId: { exact: 'mic-2' } } });
    expect(boosts()[0]?.node?.gain.value).toBe(1.5);
    expect(h.factory.last?.inputDevices).toEqual({ audioSource: { kind: 'audio', id: 'boosted' } });
    await h.call.increaseMicLevel(2);
    expect(boosts()[0]?.closed).toBe(true);
    expect(stopped).toHaveLength(1);
    await h.call.stop();
    expect(boosts()[1]?.closed).toBe(true);
    expect(stopped).toHaveLength(2);
  });

  it('starts and stops screen sharing with display options and send settings', async () => {
    const h = harness({ sim: { script: { turns: [] } } });
    await h.start(100);
    h.call.startScreenSharing({ video: true }, { maxQuality: 'low' });
    expect(h.factory.last?.screenShare).toEqual({
      displayMediaOptions: { video: true },
      screenVideoSendSettings: { maxQuality: 'low' },
    });
    h.call.stopScreenSharing();
    expect(h.factory.last?.screenShare).toBeUndefined();
  });

  it('has no Daily call object over the simulated transport: getDailyCallObject() is null', async () => {
    const h = harness({ sim: { script: { turns: [] } } });
    await h.start(100);
    expect(h.factory.last?.meetingState()).toBe('joined-meeting');
    expect(h.call.getDailyCallObject()).toBeNull();
    await h.call.stop();
    expect(h.call.getDailyCallObject()).toBeNull();
  });
});

describe('ending a start that is still connecting', () => {
  it('end() stops the start: no error thrown, start() resolves null, nothing left', async () => {
    const h = harness({ sim: { script: { turns: [] }, pacing: { joinMs: 2000 } } });
    const started = h.call.start('a');
    await vi.advanceTimersByTimeAsync(100);
    const sim = h.factory.last;
    expect(sim?.meetingState()).toBe('joining-meeting');
    expect(h.call.isMuted()).toBe(false); // daily-js answers null before join: not "muted"
    await expect(h.call.end()).resolves.toBeUndefined();
    expect(await started).toBeNull();
    expect(sim?.isDestroyed()).toBe(true);
    expect(sim?.sentMessages).toEqual([]);
    await vi.advanceTimersByTimeAsync(3000);
    expect(h.of('call-start-success')).toHaveLength(0);
    expect(h.of('call-start-failed')).toHaveLength(0);
    expect(h.of('error')).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});

/**
 * A microphone whose browser prompt is answered when the test says: `grant()` hands over a stream
 * of one live `track`.
 */
function stubMicrophone() {
  const track = { readyState: 'live', stop: vi.fn(() => (track.readyState = 'ended')) };
  let grant: (stream: unknown) => void = () => {};
  const getUserMedia = vi.fn(() => new Promise((resolve) => (grant = resolve)));
  stubGetUserMedia(getUserMedia);
  return { track, getUserMedia, grant: () => grant({ getTracks: () => [track] }) };
}

describe('increaseMicLevel racing stop()', () => {
  it('never asks for the microphone when the call stops while the boost code loads', async () => {
    const microphone = stubMicrophone();
    const h = harness({ sim: { script: { turns: [] } } });
    await h.start(100);
    // The boost's code is loaded on first use: stop() comes first here.
    const raising = h.call.increaseMicLevel(2);
    await h.call.stop();
    await expect(raising).rejects.toThrow('Call object is not available.');
    expect(microphone.getUserMedia).not.toHaveBeenCalled();
  });

  it('leaves no live microphone stream and makes no AudioContext', async () => {
    const contexts: unknown[] = [];
    vi.stubGlobal(
      'AudioContext',
      class {
        constructor() {
          contexts.push(this);
        }
      },
    );
    const microphone = stubMicrophone();
    const h = harness({ sim: { script: { turns: [] } } });
    await h.start(100);
    const before = contexts.length; // the simulated assistant's track may have made one
    const raising = h.call.increaseMicLevel(2);
    // The browser is opening the microphone when the call stops.
    await vi.waitFor(() => expect(microphone.getUserMedia).toHaveBeenCalledTimes(1));
    await h.call.stop();
    microphone.grant();
    await expect(raising).rejects.toThrow('Call object is not available.');
    expect(microphone.track.readyState).toBe('ended');
    expect(contexts).toHaveLength(before);
  });
});

describe('increaseMicLevel with careless input or a failing browser', () => {
  it('refuses a gain that is no finite number before the microphone is asked for', async () => {
    const microphone = stubMicrophone();
    const h = harness({ sim: { script: { turns: [] } } });
    await h.start(100);
    for (const [gain, shown] of [
      [Number.NaN, 'NaN'],
      [Number.NEGATIVE_INFINITY, '-Infinity'],
      [undefined, 'undefined'],
      ['loud', 'loud'],
    ] as const) {
      await expect(h.call.increaseMicLevel(gain as unknown as number)).rejects.toThrow(
        new RangeError(`The gain must be a finite number, not ${shown}.`),
      );
    }
    expect(microphone.getUserMedia).not.toHaveBeenCalled();
    expect(h.factory.last?.meetingState()).toBe('joined-meeting');
  });

  it('releases the microphone when Web Audio fails after it opened', async () => {
    const microphone = stubMicrophone();
    const h = harness({ sim: { script: { turns: [] } } });
    await h.start(100);
    // e.g. the browser's limit on audio contexts reached
    vi.stubGlobal(
      'AudioContext',
      class {
        constructor() {
          throw new DOMException('too many audio contexts', 'NotSupportedError');
        }
      },
    );
    const raising = h.call.increaseMicLevel(2);
    await vi.waitFor(() => expect(microphone.getUserMedia).toHaveBeenCalledTimes(1));
    microphone.grant();
    await expect(raising).rejects.toThrow('too many audio contexts');
    expect(microphone.track.readyState).toBe('ended');
  });
});

describe('preload (faster start)', () => {
  it('warms the call object and bundle ahead; start then only waits for the web call and join', async () => {
    const h = harness({
      sim: { script: { turns: [] }, pacing: { loadMs: 400, joinMs: 500 } },
      platform: { latencyMs: 250 },
    });
    const warming = h.call.preload();
    await vi.advanceTimersByTimeAsync(400);
    await warming;
    expect(h.factory.created).toBe(1);
    expect(h.factory.last?.meetingState()).toBe('loaded');
    let succeededAt = 0;
    h.call.on('call-start-success', () => {
      succeededAt = Date.now();
    });
    const clickedAt = Date.now();
    await h.start(1000);
    expect(h.factory.created).toBe(1);
    expect(succeededAt - clickedAt).toBe(750);
  });

  it('cold, the bundle load overlaps the web call: max(250, 400) + 500', async () => {
    const h = harness({
      sim: { script: { turns: [] }, pacing: { loadMs: 400, joinMs: 500 } },
      platform: { latencyMs: 250 },
    });
    let succeededAt = 0;
    h.call.on('call-start-success', () => {
      succeededAt = Date.now();
    });
    const clickedAt = Date.now();
    await h.start(1200);
    expect(succeededAt - clickedAt).toBe(900);
  });

  it('a failed preload is retried by start and never rejects', async () => {
    const faults: Record<string, 'reject'> = { 'daily-call-object-creation': 'reject' };
    const h = harness({ sim: { script: { turns: [] }, faults } });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(h.call.preload()).resolves.toBeUndefined();
    delete faults['daily-call-object-creation'];
    expect(await h.start(100)).not.toBeNull();
  });
});
