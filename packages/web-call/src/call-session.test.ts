// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { harness, useClientTestLifecycle } from '../test-support/harness';
import { createSimulatedTransport, SPEAKING_LEVEL, simulatedParticipant } from './testing';

useClientTestLifecycle();

/**
 * A session of its own on a simulated transport with an empty room (no client around it):
 * `events` holds the names of what it emits, then `ended` when it says the call has ended by itself.
 */
async function sessionAlone() {
  const { openSession } = await import('./call-session');
  const sim = await createSimulatedTransport({ script: { turns: [] } })({});
  const events: string[] = [];
  const session = openSession(sim, {
    emit: (event: string, ..._payload: unknown[]) => {
      events.push(event);
    },
    transition: () => false,
    ended: () => {
      events.push('ended');
    },
    graceMs: 30_000,
  });
  return { sim, session, events };
}

/** What every event of the transport carries besides its payload. */
const base = <K extends string>(action: K) => ({ action, callClientId: 'fake' });

const parsed = (messages: unknown[] | undefined) =>
  (messages ?? []).map((m) => (typeof m === 'string' && m.startsWith('{') ? JSON.parse(m) : m));

describe('wire protocol', () => {
  it('plays only the assistant speaker, then sends playable; listening means call-start', async () => {
    const h = harness();
    await h.start(100);
    const sim = h.factory.last;
    const audio = document.querySelectorAll('audio');
    expect(audio).toHaveLength(1);
    expect(sim?.sentMessages[0]).toBe('playable');
    expect(h.of('call-start')).toHaveLength(1);
    // A second remote participant with another name is not played.
    const track = { kind: 'audio' } as MediaStreamTrack;
    sim?.emit('track-started', {
      ...base('track-started'),
      participant: simulatedParticipant('other', 'Someone else', false),
      track,
      type: 'audio',
    });
    sim?.emit('track-started', {
      ...base('track-started'),
      participant: simulatedParticipant('me', 'Vapi Speaker', true),
      track,
      type: 'audio',
    });
    await vi.advanceTimersByTimeAsync(10);
    expect(document.querySelectorAll('audio')).toHaveLength(1);
    expect(sim?.sentMessages.filter((m) => m === 'playable')).toHaveLength(1);
    await h.call.stop();
  });

  it('emits JSON app messages as message, logs and ignores invalid JSON', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const h = harness({ sim: { script: { turns: [] } } });
    await h.start(100);
    const sim = h.factory.last;
    sim?.sendRemoteMessage('{ this is not json');
    sim?.sendRemoteMessage({ type: 'conversation-update', messages: [] });
    sim?.sendRemoteMessage({ type: 'brand-new-type', value: 1 });
    expect(log).toHaveBeenCalledTimes(1);
    expect(h.of('message')).toEqual([
      { type: 'conversation-update', messages: [] },
      { type: 'brand-new-type', value: 1 },
    ]);
    await h.call.stop();
  });

  it('sends say with default flags, any object with send, and end-call with end()', async () => {
    const h = harness({ sim: { script: { turns: [] } } });
    await h.start(100);
    const sim = h.factory.last;
    h.call.say('Please hold', true);
    h.call.send({ type: 'add-message', message: { role: 'system', content: 'Be brief' } });
    await h.call.end();
    expect(parsed(sim?.sentMessages).slice(1)).toEqual([
      {
        type: 'say',
        message: 'Please hold',
        endCallAfterSpoken: true,
        interruptionsEnabled: false,
        interruptAssistantEnabled: false,
      },
      { type: 'add-message', message: { role: 'system', content: 'Be brief' } },
      { type: 'end-call' },
    ]);
    expect(sim?.isDestroyed()).toBe(true);
    expect(h.call.getDailyCallObject()).toBeNull();
  });

  it('refuses an app message over the size limit with a clear error', async () => {
    const h = harness({ sim: { script: { turns: [] } } });
    await h.start(100);
    expect(() => h.call.send({ type: 'add-message', blob: 'x'.repeat(5000) })).toThrow(
      /Message data too large/,
    );
    await h.call.stop();
  });

  it('listens before join, so a message sent during the join is not lost', async () => {
    const h = harness({ sim: { script: { turns: [] }, pacing: { joinMs: 300 } } });
    const pending = h.call.start('a');
    await vi.advanceTimersByTimeAsync(100);
    const sim = h.factory.last;
    expect(sim?.meetingState()).toBe('joining-meeting');
    sim?.emit('app-message', {
      ...base('app-message'),
      data: JSON.stringify({ type: 'status-update', status: 'queued' }),
      fromId: 'x',
    });
    await vi.advanceTimersByTimeAsync(400);
    await pending;
    expect(h.of('message')[0]).toEqual({ type: 'status-update', status: 'queued' });
    await h.call.stop();
  });
});

