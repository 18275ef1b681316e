import { describe, expect, it } from 'vitest';
import {
  initialLeadFeed,
  LEAD_FEED_INTERVAL_MS,
  LEAD_FEED_RESET_DELAY_MS,
  LEAD_FEED_START_DELAY_MS,
  LEAD_FIGURES,
  LEAD_OTHERS,
  LEAD_TEXTS,
  type LeadFeedState,
  stepLeadFeed,
} from './lead-feed';

describe('lead feed: 1 s start, 400 ms, 500 ms reset, 5 rows, 13 texts', () => {
  it('has the 1 s, 400 ms and 500 ms timing, 5 rows, 13 texts and the five icon kinds', () => {
    expect([LEAD_FEED_START_DELAY_MS, LEAD_FEED_INTERVAL_MS, LEAD_FEED_RESET_DELAY_MS]).toEqual([
      1000, 400, 500,
    ]);
    expect(LEAD_TEXTS).toHaveLength(13);
    expect(new Set(LEAD_TEXTS.map((entry) => entry.icon))).toEqual(
      new Set(['users', 'megaphone', 'chart', 'search', 'calendar']),
    );
  });

  it('adds a row every 400 ms up to five, then clears 500 ms later', () => {
    let state: LeadFeedState = initialLeadFeed;
    const delays: number[] = [];
    const sizes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const step = stepLeadFeed(state);
      state = step.state;
      delays.push(step.delay);
      sizes.push(state.events.length);
    }
    expect(sizes).toEqual([1, 2, 3, 4, 5, 0]);
    expect(delays).toEqual([400, 400, 400, 400, 500, 400]);
  });

  it('cycles through the 13 texts across restarts', () => {
    let state: LeadFeedState = initialLeadFeed;
    const seen: string[] = [];
    while (seen.length < 14) {
      state = stepLeadFeed(state).state;
      const last = state.events.at(-1);
      if (state.events.length > 0 && last) seen.push(last.text);
    }
    expect(seen.slice(0, 13)).toEqual(LEAD_TEXTS.map((entry) => entry.text));
    expect(seen[13]).toBe(LEAD_TEXTS[0]?.text);
  });

  it('derives "others" from the sample lead figures', () => {
    expect(LEAD_FIGURES).toEqual({
      customers: 2140,
      conversed: 1912,
      upsell: 357,
      jobsBooked: 100,
    });
    expect(LEAD_OTHERS).toBe(1455);
  });
});
