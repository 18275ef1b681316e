import type { WebCallStatus } from '@org/web-call/react';
import { describe, expect, it } from 'vitest';
import { MICROPHONE_BLOCKED_HELP } from './call-guards';
import { type OrbEvent, orbNotice, orbState } from './orb-state';

describe('orbState (SPEC §4 "Floating orb call")', () => {
  it('goes idle → connecting → connected → idle over a whole call the orb started', () => {
    expect(orbState(true, true, 'idle')).toBe('connecting'); // clicked: checking the microphone
    expect(orbState(true, false, 'connecting')).toBe('connecting');
    expect(orbState(true, false, 'connected')).toBe('connected');
    expect(orbState(true, false, 'ending')).toBe('idle');
    expect(orbState(true, false, 'idle')).toBe('idle');
    expect(orbState(true, false, 'error')).toBe('idle');
  });

  it.each<WebCallStatus>(['idle', 'connecting', 'connected', 'ending', 'error'])(
    "stays idle while the page call (%s) is not the orb's",
    (status) => {
      expect(orbState(false, false, status)).toBe('idle');
    },
  );
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
