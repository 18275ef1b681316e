// @vitest-environment jsdom
// recordCall() and the replay of its fixture: a scripted simulated call recorded, its fixture
// replayed through JSON on a fresh factory under fake timers, and the replay recorded again must
// match it event for event and millisecond for millisecond; bad fixtures fail naming the field.
import { describe, expect, it, vi } from 'vitest';
import { harness, useClientTestLifecycle } from '../../test-support/harness';
import {
  type CallFixture,
  CallFixtureError,
  type CallFixtureEvent,
  createSimulatedTransport,
  parseCallFixture,
  recordCall,
  type SimulatedRoom,
  type SimulatedTransportOptions,
  SPEAKING_LEVEL,
} from '../testing';
import type { WebCall } from '../web-call';

useClientTestLifecycle();

const conversation: SimulatedRoom = {
  turns: [
    { role: 'assistant', text: 'Hello, this is the clinic, how can I help?' },
    // 30 words of 40 ms: the assistant is quiet long enough for its speech to end (1 s).
    { role: 'user', text: `I need an appointment tomorrow ${'please '.repeat(25)}thanks` },
    { role: 'assistant', text: 'Tomorrow at nine works.' },
  ],
  endCall: true,
};

/** Records one call of a harness client on `sim`, for `ms` of fake time from its start. */
async function recordRun(sim: SimulatedTransportOptions, ms = 6000) {
  const h = harness({ sim });
  const recording = recordCall(h.call);
  await h.start(ms);
  return { fixture: recording.stop() };
}

const kinds = (events: CallFixtureEvent[]) => events.map((e) => e.kind);
const states = (events: CallFixtureEvent[]) =>
  events.flatMap((e) => (e.kind === 'state' ? [`${e.next} (${e.reason})`] : []));

describe('recordCall', () => {
  it("records a call's states, messages, levels and speech, at their times from its start", async () => {
    const { fixture } = await recordRun({ script: conversation });
    expect(fixture).toMatchObject({
      format: '@org/web-call/call-fixture',
      version: 1,
      initialState: 'idle',
      dropped: 0,
      durationMs: 6000,
    });
    expect(states(fixture.events)).toEqual([
      'starting (start)',
      'connected (listening)',
      'ended (remote-end)',
    ]);
    const finals = fixture.events.flatMap((e) =>
      e.kind === 'message' &&
      e.message.type === 'transcript' &&
      e.message.transcriptType === 'final'
        ? [`${e.message.role}: ${e.message.transcript}`]
        : [],
    );
    expect(finals).toEqual(conversation.turns.map((t) => `${t.role}: ${t.text}`));
    // The assistant's volume rises to SPEAKING_LEVEL / 0.15 while it speaks, the microphone's
    // level to SPEAKING_LEVEL while the user does; each only when it changes (the call ends before
    // the last turn's silence is reported).
    const volumes = fixture.events.flatMap((e) => (e.kind === 'volume' ? [e.level] : []));
    expect(volumes).toEqual([0.533, 0, 0.533]);
    const local = fixture.events.flatMap((e) => (e.kind === 'local-volume' ? [e.level] : []));
    expect(local).toEqual([0, SPEAKING_LEVEL, 0]);
    expect(kinds(fixture.events).filter((k) => k.startsWith('speech'))).toEqual([
      'speech-start',
      'speech-end',
      'speech-start', // and no speech-end after the call's end
    ]);
    expect(kinds(fixture.events).at(-1)).toBe('call-end');
    // Times only grow; the observer reports the first assistant turn's sound (9 words of 40 ms)
    // at its first report (every 100 ms) after the turn's start, and its silence after its end.
    const times = fixture.events.map((e) => e.at);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const at = (match: (e: CallFixtureEvent) => boolean) => fixture.events.find(match)?.at ?? NaN;
    const turnStart = at((e) => e.kind === 'message' && e.message.type === 'speech-update');
    const turnEnd = at(
      (e) =>
        e.kind === 'message' &&
        e.message.type === 'transcript' &&
        e.message.transcriptType === 'final',
    );
    // (The room's first step is a 0 ms timer set inside a timer: fake timers run it 1 ms late.)
    expect(turnEnd - turnStart).toBeGreaterThanOrEqual(359);
    expect(turnEnd - turnStart).toBeLessThanOrEqual(360);
    const loud = at((e) => e.kind === 'volume' && e.level > 0) - turnStart;
    const quiet = at((e) => e.kind === 'volume' && e.level === 0) - turnEnd;
    expect(loud).toBeGreaterThanOrEqual(0);
    expect(loud).toBeLessThan(100);
    expect(quiet).toBeGreaterThanOrEqual(0);
    expect(quiet).toBeLessThan(100);
  });

  it('keeps at most maxEvents, counting the rest, but every state change and the end', async () => {
    const h = harness({ sim: { script: conversation } });
    const recording = recordCall(h.call, { maxEvents: 5 });
    await h.start(6000);
    const fixture = recording.stop();
    const full = await recordRun({ script: conversation });
    const kept = fixture.events.filter(
      (e) => !['state', 'call-start', 'call-end'].includes(e.kind),
    );
    // The start's state change, the connected one and call-start count among the 5.
    expect(kept).toHaveLength(5 - 3);
    expect(states(fixture.events)).toEqual(states(full.fixture.events));
    expect(fixture.events.length + fixture.dropped).toBe(full.fixture.events.length);
    expect(fixture.dropped).toBeGreaterThan(0);
  });

  it('stop() removes its listeners and returns the same fixture again', async () => {
    const h = harness({ sim: { script: conversation } });
    const before = h.call.listenerCount('message');
    const recording = recordCall(h.call);
    expect(h.call.listenerCount('message')).toBe(before + 1);
    const fixture = recording.stop();
    expect(h.call.listenerCount('message')).toBe(before);
    expect(recording.stop()).toBe(fixture);
    await h.start(100);
    expect(fixture.events).toEqual([]);
  });
});

