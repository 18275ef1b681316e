import type { ArtifactPlan, AssistantOverrides, CreateAssistantRequest } from './assistant';
import type { ListQuery, PageQuery, ResourceBase } from './common';
import type { CreateSquadRequest } from './squad';
import type { CreateWorkflowRequest, WorkflowOverrides } from './workflow';

/** Kinds of call. */
export type CallType = 'inboundPhoneCall' | 'outboundPhoneCall' | 'webCall' | 'vapi.websocketCall';

/** Lifecycle of a call. */
export type CallStatus =
  | 'scheduled'
  | 'queued'
  | 'ringing'
  | 'in-progress'
  | 'forwarding'
  | 'ended';

/**
 * Who or what runs a call: one of assistant, squad or workflow (by id or inline). Fields this
 * package does not model are sent as given, so new platform fields need no cast.
 */
export interface CallTarget {
  assistantId?: string;
  /** An inline (transient) assistant. */
  assistant?: CreateAssistantRequest;
  assistantOverrides?: AssistantOverrides;
  squadId?: string;
  squad?: CreateSquadRequest;
  /** Changes applied to every member of the squad (settings and `variableValues`). */
  squadOverrides?: AssistantOverrides;
  workflowId?: string;
  workflow?: CreateWorkflowRequest;
  workflowOverrides?: WorkflowOverrides;
  [key: string]: unknown;
}

/**
 * Body of `POST /call/web` (SPEC §3 "Web call creation payload"); other platform fields, such as
 * `customer` or `metadata`, pass through.
 */
export interface CreateWebCallRequest extends CallTarget {
  /** Deletes the media room as soon as the user leaves it. */
  roomDeleteOnUserLeaveEnabled?: boolean;
}

/** When a scheduled call may start: from `earliestAt`, and no later than `latestAt`. */
export interface SchedulePlan {
  earliestAt: string;
  latestAt?: string;
}

/** The person on the other end of a phone call. */
export interface Customer {
  number?: string;
  name?: string;
  extension?: string;
  sipUri?: string;
  [key: string]: unknown;
}

/** Body of `POST /call` (and the deprecated `POST /call/phone`). */
export interface CreateCallRequest extends CallTarget {
  name?: string;
  phoneNumberId?: string;
  customer?: Customer;
  customerId?: string;
  /** Several customers start one call each. */
  customers?: Customer[];
  /** Schedule the call, e.g. `{ earliestAt: '2025-01-01T10:00:00Z' }`. */
  schedulePlan?: SchedulePlan;
  metadata?: Record<string, unknown>;
  [key: string]: unknown;
}

/** Body of `PATCH /call/{id}`. */
export interface UpdateCallRequest {
  name?: string;
  [key: string]: unknown;
}

/** One line of a call's cost. */
export interface CallCost {
  type: string;
  cost: number;
  [key: string]: unknown;
}

/** What a call cost, per part, in USD. */
export interface CostBreakdown {
  transport?: number;
  stt?: number;
  llm?: number;
  tts?: number;
  vapi?: number;
  total?: number;
  llmPromptTokens?: number;
  llmCompletionTokens?: number;
  ttsCharacters?: number;
  [key: string]: unknown;
}

/** How a web call is carried (the media room and its credentials). */
export interface CallTransport {
  provider?: string;
  callUrl?: string;
  callToken?: string;
  assistantVideoEnabled?: boolean;
  [key: string]: unknown;
}

/**
 * One line of a call's conversation (`role`: `system`, `user`, `bot`, `tool_calls` or
 * `tool_call_result`), with its times in the call.
 */
export interface CallMessage {
  role: string;
  message?: string;
  /** When it was said, in ms since the epoch. */
  time?: number;
  endTime?: number;
  secondsFromStart?: number;
  duration?: number;
  [key: string]: unknown;
}

/** A call of any type, with who or what ran it (its {@link CallTarget} fields). */
export interface Call extends ResourceBase, CallTarget {
  type?: CallType;
  status?: CallStatus;
  /** Why the call ended, e.g. `'customer-ended-call'`, `'assistant-ended-call'`. */
  endedReason?: string;
  /** More about why it ended: an error or warning message. */
  endedMessage?: string;
  /** Where the call was transferred to, if it was. */
  destination?: Record<string, unknown>;
  /** The conversation so far. */
  messages?: CallMessage[];
  cost?: number;
  costs?: CallCost[];
  costBreakdown?: CostBreakdown;
  startedAt?: string;
  endedAt?: string;
  name?: string;
  /** The assistant version the call runs, when it was started with one. */
  assistantVersion?: string | null;
  campaignId?: string;
  phoneNumberId?: string;
  /** An inline phone number the call was made with. */
  phoneNumber?: Record<string, unknown>;
  customerId?: string;
  customer?: Customer;
  schedulePlan?: SchedulePlan;
  /** For phone calls: the carrier and how the call is carried. */
  phoneCallProvider?: 'twilio' | 'vonage' | 'vapi' | 'telnyx';
  phoneCallTransport?: 'sip' | 'pstn';
  phoneCallProviderId?: string;
  transport?: CallTransport;
  webCallUrl?: string;
  artifact?: {
    recordingUrl?: string;
    stereoRecordingUrl?: string;
    videoRecordingUrl?: string;
    transcript?: string;
    messages?: CallMessage[];
    [key: string]: unknown;
  };
  analysis?: {
    summary?: string;
    structuredData?: Record<string, unknown>;
    successEvaluation?: string;
    [key: string]: unknown;
  };
  monitor?: { listenUrl?: string; controlUrl?: string; [key: string]: unknown };
  /** How the call was kept to recording and data rules (`assistant.compliancePlan`). */
  compliance?: Record<string, unknown>;
  metadata?: Record<string, unknown>;
}

/** Answer of `POST /call/web`: the created call and the room to join. */
export interface WebCallResponse extends Call {
  /** The media room to join. */
  webCallUrl: string;
  /** A room token, when the platform issues one outside the URL. */
  webCallToken?: string;
  /** Where newer platform versions put the room URL (`callUrl`) and its token (`callToken`). */
  transport?: CallTransport;
  artifactPlan?: ArtifactPlan;
}

/** Filters of `GET /call`. */
export interface ListCallsQuery extends ListQuery {
  id?: string;
  assistantId?: string;
  phoneNumberId?: string;
}

/** Filters of `GET /v2/call`, `/v2/call/export` and `/v2/call/metadata`. */
export interface CallPageQuery extends PageQuery {
  id?: string;
  assistantId?: string;
  squadId?: string;
  phoneNumberId?: string;
  status?: CallStatus;
  type?: CallType;
  endedReason?: string;
}
