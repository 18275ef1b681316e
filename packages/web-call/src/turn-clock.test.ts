// The timing of a turn from synthetic readings
// (docs/requirements.md#turn-latency-as-the-person-hears-it): which signal times each end.
import { describe, expect, it } from 'vitest';
import { TurnClock } from './turn-clock';

const LOUD = 0.5;

/** Feeds the person's level every 100 ms from `from` (loud until `until`, then silent). */
function speak(clock: TurnClock, from: number, until: number, to: number): void {
  for (let at = from; at <= to; at += 100) clock.local(at < until ? LOUD : 0, at, 'local-level');
}

describe('TurnClock', () => {
  it('times the end by the speech-update when it falls within the last level report', () => {
    const clock = new TurnClock();
    speak(clock, 0, 1050, 1100); // last loud report at 1000
    expect(clock.speech('user', 'stopped', 1050)).toEqual({ thinking: true });
    expect(clock.thinking).toBe(true);
    expect(clock.remote(0, 1100, 'remote-level')).toEqual({});
    clock.speech('assistant', 'started', 1830);
    const change = clock.remote(0.5, 1900, 'remote-level');
    expect(change).toEqual({
      thinking: false,
      latency: { turn: 1, totalMs: 780, source: { end: 'speech-update', sound: 'speech-update' } },
    });
    expect(clock.thinking).toBe(false);
  });

  it('takes the middle of the level report when the messages come late (endpointing, network)', () => {
    const clock = new TurnClock();
    speak(clock, 0, 1050, 1500);
    // The platform says the person stopped 400 ms after the last loud report.
    clock.speech('user', 'stopped', 1400);
    clock.remote(0, 1500, 'remote-level');
    const { latency } = clock.remote(0.5, 2000, 'remote-level');
    // From 1000 + 50 to 2000 − 50.
    expect(latency).toEqual({
      turn: 1,
      totalMs: 900,
      source: { end: 'local-level', sound: 'remote-level' },
    });
  });

  it('prefers the analysers, finer than the 100 ms observers', () => {
    const clock = new TurnClock();
    speak(clock, 0, 1050, 1100);
    for (let at = 1000; at <= 1040; at += 10) clock.local(0.05, at, 'local-analyser');
    clock.local(0.001, 1050, 'local-analyser');
    clock.speech('user', 'stopped', 1045);
    // The analyser's tail, read after the message, still belongs to the speech.
    clock.local(0.05, 1045, 'local-analyser');
    clock.local(0.001, 1055, 'local-analyser');
    expect(clock.remote(0.001, 1600, 'remote-analyser')).toEqual({});
    const { latency } = clock.remote(0.03, 1610, 'remote-analyser');
    expect(latency).toEqual({
      turn: 1,
      totalMs: 565,
      source: { end: 'local-analyser', sound: 'remote-analyser' },
    });
    // The 100 ms level that follows times nothing more.
    expect(clock.remote(0.5, 1700, 'remote-level')).toEqual({});
  });

  it('gives the analyser one level report to hear the assistant track, then the level times it', () => {
    const clock = new TurnClock();
    clock.analysing = true;
    clock.remote(0, 900, 'remote-level');
    clock.speech('user', 'stopped', 1000);
    clock.speech('assistant', 'started', 1500);
    // The level hears it first: the person is no longer waiting, but the analyser times it.
    expect(clock.remote(0.5, 1550, 'remote-level')).toEqual({ thinking: false });
    expect(clock.remote(0.02, 1580, 'remote-analyser').latency).toMatchObject({
      totalMs: 580,
      source: { end: 'speech-update', sound: 'remote-analyser' },
    });
    // An analyser that hears nothing within one report: the level's moment stands.
    clock.speech('user', 'stopped', 3000);
    clock.speech('assistant', 'started', 3400);
    expect(clock.remote(0.5, 3450, 'remote-level')).toEqual({ thinking: false });
    expect(clock.remote(0.5, 3550, 'remote-level').latency).toMatchObject({
      totalMs: 400,
      source: { end: 'speech-update', sound: 'speech-update' },
    });
  });

  it('counts on the messages alone without levels, and drops a turn the person resumes', () => {
    const clock = new TurnClock();
    clock.speech('user', 'stopped', 500);
    expect(clock.speech('user', 'started', 900)).toEqual({ thinking: false });
    expect(clock.active).toBe(true);
    clock.speech('user', 'stopped', 2000);
    expect(clock.speech('assistant', 'started', 2640).latency).toEqual({
      turn: 1,
      totalMs: 640,
      source: { end: 'speech-update', sound: 'speech-update' },
    });
    expect(clock.active).toBe(false);
  });

  it('thinks on hang until the assistant sounds, and counts turns from 1 again after reset', () => {
    const clock = new TurnClock();
    expect(clock.hang()).toEqual({ thinking: true });
    expect(clock.hang()).toEqual({});
    expect(clock.remote(0.5, 100, 'remote-level')).toEqual({ thinking: false });
    clock.speech('user', 'stopped', 200);
    clock.remote(0.5, 300, 'remote-level');
    expect(clock.reset()).toEqual({});
    clock.speech('user', 'stopped', 1000);
    expect(clock.reset()).toEqual({ thinking: false });
    clock.speech('user', 'stopped', 2000);
    expect(clock.speech('assistant', 'started', 2100).latency?.turn).toBe(1);
  });
});
