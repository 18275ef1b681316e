import { paginator } from '../core/paginate';
import { send } from '../core/route';
import * as routes from '../routes/phone-numbers';

/** `POST /phone-number/import/twilio`: attaches a number from a Twilio account. */
export const importTwilioPhoneNumber = send(routes.importTwilioPhoneNumber);

/** `POST /phone-number/import/vonage`: attaches a number from a Vonage account. */
export const importVonagePhoneNumber = send(routes.importVonagePhoneNumber);

/** `POST /phone-number`: creates a phone number. */
export const createPhoneNumber = send(routes.createPhoneNumber);

/** `GET /phone-number`: lists phone numbers. */
export const listPhoneNumbers = send(routes.listPhoneNumbers);

/** `GET /phone-number/{id}`: one phone number. */
export const getPhoneNumber = send(routes.getPhoneNumber);

/** `PATCH /phone-number/{id}`: changes the given fields of a phone number. */
export const updatePhoneNumber = send(routes.updatePhoneNumber);

/** `DELETE /phone-number/{id}`: deletes a phone number. */
export const deletePhoneNumber = send(routes.deletePhoneNumber);

/** `GET /v2/phone-number`: one page of phone numbers; see `paginatePhoneNumbers`. */
export const listPhoneNumbersPage = send(routes.listPhoneNumbersPage);

/**
 * Every phone number, fetched page by page from `GET /v2/phone-number`.
 */
export const paginatePhoneNumbers = paginator(routes.listPhoneNumbersPage);

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
