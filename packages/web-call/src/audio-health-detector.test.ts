// The audio health conditions on synthetic levels, one sample every 100 ms
// (docs/requirements.md#audio-health).
import { describe, expect, it } from 'vitest';
import {
  AudioHealthDetector,
  type AudioHealthEvent,
  correlation,
  ECHO_WINDOW_MS,
  SILENT_AFTER_MS,
  SILENT_LEVEL_FLOOR,
} from './audio-health-detector';

const ON = { micOn: true, connected: true, assistantSpeaking: false };
const TALKING = { ...ON, assistantSpeaking: true };

function setup() {
  const events: AudioHealthEvent[] = [];
  const detector = new AudioHealthDetector((event) => events.push(event));
  let now = 0;
  /** Feeds `ms` of samples: the local level and the assistant's (a function of the time). */
  const play = (
    ms: number,
    local: (t: number) => number,
    remote: (t: number) => number = () => 0,
    context = ON,
  ) => {
    const end = now + ms;
    while (now < end) {
      now += 100;
      detector.remote(remote(now));
      detector.local(local(now), now, context);
    }
  };
  return { detector, events, play, at: () => now };
}

describe('silent-microphone', () => {
  it(`begins after ${SILENT_AFTER_MS} ms under the floor while the person is expected to speak, and ends at the first sound`, () => {
    const { detector, events, play, at } = setup();
    play(SILENT_AFTER_MS - 100, () => 0);
    expect(events).toEqual([]);
    play(100, () => SILENT_LEVEL_FLOOR / 2);
    expect(events).toEqual([{ condition: 'silent-microphone', active: true, since: at() }]);
    expect(detector.active).toEqual(['silent-microphone']);
    const since = at();
    play(300, () => 0);
    play(100, () => 0.05);
    expect(events[1]).toEqual({
      condition: 'silent-microphone',
      active: false,
      since,
      duration: at() - since,
    });
    expect(detector.active).toEqual([]);
  });

  it('waits while the assistant speaks, and counts from the end of its speech', () => {
    const { events, play } = setup();
    // The assistant speaks for 10 s: the person is not expected to speak.
    play(
      10_000,
      () => 0,
      () => 0.08,
      TALKING,
    );
    expect(events).toEqual([]);
    // Its speech has ended (speech-end): the silence counts from there.
    play(SILENT_AFTER_MS - 100, () => 0);
    expect(events).toEqual([]);
    play(100, () => 0);
    expect(events.map((e) => e.condition)).toEqual(['silent-microphone']);
  });

  it('waits while the platform says the assistant is speaking, even when its level dips', () => {
    const { detector, events, play } = setup();
    detector.speech('assistant', true);
    play(SILENT_AFTER_MS * 2, () => 0);
    expect(events).toEqual([]);
    detector.speech('assistant', false);
    play(SILENT_AFTER_MS, () => 0);
    expect(events.map((e) => e.active)).toEqual([true]);
  });

  it('is not said while the microphone is muted by the person, or the call is not connected', () => {
    const { events, play } = setup();
    play(
      SILENT_AFTER_MS * 2,
      () => 0,
      () => 0,
      { ...ON, micOn: false },
    );
    play(
      SILENT_AFTER_MS * 2,
      () => 0,
      () => 0,
      { ...ON, connected: false },
    );
    expect(events).toEqual([]);
  });

  it('ends when the person mutes the microphone', () => {
    const { events, play } = setup();
    play(SILENT_AFTER_MS, () => 0);
    play(
      100,
      () => 0,
      () => 0,
      { ...ON, micOn: false },
    );
    expect(events.map((e) => [e.condition, e.active])).toEqual([
      ['silent-microphone', true],
      ['silent-microphone', false],
    ]);
  });

  it('ends when the platform hears the person speak', () => {
    const { detector, events, play } = setup();
    play(SILENT_AFTER_MS, () => 0);
    detector.speech('user', true);
    play(100, () => 0);
    expect(events.map((e) => e.active)).toEqual([true, false]);
  });
});

