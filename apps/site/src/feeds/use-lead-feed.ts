import { useReducedMotion } from '@org/ui/hooks/use-reduced-motion';
import { useEffect, useState } from 'react';
import {
  initialLeadFeed,
  LEAD_FEED_ROWS,
  LEAD_FEED_START_DELAY_MS,
  type LeadEvent,
  type LeadFeedState,
  stepLeadFeed,
} from './lead-feed';

/** Five rows at once: the prerendered page's, and the feed for visitors who asked for less motion. */
function fullFeed(): LeadFeedState {
  let state = initialLeadFeed;
  for (let i = 0; i < LEAD_FEED_ROWS; i++) state = stepLeadFeed(state).state;
  return state;
}

/**
 * The lead feed's rows. Rendered (and prerendered) with five, which is all a page without script
 * shows; once running: empty for 1 s, then one every 400 ms up to five, cleared 500 ms later, and
 * round again. Under `prefers-reduced-motion` it keeps the five and stays still.
 */
export function useLeadFeed(): LeadEvent[] {
  const reducedMotion = useReducedMotion();
  const [state, setState] = useState<LeadFeedState>(fullFeed);

  useEffect(() => {
    if (reducedMotion) {
      setState(fullFeed());
      return;
    }
    let current: LeadFeedState = initialLeadFeed;
    setState(current);
    let timer: ReturnType<typeof setTimeout>;
    const run = () => {
      const step = stepLeadFeed(current);
      current = step.state;
      setState(current);
      timer = setTimeout(run, step.delay);
    };
    timer = setTimeout(run, LEAD_FEED_START_DELAY_MS);
    return () => clearTimeout(timer);
  }, [reducedMotion]);

  return state.events;
}
