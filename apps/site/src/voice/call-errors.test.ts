import { describe, expect, it } from 'vitest';
import { endsCall, errorType, isAutoplayBlocked } from './call-errors';

describe('endsCall (SPEC §4 "Error occurred", §8 web call client error types)', () => {
  it.each(['daily-error', 'audio-playback-error', 'daily-call-join-error'])(
    'a %s ends the call',
    (type) => {
      expect(endsCall({ type, error: new Error('x'), timestamp: '' })).toBe(true);
    },
  );

  it.each([
    'audio-processing-setup-error',
    'video-recording-setup-error',
    'audio-playback-blocked',
  ])('a %s is a degradation the call survives', (type) => {
    expect(endsCall({ type })).toBe(false);
  });

  it('treats errors without a type as fatal', () => {
    expect(endsCall(new Error('boom'))).toBe(true);
    expect(endsCall('boom')).toBe(true);
    expect(errorType(null)).toBeUndefined();
  });
});

describe('isAutoplayBlocked', () => {
  it("recognises the client's autoplay refusal only", () => {
    expect(isAutoplayBlocked({ type: 'audio-playback-blocked' })).toBe(true);
    expect(isAutoplayBlocked({ type: 'audio-playback-error' })).toBe(false);
    expect(isAutoplayBlocked(undefined)).toBe(false);
  });
});
