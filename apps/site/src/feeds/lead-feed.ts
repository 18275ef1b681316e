/** The lead feed's timing and size (docs/requirements.md#the-animated-feeds). */
export const LEAD_FEED_START_DELAY_MS = 1000;
export const LEAD_FEED_INTERVAL_MS = 400;
export const LEAD_FEED_RESET_DELAY_MS = 500;
export const LEAD_FEED_ROWS = 5;

/** The icon of a lead event. */
export type LeadIcon = 'users' | 'megaphone' | 'chart' | 'search' | 'calendar';

/** The sample lead figures, shown beside the feed (docs/requirements.md#the-home-page). */
export const LEAD_FIGURES = {
  customers: 2140,
  conversed: 1912,
  upsell: 357,
  jobsBooked: 100,
} as const;

/** Conversations that ended neither in an upsell nor a booking: the chart's "others". */
export const LEAD_OTHERS = LEAD_FIGURES.conversed - LEAD_FIGURES.upsell - LEAD_FIGURES.jobsBooked;

/** The 13 outreach events the feed cycles through, each with its icon. */
export const LEAD_TEXTS: readonly { icon: LeadIcon; text: string }[] = [
  { icon: 'search', text: 'Scanning 2,140 customer records for upsell signals' },
  { icon: 'users', text: 'Segmented 1,912 customers who talked to an agent this year' },
  { icon: 'chart', text: 'Found 357 customers due for a service upgrade' },
  { icon: 'megaphone', text: 'Launched a spring tune-up campaign by SMS' },
  { icon: 'calendar', text: 'Booked a maintenance visit for Thursday, 10:30 AM' },
  { icon: 'users', text: 'Re-engaged 48 customers inactive for 12+ months' },
  { icon: 'megaphone', text: 'Sent follow-up calls to 112 open quotes' },
  { icon: 'chart', text: 'Reply rate up 23% on this week’s outreach' },
  { icon: 'search', text: 'Flagged 19 warranties expiring next month' },
  { icon: 'calendar', text: 'Filled 6 open slots on tomorrow’s schedule' },
  { icon: 'megaphone', text: 'Started an email sequence for new-mover offers' },
  { icon: 'users', text: 'Handed 7 high-value leads to the sales team' },
  { icon: 'calendar', text: '100 jobs booked from outreach this quarter' },
];

/** A row of the outreach feed. */
export type LeadEvent = { id: number; icon: LeadIcon; text: string };

/** The feed's content and where it is in the 13-text cycle. */
export type LeadFeedState = { events: LeadEvent[]; cursor: number; nextId: number };

export const initialLeadFeed: LeadFeedState = { events: [], cursor: 0, nextId: 1 };

/**
 * One step of the lead feed and the wait before the next one: rows arrive every 400 ms until
 * there are five; 500 ms after the fifth the feed clears and starts again, continuing the cycle
 * of texts where it left off. The first step comes 1 s after the feed starts.
 */
export function stepLeadFeed(state: LeadFeedState): { state: LeadFeedState; delay: number } {
  if (state.events.length >= LEAD_FEED_ROWS) {
    return { state: { ...state, events: [] }, delay: LEAD_FEED_INTERVAL_MS };
  }
  const entry = LEAD_TEXTS[state.cursor % LEAD_TEXTS.length] ?? LEAD_TEXTS[0];
  const event: LeadEvent = {
    id: state.nextId,
    icon: entry?.icon ?? 'users',
    text: entry?.text ?? '',
  };
  const events = [...state.events, event];
  return {
    state: { events, cursor: (state.cursor + 1) % LEAD_TEXTS.length, nextId: state.nextId + 1 },
    delay: events.length >= LEAD_FEED_ROWS ? LEAD_FEED_RESET_DELAY_MS : LEAD_FEED_INTERVAL_MS,
  };
}
