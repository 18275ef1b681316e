/** The lead feed island, hydrated once it comes near the screen. */
export { LeadFeedList as default } from '../feeds/lead-feed-list';
