import type { Core, RequestOptions } from '../core/core';
import type { JsonObject } from '../types/common';
import type { SupportTicketRequest } from '../types/platform';

/** `POST /support/ticket`: opens a support ticket. */
export const createSupportTicket = (
  core: Core,
  body: SupportTicketRequest,
  options?: RequestOptions,
): Promise<JsonObject> =>
  core.request({ ...options, method: 'POST', path: '/support/ticket', body });

/** The support routes, for `createClient` (`client.support.createTicket()`) or `bindResource`. */
export const support = {
  createTicket: createSupportTicket,
};
