// @vitest-environment jsdom
// The members and contracts of @vapi-ai/web 2.7.1 that this client takes over as a drop-in:
// reconnect, playback volume and the audio element, recording, the network tests, the
// EventEmitter methods, and the error payloads that code written for it reads.
import { describe, expect, it, vi } from 'vitest';
import {
  BASE_URL,
  harness,
  PUBLIC_KEY,
  stubGetUserMedia,
  useClientTestLifecycle,
} from '../test-support/harness';
import { isWebCallError } from './errors';
import { createSimulatedTransport, type SimulatedRoom } from './testing';
import { WebCall } from './web-call';

useClientTestLifecycle();

const FOUR_TURNS: SimulatedRoom = {
  turns: [
    { role: 'assistant', text: 'Hello, this is the front desk.' },
    { role: 'user', text: 'I would like a table tonight.' },
    { role: 'assistant', text: 'For how many people?' },
    { role: 'user', text: 'Two please.' },
  ],
};

/** The final transcripts, as text. */
const finals = (h: ReturnType<typeof harness>) =>
  h
    .of('message')
    .filter((m) => m.type === 'transcript' && m.transcriptType === 'final')
    .map((m) => (m as { transcript: string }).transcript);

describe('reconnect(webCall) (a room kept by roomDeleteOnUserLeaveEnabled: false)', () => {
  it('rejoins the kept room after stop(): call-start again, and the conversation goes on', async () => {
    const h = harness({ sim: { script: undefined }, platform: { room: () => FOUR_TURNS } });
    const created = await h.start(250, 'assistant-id', undefined, undefined, undefined, undefined, {
      roomDeleteOnUserLeaveEnabled: false,
    });
    const body = await h.requests.find((r) => r.method === 'POST')?.json();
    expect(body).toEqual({ assistantId: 'assistant-id', roomDeleteOnUserLeaveEnabled: false });
    expect(finals(h)).toEqual(['Hello, this is the front desk.']);
    await h.call.stop();
    expect(h.of('call-end')).toHaveLength(1);

    const rejoining = h.call.reconnect(created as NonNullable<typeof created>);
    await vi.advanceTimersByTimeAsync(2000);
    await expect(rejoining).resolves.toBeUndefined();
    expect(h.of('call-start-success')).toHaveLength(2);
    expect(h.of('call-start')).toHaveLength(2); // the kept room does not say "listening" again
    expect(finals(h)).toEqual([
      'Hello, this is the front desk.',
      'I would like a table tonight.',
      'For how many people?',
      'Two please.',
    ]);
    const progress = h.of('call-start-progress');
    const stages = progress.slice(
      progress.findIndex((p) => p.stage === 'reconnect-initialization'),
    );
    expect(stages[0]).toMatchObject({
      stage: 'reconnect-initialization',
      status: 'started',
      metadata: { isReconnect: true, callId: created?.id },
    });
    expect(stages.some((p) => p.stage === 'web-call-creation')).toBe(false);
  });

  it('a room deleted when the user left: rejects with reconnect-error, nothing left', async () => {
    const h = harness({ sim: { script: undefined }, platform: { room: () => FOUR_TURNS } });
    const created = await h.start(100);
    await h.call.stop();
    const rejoining = h.call.reconnect(created as NonNullable<typeof created>);
    rejoining.catch(() => {});
    await vi.advanceTimersByTimeAsync(500);
    await expect(rejoining).rejects.toThrow("The meeting you're trying to join does not exist.");
    expect(h.of('error').map((e) => [e.type, e.stage, e.error.reason])).toEqual([
      ['reconnect-error', 'daily-call-join', 'no-room'],
    ]);
    expect(h.of('call-start-failed').at(-1)).toMatchObject({
      stage: 'reconnect',
      context: { isReconnect: true, callId: created?.id },
    });
    expect(h.factory.last?.isDestroyed()).toBe(true);
    expect(h.call.getDailyCallObject()).toBeNull();
  });

  it("rejects with @vapi-ai/web's texts, as WebCallErrors, while a call is under way or without webCallUrl", async () => {
    const h = harness();
    const created = await h.start(100);
    const refusal = (call: Parameters<typeof h.call.reconnect>[0]) =>
      h.call.reconnect(call).then(
        () => 'resolved',
        (e: unknown) => (isWebCallError(e) ? [e.type, e.message] : e),
      );
    expect(await refusal(created as NonNullable<typeof created>)).toEqual([
      'reconnect-error',
      'Cannot reconnect while a call is already in progress. Call stop() first.',
    ]);
    await h.call.stop();
    const missing = ['reconnect-error', 'webCallUrl is required for reconnection.'];
    expect(await refusal({ webCallUrl: '' })).toEqual(missing);
    expect(await refusal({} as Parameters<typeof h.call.reconnect>[0])).toEqual(missing);
    // Refused at once: no state change, no start event.
    expect(h.call.state).toBe('ended');
    expect(
      h.of('call-start-progress').filter((p) => p.stage === 'reconnect-initialization'),
    ).toEqual([]);
  });

  it('fails at reconnect-initialization (userData too large) with a reconnect-error', async () => {
    const h = harness({ client: { userData: 'x'.repeat(5000) } });
    const rejoining = h.call.reconnect({ webCallUrl: `${BASE_URL}/simulator/rooms/gone` });
    rejoining.catch(() => {});
    await vi.advanceTimersByTimeAsync(100);
    const error = await rejoining.catch((e: unknown) => e);
    expect(isWebCallError(error) && [error.type, error.stage]).toEqual([
      'reconnect-error',
      'reconnect-initialization',
    ]);
    expect(h.of('error').map((e) => [e.type, e.stage])).toEqual([
      ['reconnect-error', 'reconnect-initialization'],
    ]);
    expect(h.of('call-start-failed')).toMatchObject([{ stage: 'reconnect' }]);
    expect(h.call.state).toBe('failed');
  });
});

