import { describe, expect, it } from 'vitest';
import { isAutoplayBlocked } from './call-errors';

describe('isAutoplayBlocked', () => {
  it("recognises the client's autoplay refusal only", () => {
    expect(isAutoplayBlocked({ type: 'audio-playback-blocked' })).toBe(true);
    expect(isAutoplayBlocked({ type: 'audio-playback-error' })).toBe(false);
    expect(isAutoplayBlocked(undefined)).toBe(false);
  });
});
