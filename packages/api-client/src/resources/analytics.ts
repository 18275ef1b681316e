import type { Core, RequestOptions } from '../core/core';
import type { AnalyticsRequest, AnalyticsResult } from '../types/platform';

/** `POST /analytics`: runs analytics queries over calls and subscriptions; read-only, so it is retried like a GET. */
export const queryAnalytics = (
  core: Core,
  body: AnalyticsRequest,
  options?: RequestOptions,
): Promise<AnalyticsResult[]> =>
  core.request({ ...options, method: 'POST', path: '/analytics', body, idempotent: true });

/** The analytics route, for `createClient` (`client.analytics.query()`) or `bindResource`. */
export const analytics = {
  query: queryAnalytics,
};
