/** The booking feed island, hydrated once it comes near the screen. */
export { BookingFeedList as default } from '../feeds/booking-feed-list';
