import type { Core, RequestOptions } from '../core/core';
import { type PaginateOptions, paginate } from '../core/paginate';
import { path } from '../core/url';
import type { Page } from '../types/common';
import type {
  CreatePhoneNumberRequest,
  ImportTwilioPhoneNumberRequest,
  ImportVonagePhoneNumberRequest,
  PhoneNumber,
  PhoneNumberListQuery,
  PhoneNumberPageQuery,
  UpdatePhoneNumberRequest,
} from '../types/phone-number';

/** `POST /phone-number/import/twilio`: attaches a number from a Twilio account. */
export const importTwilioPhoneNumber = (
  core: Core,
  body: ImportTwilioPhoneNumberRequest,
  options?: RequestOptions,
): Promise<PhoneNumber> =>
  core.request({ ...options, method: 'POST', path: '/phone-number/import/twilio', body });

/** `POST /phone-number/import/vonage`: attaches a number from a Vonage account. */
export const importVonagePhoneNumber = (
  core: Core,
  body: ImportVonagePhoneNumberRequest,
  options?: RequestOptions,
): Promise<PhoneNumber> =>
  core.request({ ...options, method: 'POST', path: '/phone-number/import/vonage', body });

/** `POST /phone-number`: creates a phone number. */
export const createPhoneNumber = (
  core: Core,
  body: CreatePhoneNumberRequest,
  options?: RequestOptions,
): Promise<PhoneNumber> =>
  core.request({ ...options, method: 'POST', path: '/phone-number', body });

/** `GET /phone-number`: lists phone numbers. */
export const listPhoneNumbers = (
  core: Core,
  query?: PhoneNumberListQuery,
  options?: RequestOptions,
): Promise<PhoneNumber[]> =>
  core.request({ ...options, method: 'GET', path: '/phone-number', query });

/** `GET /phone-number/{id}`: one phone number. */
export const getPhoneNumber = (
  core: Core,
  id: string,
  options?: RequestOptions,
): Promise<PhoneNumber> =>
  core.request({ ...options, method: 'GET', path: path`/phone-number/${id}` });

/** `PATCH /phone-number/{id}`: changes the given fields of a phone number. */
export const updatePhoneNumber = (
  core: Core,
  id: string,
  body: UpdatePhoneNumberRequest,
  options?: RequestOptions,
): Promise<PhoneNumber> =>
  core.request({ ...options, method: 'PATCH', path: path`/phone-number/${id}`, body });

/** `DELETE /phone-number/{id}`: deletes a phone number. */
export const deletePhoneNumber = (
  core: Core,
  id: string,
  options?: RequestOptions,
): Promise<PhoneNumber> =>
  core.request({ ...options, method: 'DELETE', path: path`/phone-number/${id}` });

/** `GET /v2/phone-number`: one page of phone numbers; see `paginatePhoneNumbers`. */
export const listPhoneNumbersPage = (
  core: Core,
  query?: PhoneNumberPageQuery,
  options?: RequestOptions,
): Promise<Page<PhoneNumber>> =>
  core.request({ ...options, method: 'GET', path: '/v2/phone-number', query });

/**
 * Every phone number, fetched page by page from `GET /v2/phone-number`.
 */
export const paginatePhoneNumbers = (
  core: Core,
  query?: PhoneNumberPageQuery,
  options?: PaginateOptions,
): AsyncGenerator<PhoneNumber, void, undefined> =>
  paginate(
    (page) => listPhoneNumbersPage(core, { ...query, page }, options),
    query?.page,
    options?.maxPages,
  );

/** The phone-number routes, for `createClient` (`client.phoneNumbers.list()`) or `bindResource`. */
export const phoneNumbers = {
  importTwilio: importTwilioPhoneNumber,
  importVonage: importVonagePhoneNumber,
  create: createPhoneNumber,
  list: listPhoneNumbers,
  get: getPhoneNumber,
  update: updatePhoneNumber,
  delete: deletePhoneNumber,
  listPage: listPhoneNumbersPage,
  paginate: paginatePhoneNumbers,
};