describe('microphone-muted', () => {
  it('begins when the track is muted or ended, ends when it is live again, and hides the silence it causes', () => {
    const { detector, events, play, at } = setup();
    play(1000, () => 0);
    detector.track(true, at());
    expect(events).toEqual([{ condition: 'microphone-muted', active: true, since: 1000 }]);
    // Its silence is the muted track's: no silent-microphone on top.
    play(SILENT_AFTER_MS * 2, () => 0);
    expect(detector.active).toEqual(['microphone-muted']);
    detector.track(false, at());
    expect(events[1]).toEqual({
      condition: 'microphone-muted',
      active: false,
      since: 1000,
      duration: SILENT_AFTER_MS * 2,
    });
    // The silence counts again from the unmute.
    play(SILENT_AFTER_MS - 100, () => 0);
    expect(detector.active).toEqual([]);
  });

  it('reports a change only: the same flag twice is one event', () => {
    const { detector, events } = setup();
    detector.track(true, 1);
    detector.track(true, 2);
    detector.track(false, 3);
    detector.track(false, 4);
    expect(events.map((e) => e.active)).toEqual([true, false]);
  });
});

describe('device-lost and clear()', () => {
  it('is set and ended by the caller, and clear() ends everything under way', () => {
    const { detector, events } = setup();
    detector.set('device-lost', true, 10);
    detector.track(true, 20);
    expect(detector.active).toEqual(['device-lost', 'microphone-muted']);
    detector.clear(50);
    expect(detector.active).toEqual([]);
    expect(events.slice(2)).toEqual([
      { condition: 'device-lost', active: false, since: 10, duration: 40 },
      { condition: 'microphone-muted', active: false, since: 20, duration: 30 },
    ]);
  });
});

describe('echo-suspected', () => {
  // The assistant's speech: syllables rising and falling every few hundred ms.
  const speech = (t: number) => 0.04 + 0.03 * Math.sin(t / 170) + 0.02 * Math.sin(t / 53);

  it('begins when the microphone follows the assistant (100 ms late) while the person is quiet', () => {
    const { events, play, at } = setup();
    play(ECHO_WINDOW_MS - 100, (t) => 0.3 * speech(t - 100), speech);
    expect(events).toEqual([]);
    play(100, (t) => 0.3 * speech(t - 100), speech);
    expect(events).toEqual([{ condition: 'echo-suspected', active: true, since: at() }]);
  });

  it('is not suspected when the microphone hears something unrelated', () => {
    const { events, play } = setup();
    const room = (t: number) => 0.02 + 0.015 * Math.sin(t / 410 + 1) * Math.cos(t / 97);
    play(ECHO_WINDOW_MS * 3, room, speech);
    expect(events).toEqual([]);
  });

  it('ends once a window of the assistant speaking no longer shows it in the microphone', () => {
    const { events, play } = setup();
    play(ECHO_WINDOW_MS, (t) => 0.3 * speech(t), speech);
    play(ECHO_WINDOW_MS, () => 0.002, speech);
    expect(events.map((e) => [e.condition, e.active])).toEqual([
      ['echo-suspected', true],
      ['echo-suspected', false],
    ]);
  });

  it('is not judged while the person speaks (their voice restarts the window), nor while the assistant is quiet', () => {
    const { detector, events, play } = setup();
    play(ECHO_WINDOW_MS - 500, (t) => 0.3 * speech(t), speech);
    detector.speech('user', true);
    play(ECHO_WINDOW_MS, (t) => 0.3 * speech(t), speech);
    detector.speech('user', false);
    play(ECHO_WINDOW_MS - 100, (t) => 0.3 * speech(t), speech);
    expect(events).toEqual([]);
    // A quiet assistant and a quiet microphone: nothing to judge, nothing said.
    const quiet = setup();
    quiet.play(
      ECHO_WINDOW_MS * 2,
      () => 0.01,
      () => 0,
    );
    expect(quiet.events.filter((e) => e.condition === 'echo-suspected')).toEqual([]);
  });
});

describe('correlation', () => {
  it('is 1 for series that rise and fall together, -1 for opposite ones, 0 for a flat one', () => {
    expect(correlation([1, 2, 3], [2, 4, 6])).toBeCloseTo(1);
    expect(correlation([1, 2, 3], [3, 2, 1])).toBeCloseTo(-1);
    expect(correlation([1, 1, 1], [1, 2, 3])).toBe(0);
  });
});
