import type { Download } from '../core/download';
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

// A call's recordings, logs and packet capture: each answers with a redirect (302) to a
// short-lived storage URL, which the download functions give (or follow).

export const downloadCallMonoRecording = route(
  'GET /call/{id}/mono-recording',
  answers<Download>(),
);
export const downloadCallStereoRecording = route(
  'GET /call/{id}/stereo-recording',
  answers<Download>(),
);
export const downloadCallAssistantRecording = route(
  'GET /call/{id}/assistant-recording',
  answers<Download>(),
);
export const downloadCallCustomerRecording = route(
  'GET /call/{id}/customer-recording',
  answers<Download>(),
);
export const downloadCallVideoRecording = route(
  'GET /call/{id}/video-recording',
  answers<Download>(),
);
export const downloadCallLogs = route('GET /call/{id}/call-logs', answers<Download>());
export const downloadCallPcap = route('GET /call/{id}/pcap', answers<Download>());
