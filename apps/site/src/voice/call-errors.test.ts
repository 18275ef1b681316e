import { describe, expect, it } from 'vitest';
import { isAutoplayBlocked } from './call-errors';

describe('isAutoplayBlocked', () => {
  it("recognises the client's autoplay refusal only", () => {
    const blocked = { type: 'audio-start-failed', error: { reason: 'autoplay-blocked' } };
    expect(isAutoplayBlocked(blocked)).toBe(true);
    expect(isAutoplayBlocked({ type: 'audio-start-failed', error: {} })).toBe(false);
    expect(isAutoplayBlocked({ type: 'daily-error' })).toBe(false);
    expect(isAutoplayBlocked(undefined)).toBe(false);
  });
});
