import { body, route } from '../core/route';
import type { AnalyticsRequest, AnalyticsResult } from '../types/platform';

// The analytics route: a POST that only reads, so it is retried like a GET.

export const queryAnalytics = route(
  'POST /analytics',
  body<AnalyticsRequest, AnalyticsResult[]>(),
  {
    idempotent: true,
  },
);
