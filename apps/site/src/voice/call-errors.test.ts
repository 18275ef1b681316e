import { describe, expect, it } from 'vitest';
import { endsCall, errorType, isAutoplayBlocked } from './call-errors';

describe('endsCall (SPEC §4 "Error occurred", §8 web call client error types)', () => {
  it.each(['daily-error', 'audio-start-failed', 'daily-call-join-error', 'start-method-error'])(
    'a %s ends the call',
    (type) => {
      expect(endsCall({ type, error: new Error('x'), timestamp: '' })).toBe(true);
    },
  );

  it.each([
    'audio-processing-setup-error',
    'audio-processor-recovery-error',
    'audio-observer-setup-error',
    'video-recording-setup-error',
  ])('a %s is a degradation the call survives', (type) => {
    expect(endsCall({ type })).toBe(false);
  });

  it('audio held back by the autoplay policy is a degradation too (resumed on a gesture)', () => {
    expect(endsCall({ type: 'audio-start-failed', error: { reason: 'autoplay-blocked' } })).toBe(
      false,
    );
  });

  it('treats errors without a type as fatal', () => {
    expect(endsCall(new Error('boom'))).toBe(true);
    expect(endsCall('boom')).toBe(true);
    expect(errorType(null)).toBeUndefined();
  });
});

describe('isAutoplayBlocked', () => {
  it("recognises the client's autoplay refusal only", () => {
    const blocked = { type: 'audio-start-failed', error: { reason: 'autoplay-blocked' } };
    expect(isAutoplayBlocked(blocked)).toBe(true);
    expect(isAutoplayBlocked({ type: 'audio-start-failed', error: {} })).toBe(false);
    expect(isAutoplayBlocked(undefined)).toBe(false);
  });
});
