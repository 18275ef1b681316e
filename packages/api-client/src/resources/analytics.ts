import { send } from '../core/route';

/** `POST /analytics`: runs analytics queries over calls and subscriptions; read-only, so it is retried like a GET. */
export const queryAnalytics = send('POST /analytics', 'body', { idempotent: true });

/** The analytics route, for `createClient` (`client.analytics.query()`) or `bindResource`. */
export const analytics = {
  query: queryAnalytics,
};
