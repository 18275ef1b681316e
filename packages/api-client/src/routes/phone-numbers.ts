import { answers, body, query, route } from '../core/route';
import type {
  CreatePhoneNumberRequest,
  ImportTwilioPhoneNumberRequest,
  ImportVonagePhoneNumberRequest,
  PhoneNumber,
  PhoneNumberListQuery,
  PhoneNumberPage,
  PhoneNumberPageQuery,
  UpdatePhoneNumberRequest,
} from '../types/phone-number';

// The phone-number routes.

export const importTwilioPhoneNumber = route(
  'POST /phone-number/import/twilio',
  body<ImportTwilioPhoneNumberRequest, PhoneNumber>(),
);
export const importVonagePhoneNumber = route(
  'POST /phone-number/import/vonage',
  body<ImportVonagePhoneNumberRequest, PhoneNumber>(),
);
export const createPhoneNumber = route(
  'POST /phone-number',
  body<CreatePhoneNumberRequest, PhoneNumber>(),
);
export const listPhoneNumbers = route(
  'GET /phone-number',
  query<PhoneNumberListQuery, PhoneNumber[]>(),
);
export const getPhoneNumber = route('GET /phone-number/{id}', answers<PhoneNumber>());
export const updatePhoneNumber = route(
  'PATCH /phone-number/{id}',
  body<UpdatePhoneNumberRequest, PhoneNumber>(),
);
export const deletePhoneNumber = route('DELETE /phone-number/{id}', answers<PhoneNumber>());
export const listPhoneNumbersPage = route(
  'GET /v2/phone-number',
  query<PhoneNumberPageQuery, PhoneNumberPage>(),
);
