import { describe, expect, it } from 'vitest';
import { SpeechDetector } from './speech-detector';

describe('SpeechDetector (0.01 threshold, 1 s speech-end, level ÷ 0.15)', () => {
  it('maps the summed level to volume = min(1, sum / 0.15)', () => {
    const detector = new SpeechDetector();
    expect(detector.update({ a: 0.03, b: 0.045 }, 0).volume).toBeCloseTo(0.5);
    expect(detector.update({ a: 0.3 }, 100).volume).toBe(1);
    expect(detector.update({}, 200).volume).toBe(0);
    expect(detector.update({ a: Number.NaN, b: 0.015 }, 300).volume).toBeCloseTo(0.1);
  });

  it('starts speech only above 0.01 and only once per stretch', () => {
    const detector = new SpeechDetector();
    expect(detector.update({ a: 0.01 }, 0)).toMatchObject({
      speechStarted: false,
      speaking: false,
    });
    expect(detector.update({ a: 0.0101 }, 100)).toMatchObject({
      speechStarted: true,
      speaking: true,
    });
    expect(detector.update({ a: 0.2 }, 200)).toMatchObject({
      speechStarted: false,
      speaking: true,
    });
    expect(detector.speaking).toBe(true);
  });

  it('ends speech 1 s after the last level above the threshold, exactly once', () => {
    const detector = new SpeechDetector();
    detector.update({ a: 0.05 }, 0);
    detector.update({ a: 0.05 }, 500);
    detector.update({ a: 0 }, 600);
    expect(detector.expire(1499)).toBe(false);
    expect(detector.expire(1500)).toBe(true);
    expect(detector.expire(2000)).toBe(false);
    expect(detector.update({ a: 0.05 }, 2100).speechStarted).toBe(true);
  });

  it('reset forgets a stretch without ending it (no speech-end after call-end)', () => {
    const detector = new SpeechDetector();
    detector.update({ a: 0.05 }, 0);
    detector.reset();
    expect(detector.expire(5000)).toBe(false);
  });
});
