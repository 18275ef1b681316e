import { describe, expect, it } from 'vitest';
import { MICROPHONE_BLOCKED_HELP } from './call-guards';
import { type OrbEvent, type OrbState, orbNotice, orbReducer } from './orb-state';

const run = (events: OrbEvent[], from: OrbState = 'idle') => events.reduce(orbReducer, from);

describe('orbReducer (SPEC §4 "Floating orb call")', () => {
  it('goes idle → connecting → connected → idle over a whole call', () => {
    expect(run(['clicked'])).toBe('connecting');
    expect(run(['clicked', 'call-started'])).toBe('connected');
    expect(run(['clicked', 'call-started', 'call-ended'])).toBe('idle');
  });

  it.each<OrbEvent>([
    'call-ended',
    'error',
    'config-missing',
    'start-failed',
    'timed-out',
    'microphone-blocked',
    'stopped',
  ])('returns to idle on %s from connecting and from connected', (event) => {
    expect(orbReducer('connecting', event)).toBe('idle');
    expect(orbReducer('connected', event)).toBe('idle');
  });

  it('ignores clicks while connecting or connected', () => {
    expect(orbReducer('connecting', 'clicked')).toBe('connecting');
    expect(orbReducer('connected', 'clicked')).toBe('connected');
  });

  it('ignores a call-start that arrives when no call was being set up', () => {
    expect(orbReducer('idle', 'call-started')).toBe('idle');
  });
});

describe('orbNotice: what the orb says after going back to idle (SPEC §8)', () => {
  const say = (events: OrbEvent[]) => events.reduce(orbNotice, null as string | null);

  it('names a failed or timed-out start, a runtime error and a blocked microphone', () => {
    expect(say(['clicked', 'start-failed'])).toBe('Failed to connect');
    expect(say(['clicked', 'timed-out'])).toBe('Failed to connect');
    expect(say(['clicked', 'call-started', 'error', 'call-ended'])).toBe('Error occurred');
    expect(say(['clicked', 'microphone-blocked'])).toBe(MICROPHONE_BLOCKED_HELP);
  });

  it('says nothing for a normal end, a cancel, or a missing configuration (only logged)', () => {
    expect(say(['clicked', 'call-started', 'call-ended'])).toBeNull();
    expect(say(['clicked', 'stopped'])).toBeNull();
    expect(say(['clicked', 'config-missing'])).toBeNull();
    expect(say(['start-failed', 'clicked'])).toBeNull();
  });
});
