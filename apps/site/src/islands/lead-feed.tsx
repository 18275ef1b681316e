/** The lead feed island (SPEC §4), hydrated once it comes near the screen. */
export { LeadFeedList as default } from '../feeds/lead-feed-list';