describe('createSimulatedTransport({ replay })', () => {
  it('replays a recorded call: the same events at the same times under fake timers', async () => {
    const original = await recordRun({ script: conversation });
    const fixture = JSON.parse(JSON.stringify(original.fixture));
    const replay = await recordRun({ replay: fixture });
    expect(replay.fixture).toEqual(original.fixture);
    // The recording played, not the room the harness gives by default.
    const said = replay.fixture.events.filter((e) => e.kind === 'message');
    expect(JSON.stringify(said)).not.toContain('Hello there');
  });

  it('replays a network blip, and a call the client hangs up without its own ended status', async () => {
    const long = 'one two three four five six seven eight nine ten eleven twelve thirteen';
    const h = harness({ sim: { script: { turns: [{ role: 'assistant', text: long }] } } });
    const recording = recordCall(h.call);
    await h.start(100);
    h.factory.last?.interruptNetwork();
    await vi.advanceTimersByTimeAsync(150);
    h.factory.last?.restoreNetwork();
    await vi.advanceTimersByTimeAsync(700);
    await h.call.stop();
    const original = recording.stop();
    expect(states(original.events)).toEqual([
      'starting (start)',
      'connected (listening)',
      'reconnecting (network-interrupted)',
      'connected (network-restored)',
      'ending (stop)',
      'ended (stopped)',
    ]);

    const r = harness({ sim: { replay: original } });
    const again = recordCall(r.call);
    await r.start(950);
    await r.call.stop();
    const replayed = again.stop();
    expect(replayed).toEqual(original);
    // The client wrote the ended status once: the recorded one was not played back.
    const ended = replayed.events.filter(
      (e) => e.kind === 'message' && e.message.type === 'status-update',
    );
    expect(ended).toHaveLength(1);
  });

  it("does not answer the client's messages itself: their answers are in the recording", async () => {
    const h = harness({ sim: { script: { turns: [{ role: 'assistant', text: 'Hello.' }] } } });
    const recording = recordCall(h.call);
    await h.start(200);
    h.call.say('Goodbye for now.', true);
    await vi.advanceTimersByTimeAsync(1000);
    const original = recording.stop();
    expect(states(original.events).at(-1)).toBe('ended (remote-end)');

    const r = harness({ sim: { replay: original } });
    const again = recordCall(r.call);
    await r.start(200);
    r.call.say('Goodbye for now.', true);
    await vi.advanceTimersByTimeAsync(1000);
    // Said once, as recorded, not once more in answer to the replay's own say.
    expect(again.stop()).toEqual(original);
  });

  it('plays the next recorded call on each call of the factory, then nothing', async () => {
    const h = harness({ sim: { script: { turns: [{ role: 'assistant', text: 'first call' }] } } });
    const recording = recordCall(h.call);
    await h.start(500);
    await h.call.stop();
    const fixture = recording.stop();
    const r = harness({ sim: { replay: fixture } });
    const finals = (call: WebCall) => {
      const seen: string[] = [];
      call.on('message', (m) => m.type === 'transcript' && seen.push(m.transcript));
      return seen;
    };
    const heard = finals(r.call);
    await r.start(500);
    await r.call.stop();
    expect(heard).toEqual(['first', 'first call']);
    await r.start(500);
    expect(r.call.state).toBe('starting'); // the fixture's one call is played: nobody listens
    expect(heard).toEqual(['first', 'first call']);
  });
});

