// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CallState } from './call-state';
import {
  AUTOPLAY_BLOCKED,
  CONNECTION_LOST,
  failurePhase,
  isAutoplayBlocked,
  isBusy,
  isUnderWay,
} from './constants';
import { WebCallError } from './errors';

const STATES: CallState[] = [
  'idle',
  'starting',
  'connected',
  'reconnecting',
  'ending',
  'ended',
  'failed',
];

describe('constants', () => {
  it('a call is under way while starting, connected or reconnecting', () => {
    expect(STATES.filter(isUnderWay)).toEqual(['starting', 'connected', 'reconnecting']);
  });

  it('a start is ignored while a call is under way or ending', () => {
    expect(STATES.filter(isBusy)).toEqual(['starting', 'connected', 'reconnecting', 'ending']);
  });

  it('a failed start is phase "start"; any other failure is phase "call"', () => {
    expect(failurePhase('start-failed')).toBe('start');
    expect(failurePhase('call-error')).toBe('call');
    expect(failurePhase(CONNECTION_LOST)).toBe('call');
  });

  it('the autoplay check reads the client’s own error event', () => {
    const blocked = new WebCallError('audio-start-failed', 'play() refused', {
      reason: AUTOPLAY_BLOCKED,
    });
    expect(isAutoplayBlocked({ type: 'audio-start-failed', error: blocked })).toBe(true);
    const other = new WebCallError('audio-start-failed', 'decode error');
    expect(isAutoplayBlocked({ type: 'audio-start-failed', error: other })).toBe(false);
    expect(isAutoplayBlocked({ type: 'daily-error', error: blocked })).toBe(false);
    expect(isAutoplayBlocked(undefined)).toBe(false);
  });
});
