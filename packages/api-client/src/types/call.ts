import type { Named, NamedUnion, PageQuery, QueryOf, Schemas } from './common';

/** Kinds of call. */
export type CallType = NamedUnion<Schemas['Call']['type']>;

/** Lifecycle of a call. */
export type CallStatus = NamedUnion<Schemas['Call']['status']>;

/** Who or what runs a call: one of assistant, squad or workflow, by id or inline. */
export type CallTarget = Omit<Schemas['CreateWebCallDTO'], 'roomDeleteOnUserLeaveEnabled'>;

/** Body of `POST /call/web` (docs/requirements.md#starting-a-call). */
export type CreateWebCallRequest = Named<Schemas['CreateWebCallDTO']>;

/** When a scheduled call may start: from `earliestAt`, and no later than `latestAt`. */
export type SchedulePlan = Named<Schemas['SchedulePlan']>;

/** The person on the other end of a call. */
export type Customer = Named<Schemas['CreateCustomerDTO']>;

/** Body of `POST /call` (and the deprecated `POST /call/phone`). */
export type CreateCallRequest = Named<Schemas['CreateCallDTO']>;

/**
 * Answer of `POST /call` when it was given `customers`: one call per customer, and the customers
 * it could not call.
 */
export type CallBatchResponse = Named<Schemas['CallBatchResponse']>;

/** Body of `PATCH /call/{id}`. */
export type UpdateCallRequest = Named<Schemas['UpdateCallDTO']>;

/** One line of a call's cost, told apart by `type`. */
export type CallCost = NamedUnion<NonNullable<Schemas['Call']['costs']>[number]>;

/** What a call cost, per part, in USD. */
export type CostBreakdown = Named<Schemas['CostBreakdown']>;

/**
 * What a web call's answer adds to its transport: the room's token, and whether the assistant
 * sends video. Hand-written: the platform's document has no schema for the answer of
 * `POST /call/web`.
 */
export interface CallTransport {
  provider?: string;
  /** The media room to join. */
  callUrl?: string;
  /** A token for the room, when the platform issues one outside the URL. */
  callToken?: string;
  assistantVideoEnabled?: boolean;
}

/** One line of a call's conversation, told apart by `role`, with its times in the call. */
export type CallMessage = NamedUnion<NonNullable<Schemas['Call']['messages']>[number]>;

/** A call of any type, with who or what ran it. */
export type Call = Named<Schemas['Call']>;

/**
 * Answer of `POST /call/web`: the created call and the room to join. Hand-written around
 * {@link Call}: the platform's document has no schema for this answer.
 */
export type WebCallResponse = Call & {
  /** The media room to join. */
  webCallUrl: string;
  /** A room token, when the platform issues one outside the URL. */
  webCallToken?: string;
  /** Where newer platform versions put the room URL (`callUrl`) and its token (`callToken`). */
  transport?: CallTransport;
};

/** Filters of `GET /call`. */
export type ListCallsQuery = QueryOf<'CallController_findAll'>;

/**
 * Filters of `GET /v2/call`, `/v2/call/export` and `/v2/call/metadata`. Hand-written: these routes
 * have no path in the platform's document.
 */
export interface CallPageQuery extends PageQuery {
  id?: string;
  assistantId?: string;
  squadId?: string;
  phoneNumberId?: string;
  status?: CallStatus;
  type?: CallType;
  endedReason?: string;
}

/** One page of calls (`GET /v2/call`). */
export type CallPage = Omit<Schemas['CallPaginatedResponse'], 'results'> & { results: Call[] };
