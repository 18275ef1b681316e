import { send } from '../core/route';
import * as supportRoutes from '../routes/support';

/** `POST /support/ticket`: opens a support ticket. */
export const createSupportTicket = send(supportRoutes.createSupportTicket);

/** The support routes, for `createClient` (`client.support.createTicket()`) or `bindResource`. */
export const support = {
  createTicket: createSupportTicket,
};
