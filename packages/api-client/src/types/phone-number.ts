import type { operations } from '../generated/openapi.gen';
import type { BodyOf, Named, NamedUnion, QueryOf, Schemas } from './common';

/** A stored phone number: one member per provider, told apart by its exact `provider`. */
export type PhoneNumber = NamedUnion<
  operations['PhoneNumberController_findOne']['responses'][200]['content']['application/json']
>;

/** Where a number comes from. */
export type PhoneNumberProvider = PhoneNumber['provider'];

/** Who answers a number's inbound calls: the fields every provider's number shares for it. */
export type PhoneNumberRouting = Pick<
  Schemas['ImportTwilioPhoneNumberDTO'],
  'name' | 'assistantId' | 'squadId' | 'workflowId' | 'server' | 'fallbackDestination' | 'hooks'
>;

/** Body of `POST /phone-number`: buy a platform number or attach one you own, by `provider`. */
export type CreatePhoneNumberRequest = NamedUnion<BodyOf<'PhoneNumberController_create'>>;

/** Body of `POST /phone-number/import/twilio`. */
export type ImportTwilioPhoneNumberRequest = Named<Schemas['ImportTwilioPhoneNumberDTO']>;

/** Body of `POST /phone-number/import/vonage`. */
export type ImportVonagePhoneNumberRequest = Named<Schemas['ImportVonagePhoneNumberDTO']>;

/** Body of `PATCH /phone-number/{id}`: the fields to change, for the number's provider. */
export type UpdatePhoneNumberRequest = NamedUnion<BodyOf<'PhoneNumberController_update'>>;

/** Filters of `GET /phone-number`. */
export type PhoneNumberListQuery = QueryOf<'PhoneNumberController_findAll'>;

/** Filters of `GET /v2/phone-number`. */
export type PhoneNumberPageQuery = QueryOf<'PhoneNumberController_findAllPaginated'>;

/** One page of phone numbers (`GET /v2/phone-number`). */
export type PhoneNumberPage = Named<Schemas['PhoneNumberPaginatedResponse']>;