describe('speech and volume (100 ms, /0.15, 0.01, 1 s)', () => {
  it('emits volume every 100 ms, speech-start once, speech-end 1 s after the last sound', async () => {
    const h = harness({ sim: { script: { turns: [] } } });
    await h.start(50);
    const sim = h.factory.last;
    h.events.length = 0;
    let lastLoudAt = 0;
    let speechEndAt = 0;
    h.call.on('volume-level', (volume) => {
      if (volume > 0.01 / 0.15) lastLoudAt = Date.now();
    });
    h.call.on('speech-end', () => {
      speechEndAt = Date.now();
    });
    const startedAt = Date.now();
    sim?.setRemoteAudioLevel(SPEAKING_LEVEL);
    await vi.advanceTimersByTimeAsync(500);
    expect(h.of('volume-level')).toHaveLength(5);
    expect(h.of('volume-level').at(-1)).toBeCloseTo(SPEAKING_LEVEL / 0.15);
    expect(h.of('speech-start')).toHaveLength(1);
    sim?.setRemoteAudioLevel(0);
    await vi.advanceTimersByTimeAsync(2000);
    expect(h.of('speech-start')).toHaveLength(1);
    expect(h.of('speech-end')).toHaveLength(1);
    expect(lastLoudAt).toBeGreaterThan(startedAt);
    expect(speechEndAt - lastLoudAt).toBe(1000);
    await h.call.stop();
  });

  it('keeps speaking through short pauses (a level above 0.01 re-arms the 1 s)', async () => {
    const h = harness({ sim: { script: { turns: [] } } });
    await h.start(50);
    const sim = h.factory.last;
    for (let i = 0; i < 3; i++) {
      sim?.setRemoteAudioLevel(0.05);
      await vi.advanceTimersByTimeAsync(200);
      sim?.setRemoteAudioLevel(0);
      await vi.advanceTimersByTimeAsync(700);
    }
    expect(h.of('speech-start')).toHaveLength(1);
    expect(h.of('speech-end')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(400);
    expect(h.of('speech-end')).toHaveLength(1);
    await h.call.stop();
  });

  it('never emits speech-end after call-end', async () => {
    const h = harness({ sim: { script: { turns: [] } } });
    await h.start(50);
    h.factory.last?.setRemoteAudioLevel(0.1);
    await vi.advanceTimersByTimeAsync(300);
    expect(h.of('speech-start')).toHaveLength(1);
    await h.call.stop();
    await vi.advanceTimersByTimeAsync(3000);
    const names = h.events.map((e) => e.name);
    expect(names).toContain('call-end');
    expect(names.slice(names.indexOf('call-end'))).not.toContain('speech-end');
    expect(h.of('speech-end')).toHaveLength(0);
  });
});

describe('ending: call-end and one ended status', () => {
  const endedStatuses = (h: ReturnType<typeof harness>) =>
    h.of('message').filter((m) => m.type === 'status-update' && m.status === 'ended');

  it('on stop: call-end and one customer-ended-call status, call object destroyed', async () => {
    const h = harness();
    await h.start();
    const sim = h.factory.last;
    await h.call.stop();
    await h.call.stop();
    expect(h.of('call-end')).toHaveLength(1);
    expect(endedStatuses(h)).toEqual([
      { type: 'status-update', status: 'ended', endedReason: 'customer-ended-call' },
    ]);
    expect(sim?.isDestroyed()).toBe(true);
  });

  it('on a remote end: the remote status only, then cleanup, and a new call can start', async () => {
    const h = harness({
      sim: { script: { turns: [{ role: 'assistant', text: 'Goodbye now' }], endCall: true } },
    });
    await h.start(2000);
    const sim = h.factory.last;
    expect(h.of('call-end')).toHaveLength(1);
    expect(endedStatuses(h)).toEqual([
      { type: 'status-update', status: 'ended', endedReason: 'assistant-ended-call' },
    ]);
    expect(sim?.isDestroyed()).toBe(true);
    expect(sim?.totalListenerCount).toBe(0);
    expect(document.querySelectorAll('audio')).toHaveLength(0);
    expect(await h.start(500)).not.toBeNull();
    await h.call.stop();
  });

  it('on a fatal runtime error: a daily-error, then call-end, and everything is released', async () => {
    const h = harness({ sim: { script: { turns: [] } } });
    await h.start(100);
    const sim = h.factory.last;
    sim?.raiseFatalError('network gone');
    await vi.advanceTimersByTimeAsync(10);
    expect(h.of('error').map((e) => [e.type, e.error.message])).toEqual([
      ['daily-error', 'network gone'],
    ]);
    expect(h.of('call-end')).toHaveLength(1);
    expect(sim?.isDestroyed()).toBe(true);
    expect(h.call.getDailyCallObject()).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it.each([
    ['Meeting has ended', 'no-room'],
    ['Meeting ended due to ejection', 'ejected'],
  ])('a remote hang-up (%s) is a normal call-end, not an error', async (message, type) => {
    const h = harness({ sim: { script: { turns: [] } } });
    await h.start(100);
    const sim = h.factory.last;
    sim?.raiseFatalError(message, type);
    await vi.advanceTimersByTimeAsync(10);
    expect(h.of('error')).toEqual([]);
    expect(h.of('call-end')).toHaveLength(1);
    expect(endedStatuses(h)).toHaveLength(1);
    expect(sim?.isDestroyed()).toBe(true);
    expect(h.call.getDailyCallObject()).toBeNull();
  });

  it.each([
    'connection-error',
    'exp-token',
    'exp-room',
    'nbf-room',
    'nbf-token',
    'meeting-full',
    'not-allowed',
    'end-of-life',
  ])("Daily's fatal %s is a daily-error whose reason names it", async (type) => {
    const h = harness({ sim: { script: { turns: [] } } });
    await h.start(100);
    h.factory.last?.raiseFatalError(`Simulated ${type}`, type);
    await vi.advanceTimersByTimeAsync(10);
    expect(h.of('error').map((e) => [e.type, e.error.reason, e.error.message])).toEqual([
      ['daily-error', type, `Simulated ${type}`],
    ]);
    expect(h.of('call-end')).toHaveLength(1);
  });

  it('a fatal error while the start is still setting up ends it quietly: no success, nothing left', async () => {
    const h = harness({
      sim: {
        script: { turns: [] },
        faults: { 'audio-observer-setup': 'hang', runtime: { afterMs: 0 } },
      },
    });
    const result = await h.start(200);
    expect(result).toBeNull();
    expect(h.of('error').map((e) => e.type)).toEqual(['daily-error']);
    expect(h.of('call-end')).toHaveLength(1);
    expect(h.of('call-start-success')).toHaveLength(0);
    expect(h.of('call-start-failed')).toHaveLength(0);
    const sim = h.factory.last;
    expect(sim?.isDestroyed()).toBe(true);
    expect(sim?.totalListenerCount).toBe(0);
    expect(sim?.pendingTimers).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('join while joining or joined is refused with a warning, and the call object joins once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { sim, session } = await sessionAlone();
    const join = vi.spyOn(sim, 'join');
    const joining = session.join({ url: 'http://room' });
    await session.join({ url: 'http://room' });
    expect(warn).toHaveBeenLastCalledWith('[web-call]', 'join refused: already joining');
    await joining;
    await session.join({ url: 'http://room' });
    expect(warn).toHaveBeenLastCalledWith('[web-call]', 'join refused: already joined');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(join).toHaveBeenCalledTimes(1);
    await session.close();
  });
  it('a call that ends while its join is under way ends once, whatever the join does then', async () => {
    const { sim, session, events: ends } = await sessionAlone();
    let settle!: () => void;
    vi.spyOn(sim, 'join').mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          settle = resolve;
        }),
    );
    const joining = session.join({ url: 'http://room' });
    sim.emit('left-meeting', base('left-meeting'));
    settle();
    await joining;
    await session.close();
    expect(ends.filter((event) => event === 'call-end')).toHaveLength(1);
    expect(ends.filter((event) => event === 'ended')).toHaveLength(1);
  });

  it('once the call has ended by itself, nothing Daily sends is passed on, even before the session closes', async () => {
    const { sim, session, events } = await sessionAlone();
    await session.join({ url: 'http://room' });
    sim.emit('left-meeting', base('left-meeting'));
    expect(events).toEqual(['call-end', 'message', 'ended']);
    // The client has not closed the session yet: Daily may still send events, which are not read.
    const late = JSON.stringify({ type: 'status-update', status: 'ended', endedReason: 'late' });
    sim.emit('app-message', { ...base('app-message'), data: late, fromId: 'assistant' });
    sim.emit('left-meeting', base('left-meeting'));
    sim.emit('error', { ...base('error'), errorMsg: 'too late' });
    expect(events).toEqual(['call-end', 'message', 'ended']);
    await session.close();
    expect(events).toEqual(['call-end', 'message', 'ended']);
    expect(sim.eventNames()).toEqual([]);
  });
});