describe('parseCallFixture', () => {
  const good = (): CallFixture => ({
    format: '@org/web-call/call-fixture',
    version: 1,
    durationMs: 300,
    initialState: 'idle',
    dropped: 0,
    events: [
      { at: 0, kind: 'state', previous: 'idle', next: 'starting', reason: 'start' },
      { at: 10, kind: 'state', previous: 'starting', next: 'connected', reason: 'listening' },
      { at: 100, kind: 'volume', level: 0.5 },
      {
        at: 200,
        kind: 'message',
        message: {
          type: 'transcript',
          role: 'assistant',
          transcriptType: 'final',
          transcript: 'Hi',
        },
      },
    ],
  });

  it('returns a good fixture as it is', () => {
    const fixture = good();
    expect(parseCallFixture(fixture)).toBe(fixture);
  });

  it.each([
    [
      (f: Record<string, unknown>) => {
        f.format = 'vapi';
      },
      'Invalid call fixture: format must be "@org/web-call/call-fixture" (got "vapi")',
    ],
    [
      (f: Record<string, unknown>) => {
        f.version = 2;
      },
      'Invalid call fixture: version must be 1 (this package reads version 1 only) (got 2)',
    ],
    [
      (f: Record<string, unknown>) => {
        delete f.events;
      },
      'Invalid call fixture: events must be an array (got nothing)',
    ],
    [
      (f: { events: Array<Record<string, unknown>> }) => {
        (f.events[2] as Record<string, unknown>).level = 'loud';
      },
      'Invalid call fixture: events[2].level must be a number from 0 to 1 (got "loud")',
    ],
    [
      (f: { events: Array<Record<string, unknown>> }) => {
        (f.events[1] as Record<string, unknown>).next = 'live';
      },
      'Invalid call fixture: events[1].next must be one of "idle", "starting", "connected", "reconnecting", "ending", "ended", "failed" (got "live")',
    ],
    [
      (f: { events: Array<Record<string, unknown>> }) => {
        (f.events[3] as Record<string, unknown>).at = 50;
      },
      "Invalid call fixture: events[3].at must be ≥ the event before's (100) (got 50)",
    ],
    [
      (f: { events: Array<Record<string, unknown>> }) => {
        (f.events[3] as Record<string, unknown>).message = { text: 'Hi' };
      },
      'Invalid call fixture: events[3].message.type must be a string (got nothing)',
    ],
  ] as Array<[(fixture: never) => void, string]>)('names the field: %#', (spoil, message) => {
    const fixture = good();
    spoil(fixture as never);
    expect(() => parseCallFixture(fixture)).toThrow(CallFixtureError);
    expect(() => parseCallFixture(fixture)).toThrow(message);
  });

  it('a bad fixture given to createSimulatedTransport fails there, naming the field', () => {
    const fixture = { ...good(), durationMs: -1 };
    expect(() => createSimulatedTransport({ replay: fixture })).toThrow(
      'Invalid call fixture: durationMs must be a whole number of ms ≥ 0 (got -1)',
    );
    let error: unknown;
    try {
      parseCallFixture(JSON.parse('{"format":"@org/web-call/call-fixture","version":1}'));
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(CallFixtureError);
    expect((error as CallFixtureError).field).toBe('durationMs');
  });
});
