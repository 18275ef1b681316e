import type { Core, RequestOptions } from '../core/core';
import { type PaginateOptions, paginate } from '../core/paginate';
import { path } from '../core/url';
import type {
  Call,
  CallPageQuery,
  CreateCallRequest,
  ListCallsQuery,
  UpdateCallRequest,
} from '../types/call';
import type { JsonObject, Page } from '../types/common';
import { createWebCall } from './web-call';

/**
 * `POST /call`: starts (or schedules) a phone call, or one call per entry of `customers`.
 *
 * @example
 * ```ts
 * await createCall(core, { assistantId: 'asst_1', phoneNumberId: 'pn_1', customer: { number: '+15550100' } });
 * ```
 */
export const createCall = (
  core: Core,
  body: CreateCallRequest,
  options?: RequestOptions,
): Promise<Call> => core.request({ ...options, method: 'POST', path: '/call', body });

/** `GET /call`: lists calls, newest first. */
export const listCalls = (
  core: Core,
  query?: ListCallsQuery,
  options?: RequestOptions,
): Promise<Call[]> => core.request({ ...options, method: 'GET', path: '/call', query });

/** `GET /call/{id}`: one call with its costs, artifact and analysis. */
export const getCall = (core: Core, id: string, options?: RequestOptions): Promise<Call> =>
  core.request({ ...options, method: 'GET', path: path`/call/${id}` });

/** `PATCH /call/{id}`: renames a call. */
export const updateCall = (
  core: Core,
  id: string,
  body: UpdateCallRequest,
  options?: RequestOptions,
): Promise<Call> => core.request({ ...options, method: 'PATCH', path: path`/call/${id}`, body });

/** `DELETE /call/{id}`: deletes a call's record. */
export const deleteCall = (core: Core, id: string, options?: RequestOptions): Promise<Call> =>
  core.request({ ...options, method: 'DELETE', path: path`/call/${id}` });

/**
 * `POST /call/phone`: the older phone-call route.
 * @deprecated Use {@link createCall}.
 */
export const createPhoneCall = (
  core: Core,
  body: CreateCallRequest,
  options?: RequestOptions,
): Promise<Call> => core.request({ ...options, method: 'POST', path: '/call/phone', body });

/** `GET /v2/call`: one page of calls; see {@link paginateCalls} to walk them all. */
export const listCallsPage = (
  core: Core,
  query?: CallPageQuery,
  options?: RequestOptions,
): Promise<Page<Call>> => core.request({ ...options, method: 'GET', path: '/v2/call', query });

/**
 * Every call matching `query`, fetched page by page from `GET /v2/call`.
 *
 * @example
 * ```ts
 * for await (const call of paginateCalls(core, { limit: 100, status: 'ended' })) console.log(call.id);
 * ```
 */
export const paginateCalls = (
  core: Core,
  query?: CallPageQuery,
  options?: PaginateOptions,
): AsyncGenerator<Call, void, undefined> =>
  paginate(
    (page) => listCallsPage(core, { ...query, page }, options),
    query?.page,
    options?.maxPages,
  );

/** `GET /v2/call/export`: the calls matching `query` as a file (CSV text) or JSON. */
export const exportCalls = (
  core: Core,
  query?: CallPageQuery,
  options?: RequestOptions,
): Promise<string | JsonObject> =>
  core.request({ ...options, method: 'GET', path: '/v2/call/export', query });

/** `GET /v2/call/metadata`: aggregate figures about the calls matching `query`. */
export const getCallsMetadata = (
  core: Core,
  query?: CallPageQuery,
  options?: RequestOptions,
): Promise<JsonObject> =>
  core.request({ ...options, method: 'GET', path: '/v2/call/metadata', query });

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
};
