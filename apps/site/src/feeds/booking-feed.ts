/** The booking feed's constants (docs/requirements.md#the-animated-feeds). */
export const BOOKING_FEED_INTERVAL_MS = 800;
export const BOOKING_FEED_ROWS = 5;
/** Share of rows that arrive by message (~30%); the rest (~70%) are phone calls. */
export const BOOKING_MESSAGE_SHARE = 0.3;

/** The 15 customer names the feed draws from. */
export const BOOKING_NAMES = [
  'Sarah Johnson',
  'Michael Chen',
  'Emily Rodriguez',
  'David Thompson',
  'Jessica Williams',
  'James Anderson',
  'Olivia Martinez',
  'Daniel Kim',
  'Sophia Patel',
  'Matthew Brown',
  'Ava Nguyen',
  'Christopher Lee',
  'Isabella Garcia',
  'Andrew Wilson',
  'Mia Robinson',
] as const;

/** A row of the booking feed. */
export type BookingItem = {
  id: number;
  name: string;
  type: 'phone' | 'message';
  status: 'Job Booked';
};

/** The feed's content: newest first, at most five rows. */
export type BookingFeedState = { items: BookingItem[]; nextId: number };

/** A source of numbers in [0, 1); `Math.random` in the page, a script in tests. */
export type RandomSource = () => number;

/** One new booking from the random source: a name from the 15, ~30% message / ~70% phone. */
export function makeBooking(id: number, random: RandomSource): BookingItem {
  const index = Math.min(BOOKING_NAMES.length - 1, Math.floor(random() * BOOKING_NAMES.length));
  return {
    id,
    name: BOOKING_NAMES[index] ?? BOOKING_NAMES[0],
    type: random() < BOOKING_MESSAGE_SHARE ? 'message' : 'phone',
    status: 'Job Booked',
  };
}

/**
 * A repeatable source (mulberry32): the same numbers from the same seed, in the build's prerender
 * and in the browser that hydrates it.
 */
export function seededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The seed of the rows the feed first shows. */
export const FIRST_ROWS_SEED = 2_024;

/**
 * The feed as first shown: five rows, the same ones wherever it renders (prerendered, then
 * hydrated), unless a test scripts them.
 */
export function initialBookingFeed(
  random: RandomSource = seededRandom(FIRST_ROWS_SEED),
): BookingFeedState {
  const items = Array.from({ length: BOOKING_FEED_ROWS }, (_, i) => makeBooking(i + 1, random));
  return { items, nextId: BOOKING_FEED_ROWS + 1 };
}

/** One tick (every 800 ms): a new row on top, the oldest dropped. */
export function advanceBookingFeed(
  state: BookingFeedState,
  random: RandomSource,
): BookingFeedState {
  const items = [makeBooking(state.nextId, random), ...state.items].slice(0, BOOKING_FEED_ROWS);
  return { items, nextId: state.nextId + 1 };
}
