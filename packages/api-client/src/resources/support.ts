import { send } from '../core/route';

/** `POST /support/ticket`: opens a support ticket. */
export const createSupportTicket = send('POST /support/ticket', 'body');

/** The support routes, for `createClient` (`client.support.createTicket()`) or `bindResource`. */
export const support = {
  createTicket: createSupportTicket,
};
