import { installMatchMedia } from '@org/ui/testing/match-media';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBookingFeed } from './use-booking-feed';
import { useLeadFeed } from './use-lead-feed';

let media: ReturnType<typeof installMatchMedia>;
beforeEach(() => {
  vi.useFakeTimers();
  media = installMatchMedia();
});
afterEach(() => {
  vi.useRealTimers();
  media.restore();
});

describe('useBookingFeed with fake timers', () => {
  it('puts a new row on top every 800 ms and keeps five', () => {
    const { result } = renderHook(() => useBookingFeed(() => 0.5));
    expect(result.current.map((item) => item.id)).toEqual([1, 2, 3, 4, 5]);
    act(() => vi.advanceTimersByTime(799));
    expect(result.current[0]?.id).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.map((item) => item.id)).toEqual([6, 1, 2, 3, 4]);
    act(() => vi.advanceTimersByTime(1600));
    expect(result.current.map((item) => item.id)).toEqual([8, 7, 6, 1, 2]);
  });

  it('stands still under prefers-reduced-motion', () => {
    media.setReducedMotion(true);
    const { result } = renderHook(() => useBookingFeed(() => 0.5));
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.map((item) => item.id)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('useLeadFeed with fake timers', () => {
  it('starts after 1 s, adds a row every 400 ms to five, clears after 500 ms and restarts', () => {
    const { result } = renderHook(() => useLeadFeed());
    const size = () => result.current.length;
    act(() => vi.advanceTimersByTime(999));
    expect(size()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(size()).toBe(1);
    act(() => vi.advanceTimersByTime(400 * 4));
    expect(size()).toBe(5);
    act(() => vi.advanceTimersByTime(499));
    expect(size()).toBe(5);
    act(() => vi.advanceTimersByTime(1));
    expect(size()).toBe(0);
    act(() => vi.advanceTimersByTime(400));
    expect(size()).toBe(1);
    expect(result.current[0]?.id).toBe(6);
  });

  it('shows five still rows under prefers-reduced-motion', () => {
    media.setReducedMotion(true);
    const { result } = renderHook(() => useLeadFeed());
    expect(result.current).toHaveLength(5);
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current).toHaveLength(5);
  });
});
