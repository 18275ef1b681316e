import { describe, expect, it } from 'vitest';
import {
  advanceBookingFeed,
  BOOKING_FEED_INTERVAL_MS,
  BOOKING_FEED_ROWS,
  BOOKING_NAMES,
  initialBookingFeed,
  makeBooking,
} from './booking-feed';

/** A scripted random source: returns the values in turn, then repeats. */
function scripted(...values: number[]) {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
}

/** A small deterministic generator (mulberry32) for distribution checks. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('booking feed: 800 ms, 5 rows, 15 names, ~30/70', () => {
  it('ticks every 800 ms over 5 rows and has 15 distinct names', () => {
    expect(BOOKING_FEED_INTERVAL_MS).toBe(800);
    expect(BOOKING_FEED_ROWS).toBe(5);
    expect(new Set(BOOKING_NAMES).size).toBe(15);
  });

  it('picks the name and type from the random source', () => {
    expect(makeBooking(7, scripted(0, 0.1))).toEqual({
      id: 7,
      name: 'Sarah Johnson',
      type: 'message',
      status: 'Job Booked',
    });
    expect(makeBooking(8, scripted(0.999, 0.3))).toEqual({
      id: 8,
      name: 'Mia Robinson',
      type: 'phone',
      status: 'Job Booked',
    });
  });

  it('starts with five rows and puts each new row on top, dropping the oldest', () => {
    const first = initialBookingFeed(scripted(0.5));
    expect(first.items).toHaveLength(5);
    const next = advanceBookingFeed(first, scripted(0, 0.9));
    expect(next.items).toHaveLength(5);
    expect(next.items[0]).toMatchObject({ id: 6, name: 'Sarah Johnson', type: 'phone' });
    expect(next.items.slice(1)).toEqual(first.items.slice(0, 4));
    expect(next.items.map((item) => item.id)).toEqual([6, 1, 2, 3, 4]);
  });

  it('makes about 30% message rows and 70% phone rows', () => {
    const random = seeded(42);
    let state = initialBookingFeed(random);
    let messages = 0;
    const total = 4000;
    for (let i = 0; i < total; i++) {
      state = advanceBookingFeed(state, random);
      if (state.items[0]?.type === 'message') messages++;
    }
    expect(messages / total).toBeGreaterThan(0.27);
    expect(messages / total).toBeLessThan(0.33);
  });
});
