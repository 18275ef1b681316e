import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type FakeMatchMedia, installMatchMedia } from '../testing/match-media';
import { MOBILE_BREAKPOINT_PX, useIsMobile } from './use-is-mobile';
import { useReducedMotion } from './use-reduced-motion';

let media: FakeMatchMedia | undefined;
afterEach(() => media?.restore());

describe('useIsMobile (mobile breakpoint: below 768 px)', () => {
  it('is true below 768 px and follows resizes', () => {
    expect(MOBILE_BREAKPOINT_PX).toBe(768);
    media = installMatchMedia({ width: 390 });
    const { result } = renderHook(() => useIsMobile());
    expect(result.current).toBe(true);
    act(() => media?.setWidth(768));
    expect(result.current).toBe(false);
    act(() => media?.setWidth(767));
    expect(result.current).toBe(true);
  });
});

describe('useReducedMotion', () => {
  it('follows the prefers-reduced-motion setting', () => {
    media = installMatchMedia({ reduce: false });
    const { result } = renderHook(() => useReducedMotion());
    expect(result.current).toBe(false);
    act(() => media?.setReducedMotion(true));
    expect(result.current).toBe(true);
  });
});
