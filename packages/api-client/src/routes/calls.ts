import { answers, body, query, route } from '../core/route';
import type {
  Call,
  CallBatchResponse,
  CallPage,
  CallPageQuery,
  CreateCallRequest,
  ListCallsQuery,
  UpdateCallRequest,
} from '../types/call';
import type { JsonObject } from '../types/common';

// The call routes (`POST /call/web` has a module of its own: `./web-call`).

export const createCall = route('POST /call', body<CreateCallRequest, Call | CallBatchResponse>());
export const listCalls = route('GET /call', query<ListCallsQuery, Call[]>());
export const getCall = route('GET /call/{id}', answers<Call>());
export const updateCall = route('PATCH /call/{id}', body<UpdateCallRequest, Call>());
export const deleteCall = route('DELETE /call/{id}', answers<Call>());
export const createPhoneCall = route(
  'POST /call/phone',
  body<CreateCallRequest, Call | CallBatchResponse>(),
);
export const listCallsPage = route('GET /v2/call', query<CallPageQuery, CallPage>());
/** Answers CSV text, or JSON. */
export const exportCalls = route(
  'GET /v2/call/export',
  query<CallPageQuery, string | JsonObject>(),
);
export const getCallsMetadata = route('GET /v2/call/metadata', query<CallPageQuery, JsonObject>());
