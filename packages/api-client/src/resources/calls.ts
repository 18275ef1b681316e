import { type Download, downloader } from '../core/download';
import { paginator } from '../core/paginate';
import { send } from '../core/route';
import { createWebCall } from './web-call';

/**
 * `POST /call`: starts (or schedules) a phone call, or one call per entry of `customers`.
 *
 * @example
 * ```ts
 * await createCall(core, { assistantId: 'asst_1', phoneNumberId: 'pn_1', customer: { number: '+15550100' } });
 * ```
 */
export const createCall = send('POST /call', 'body');

/** `GET /call`: lists calls, newest first. */
export const listCalls = send('GET /call', 'query');

/** `GET /call/{id}`: one call with its costs, artifact and analysis. */
export const getCall = send('GET /call/{id}', '');

/** `PATCH /call/{id}`: renames a call. */
export const updateCall = send('PATCH /call/{id}', 'body');

/** `DELETE /call/{id}`: deletes a call's record. */
export const deleteCall = send('DELETE /call/{id}', '');

/**
 * `POST /call/phone`: the older phone-call route.
 * @deprecated Use {@link createCall}.
 */
export const createPhoneCall = send('POST /call/phone', 'body');

/** `GET /v2/call`: one page of calls; see {@link paginateCalls} to walk them all. */
export const listCallsPage = send('GET /v2/call', 'query');

/**
 * Every call matching `query`, fetched page by page from `GET /v2/call`.
 *
 * @example
 * ```ts
 * for await (const call of paginateCalls(core, { limit: 100, status: 'ended' })) console.log(call.id);
 * ```
 */
export const paginateCalls = paginator(listCallsPage);

/** `GET /v2/call/export`: the calls matching `query` as a file (CSV text) or JSON. */
export const exportCalls = send('GET /v2/call/export', 'query');

/** `GET /v2/call/metadata`: aggregate figures about the calls matching `query`. */
export const getCallsMetadata = send('GET /v2/call/metadata', 'query');

/**
 * `GET /call/{id}/mono-recording`: the call's recording, both sides mixed. Like every download,
 * it gives the short-lived storage URL the platform redirects to (`url`), or, where fetch follows
 * the redirect (browsers, or `redirect: 'follow'`), the file's answer too (`response`).
 *
 * @example
 * ```ts
 * const { url, response } = await downloadCallMonoRecording(core, 'call_1');
 * const audio = response ? await response.arrayBuffer() : await (await fetch(url)).arrayBuffer();
 * ```
 */
export const downloadCallMonoRecording = downloader('GET /call/{id}/mono-recording');

/** `GET /call/{id}/stereo-recording`: the call's recording, one side per channel, as every download gives it (see {@link Download}). */
export const downloadCallStereoRecording = downloader('GET /call/{id}/stereo-recording');

/** `GET /call/{id}/assistant-recording`: the assistant's side of the call, as every download gives it (see {@link Download}). */
export const downloadCallAssistantRecording = downloader('GET /call/{id}/assistant-recording');

/** `GET /call/{id}/customer-recording`: the customer's side of the call, as every download gives it (see {@link Download}). */
export const downloadCallCustomerRecording = downloader('GET /call/{id}/customer-recording');

/** `GET /call/{id}/video-recording`: the video of a video call, as every download gives it (see {@link Download}). */
export const downloadCallVideoRecording = downloader('GET /call/{id}/video-recording');

/** `GET /call/{id}/call-logs`: the call's logs, as every download gives it (see {@link Download}). */
export const downloadCallLogs = downloader('GET /call/{id}/call-logs');

/** `GET /call/{id}/pcap`: the call's packet capture (SIP calls), as every download gives it (see {@link Download}). */
export const downloadCallPcap = downloader('GET /call/{id}/pcap');

/** The call routes, for `createClient` (`client.calls.list()`) or `bindResource`. */
export const calls = {
  create: createCall,
  list: listCalls,
  get: getCall,
  update: updateCall,
  delete: deleteCall,
  createPhone: createPhoneCall,
  createWeb: createWebCall,
  listPage: listCallsPage,
  paginate: paginateCalls,
  export: exportCalls,
  metadata: getCallsMetadata,
  downloadMonoRecording: downloadCallMonoRecording,
  downloadStereoRecording: downloadCallStereoRecording,
  downloadAssistantRecording: downloadCallAssistantRecording,
  downloadCustomerRecording: downloadCallCustomerRecording,
  downloadVideoRecording: downloadCallVideoRecording,
  downloadLogs: downloadCallLogs,
  downloadPcap: downloadCallPcap,
};
