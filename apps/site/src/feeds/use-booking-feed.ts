import { useReducedMotion } from '@org/ui/hooks/use-reduced-motion';
import { useEffect, useState } from 'react';
import {
  advanceBookingFeed,
  BOOKING_FEED_INTERVAL_MS,
  type BookingItem,
  initialBookingFeed,
  type RandomSource,
} from './booking-feed';

/**
 * The booking feed's rows: the same five as the prerendered page's first, then advanced every
 * 800 ms. Frozen under `prefers-reduced-motion`. The random source of new rows is injectable so
 * tests can script names and types.
 */
export function useBookingFeed(random: RandomSource = Math.random): BookingItem[] {
  const [state, setState] = useState(() => initialBookingFeed());
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    if (reducedMotion) return;
    const timer = setInterval(
      () => setState((current) => advanceBookingFeed(current, random)),
      BOOKING_FEED_INTERVAL_MS,
    );
    return () => clearInterval(timer);
  }, [random, reducedMotion]);

  return state.items;
}
