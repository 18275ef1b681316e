import { body, route } from '../core/route';
import type { JsonObject } from '../types/common';
import type { SupportTicketRequest } from '../types/platform';

// The support route.

export const createSupportTicket = route(
  'POST /support/ticket',
  body<SupportTicketRequest, JsonObject>(),
);