describe('playback: setVolume, getAudioPlayer and the audio event', () => {
  it('a volume set before the call applies to the element as it plays; clamped, NaN ignored', async () => {
    const h = harness();
    const players: HTMLAudioElement[] = [];
    h.call.on('audio', (player) => players.push(player));
    h.call.setVolume(0.4);
    h.call.setVolume(Number.NaN);
    expect(h.call.getAudioPlayer()).toBeNull();
    await h.start(100);
    expect(players).toHaveLength(1);
    const player = h.call.getAudioPlayer();
    expect(player).toBe(players[0]);
    expect(player?.isConnected).toBe(true);
    expect(player?.volume).toBe(0.4);
    h.call.setVolume(7);
    await vi.advanceTimersByTimeAsync(0);
    expect(player?.volume).toBe(1);
    // playable follows the audio event, as in @vapi-ai/web.
    expect(h.factory.last?.sentMessages).toContain('playable');
    await h.call.stop();
    expect(h.call.getAudioPlayer()).toBeNull();
    expect(player?.isConnected).toBe(false);
    // Kept across calls.
    await h.start(100);
    expect(h.call.getAudioPlayer()?.volume).toBe(1);
  });

  it('an output device picked before the call is used for the assistant when it plays', async () => {
    const setSinkId = vi.fn(async () => {});
    Object.defineProperty(HTMLMediaElement.prototype, 'setSinkId', {
      value: setSinkId,
      configurable: true,
    });
    const h = harness();
    await h.call.setOutputDeviceAsync({ outputDeviceId: 'headset' });
    await h.start(100);
    expect(setSinkId).toHaveBeenCalledWith('headset');
    delete (HTMLMediaElement.prototype as { setSinkId?: unknown }).setSinkId;
  });
});

describe('recording control and events (passed through from Daily)', () => {
  it('startRecording / stopRecording, with recording-started and recording-stopped', async () => {
    expect(() => new WebCall(PUBLIC_KEY).startRecording()).toThrow('Call object is not available.');
    expect(() => new WebCall(PUBLIC_KEY).stopRecording()).not.toThrow();
    const h = harness({ sim: { script: { turns: [] } } });
    const seen: string[] = [];
    h.call.on('recording-started', (e) => seen.push(`${e.action}:${e.type}`));
    h.call.on('recording-stopped', (e) => seen.push(e.action));
    await h.start(100);
    h.call.startRecording();
    expect(h.factory.last?.recording).toEqual({
      width: 1280,
      height: 720,
      backgroundColor: '#FF1F2D3D',
      layout: { preset: 'default' },
    });
    await vi.advanceTimersByTimeAsync(0);
    h.call.stopRecording();
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual(['recording-started:cloud', 'recording-stopped']);
    // A recording the call did not ask for does not release the first message.
    expect(h.factory.last?.sentMessages.some((m) => String(m).includes('say-first-message'))).toBe(
      false,
    );
  });

  it('recording-stats and recording-upload-completed pass through', async () => {
    const h = harness({ sim: { script: { turns: [] } } });
    const seen: string[] = [];
    h.call.on('recording-stats', (e) => seen.push(e.action));
    h.call.on('recording-upload-completed', (e) => seen.push(e.action));
    await h.start(100);
    const callClientId = 'simulated';
    h.factory.last?.emit('recording-stats', { action: 'recording-stats', callClientId });
    h.factory.last?.emit('recording-upload-completed', {
      action: 'recording-upload-completed',
      callClientId,
    });
    expect(seen).toEqual(['recording-stats', 'recording-upload-completed']);
  });
});

