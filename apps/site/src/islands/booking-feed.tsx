/** The booking feed island (SPEC §4), hydrated once it comes near the screen. */
export { BookingFeedList as default } from '../feeds/booking-feed-list';
