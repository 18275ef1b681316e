import { paginator } from '../core/paginate';
import { send } from '../core/route';

/** `POST /phone-number/import/twilio`: attaches a number from a Twilio account. */
export const importTwilioPhoneNumber = send('POST /phone-number/import/twilio', 'body');

/** `POST /phone-number/import/vonage`: attaches a number from a Vonage account. */
export const importVonagePhoneNumber = send('POST /phone-number/import/vonage', 'body');

/** `POST /phone-number`: creates a phone number. */
export const createPhoneNumber = send('POST /phone-number', 'body');

/** `GET /phone-number`: lists phone numbers. */
export const listPhoneNumbers = send('GET /phone-number', 'query');

/** `GET /phone-number/{id}`: one phone number. */
export const getPhoneNumber = send('GET /phone-number/{id}', '');

/** `PATCH /phone-number/{id}`: changes the given fields of a phone number. */
export const updatePhoneNumber = send('PATCH /phone-number/{id}', 'body');

/** `DELETE /phone-number/{id}`: deletes a phone number. */
export const deletePhoneNumber = send('DELETE /phone-number/{id}', '');

/** `GET /v2/phone-number`: one page of phone numbers; see `paginatePhoneNumbers`. */
export const listPhoneNumbersPage = send('GET /v2/phone-number', 'query');

/**
 * Every phone number, fetched page by page from `GET /v2/phone-number`.
 */
export const paginatePhoneNumbers = paginator(listPhoneNumbersPage);

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
