import { describe, expect, it, vi } from 'vitest';
import { VoiceLine } from './voice-line';

describe('VoiceLine (SPEC §4: starting is ignored while a call is under way)', () => {
  it('is held by one owner at a time', () => {
    const line = new VoiceLine();
    expect(line.claim('orb')).toBe(true);
    expect(line.claim('demo')).toBe(false);
    expect(line.isFreeFor('demo')).toBe(false);
    expect(line.isFreeFor('orb')).toBe(true);
    expect(line.getOwner()).toBe('orb');
  });

  it('is free again once its owner releases it, and only then', () => {
    const line = new VoiceLine();
    line.claim('demo');
    line.release('orb');
    expect(line.getOwner()).toBe('demo');
    line.release('demo');
    expect(line.getOwner()).toBeNull();
    expect(line.claim('orb')).toBe(true);
  });

  it('tells subscribers about changes of owner only', () => {
    const line = new VoiceLine();
    const listener = vi.fn();
    const unsubscribe = line.subscribe(listener);
    line.claim('orb');
    line.claim('orb');
    line.release('orb');
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    line.claim('demo');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