describe('error payloads that code written for @vapi-ai/web reads', () => {
  it("a Daily error keeps Daily's errorMsg and error.type on e.error, and serialises", async () => {
    const h = harness({ sim: { script: { turns: [] } } });
    await h.start(100);
    h.factory.last?.raiseFatalError('Meeting is full', 'meeting-full');
    const [event] = h.of('error');
    expect(event?.type).toBe('daily-error');
    expect(event?.error.errorMsg).toBe('Meeting is full');
    expect(event?.error.error.type).toBe('meeting-full');
    expect(JSON.parse(JSON.stringify(event))).toMatchObject({
      type: 'daily-error',
      error: { message: 'Meeting is full', errorMsg: 'Meeting is full', name: 'WebCallError' },
    });
    // The platform's example app logs `e.message || e`: the message, not "[object Object]".
    expect(`${event?.message || event}`).toBe('Meeting is full');
  });

  it('camera-error passes the message and Daily fields; a failed recovery is audio-processor-recovery-error', async () => {
    const h = harness({ sim: { script: { turns: [] } } });
    await h.start(100);
    const sim = h.factory.last;
    sim?.emit('camera-error', {
      action: 'camera-error',
      callClientId: 'simulated',
      errorMsg: { errorMsg: 'Permission denied', audioOk: false },
      error: {
        type: 'permissions',
        msg: 'Permission denied',
        blockedBy: 'user',
        blockedMedia: ['audio'],
      },
    });
    expect(h.of('camera-error')[0]?.error).toMatchObject({
      message: 'Permission denied',
      error: { type: 'permissions' },
    });
    vi.spyOn(sim as NonNullable<typeof sim>, 'updateInputSettings').mockRejectedValue(
      new Error('KrispInitError: Canceled'),
    );
    sim?.raiseNonfatalError('audio-processor-error');
    await vi.advanceTimersByTimeAsync(0);
    expect(h.of('error').map((e) => e.type)).toEqual(['audio-processor-recovery-error']);
    expect(sim?.meetingState()).toBe('joined-meeting');
  });
});

describe('the EventEmitter methods pages use', () => {
  it('off removes a once listener; add/prepend/listeners/eventNames/listenerCount', () => {
    const call = new WebCall(PUBLIC_KEY);
    const order: string[] = [];
    const once = () => order.push('once');
    call.once('call-start', once);
    call.off('call-start', once);
    call.emit('call-start');
    expect(order).toEqual([]);
    const first = () => order.push('first');
    const second = () => order.push('second');
    call.addListener('call-end', second);
    call.prependListener('call-end', first);
    call.once('call-end', once);
    expect(call.listeners('call-end')).toEqual([first, second, once]);
    expect(call.listenerCount('call-end')).toBe(3);
    expect(call.listenerCount('call-end', once)).toBe(1);
    expect(call.eventNames()).toEqual(['call-end']);
    call.emit('call-end');
    call.emit('call-end');
    expect(order).toEqual(['first', 'second', 'once', 'first', 'second']);
    call.removeListener('call-end', first);
    expect(call.listeners('call-end')).toEqual([second]);
  });

  it('setMaxListeners: a possible leak is reported past the limit, as by Node', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const call = new WebCall(PUBLIC_KEY);
    call.setMaxListeners(2);
    for (let i = 0; i < 3; i++) call.on('message', () => {});
    expect(warn).toHaveBeenCalledOnce();
    call.setMaxListeners(0);
    for (let i = 0; i < 20; i++) call.on('speech-end', () => {});
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('WebCall.runNetworkTestsStandalone() (daily-js network tests)', () => {
  it("runs daily-js's three tests on a temporary call object and destroys it", async () => {
    const stop = vi.fn();
    stubGetUserMedia(async () => ({ getVideoTracks: () => [{ stop }] }));
    const factory = createSimulatedTransport();
    const results = await WebCall.runNetworkTestsStandalone({ transport: factory });
    expect(results).toMatchObject({
      networkConnectivity: { result: 'passed' },
      websocketConnectivity: { result: 'passed' },
      callQuality: { result: 'good' },
    });
    expect(stop).toHaveBeenCalled();
    expect(factory.last?.isDestroyed()).toBe(true);
    expect(factory.open).toBe(0);
  });

  it('offline, each test reports the failed bundle load; a live call on the page refuses them', async () => {
    stubGetUserMedia(async () => ({ getVideoTracks: () => [{ stop() {} }] }));
    const offline = createSimulatedTransport({ faults: { bundle: 'unreachable' } });
    const logged = vi.spyOn(console, 'log');
    const running = WebCall.runNetworkTestsStandalone({ transport: offline });
    await vi.advanceTimersByTimeAsync(30_000);
    const results = await running;
    // Each failed load's fatal error event is heard: daily-js logs none as unhandled.
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
    expect(results.websocketConnectivity).toMatchObject({
      result: 'error',
      error: expect.stringMatching(/^Failed to load call object bundle/),
    });
    expect(offline.last?.isDestroyed()).toBe(true);

    const h = harness({ sim: { script: { turns: [] } } });
    await h.start(100);
    const refused = await WebCall.runNetworkTestsStandalone({ transport: h.factory });
    expect(refused.error).toMatch(/Another call is live on this page/);
    expect(h.factory.created).toBe(1);
  });
});
