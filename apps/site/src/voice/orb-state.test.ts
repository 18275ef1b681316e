import { describe, expect, it } from 'vitest';
import { type OrbEvent, type OrbState, orbReducer } from './orb-state';

const run = (events: OrbEvent[], from: OrbState = 'idle') => events.reduce(orbReducer, from);

describe('orbReducer (SPEC §4 "Floating orb call")', () => {
  it('goes idle → connecting → connected → idle over a whole call', () => {
    expect(run(['clicked'])).toBe('connecting');
    expect(run(['clicked', 'call-started'])).toBe('connected');
    expect(run(['clicked', 'call-started', 'call-ended'])).toBe('idle');
  });

  it.each<OrbEvent>(['call-ended', 'error', 'config-missing', 'start-failed', 'stopped'])(
    'returns to idle on %s from connecting and from connected',
    (event) => {
      expect(orbReducer('connecting', event)).toBe('idle');
      expect(orbReducer('connected', event)).toBe('idle');
    },
  );

  it('ignores clicks while connecting or connected', () => {
    expect(orbReducer('connecting', 'clicked')).toBe('connecting');
    expect(orbReducer('connected', 'clicked')).toBe('connected');
  });

  it('ignores a call-start that arrives when no call was being set up', () => {
    expect(orbReducer('idle', 'call-started')).toBe('idle');
  });
});
