import { send } from '../core/route';
import * as analyticsRoutes from '../routes/analytics';

/** `POST /analytics`: runs analytics queries over calls and subscriptions; read-only, so it is retried like a GET. */
export const queryAnalytics = send(analyticsRoutes.queryAnalytics);

/** The analytics route, for `createClient` (`client.analytics.query()`) or `bindResource`. */
export const analytics = {
  query: queryAnalytics,
};
