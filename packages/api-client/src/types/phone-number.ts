import type { ListQuery, PageQuery, ResourceBase, ServerConfig } from './common';

/** Where a number comes from. */
export type PhoneNumberProvider = 'twilio' | 'vonage' | 'vapi' | 'telnyx' | 'byo-phone-number';

/** Who answers a number's inbound calls. */
export interface PhoneNumberRouting {
  name?: string;
  assistantId?: string;
  squadId?: string;
  workflowId?: string;
  /** Webhook asked for an assistant when no assistant, squad or workflow is set. */
  server?: ServerConfig;
  fallbackDestination?: Record<string, unknown>;
  [key: string]: unknown;
}

/** Body of `POST /phone-number`: buy a platform number or attach one you own. */
export interface CreatePhoneNumberRequest extends PhoneNumberRouting {
  provider: PhoneNumberProvider;
  number?: string;
  /** For platform numbers: the US area code to buy in. */
  numberDesiredAreaCode?: string;
  credentialId?: string;
  twilioAccountSid?: string;
  twilioAuthToken?: string;
}

/** Body of `POST /phone-number/import/twilio`. */
export interface ImportTwilioPhoneNumberRequest extends PhoneNumberRouting {
  twilioPhoneNumber: string;
  twilioAccountSid: string;
  twilioAuthToken?: string;
  twilioApiKey?: string;
  twilioApiSecret?: string;
}

/** Body of `POST /phone-number/import/vonage`. */
export interface ImportVonagePhoneNumberRequest extends PhoneNumberRouting {
  vonagePhoneNumber: string;
  credentialId: string;
}

/** Body of `PATCH /phone-number/{id}`. */
export interface UpdatePhoneNumberRequest extends PhoneNumberRouting {}

/** A stored phone number. */
export interface PhoneNumber extends PhoneNumberRouting, ResourceBase {
  provider?: PhoneNumberProvider;
  number?: string;
  status?: 'active' | 'activating' | 'blocked';
}

/** Filters of `GET /phone-number`. */
export interface PhoneNumberListQuery extends ListQuery {}

/** Filters of `GET /v2/phone-number`. */
export interface PhoneNumberPageQuery extends PageQuery {
  search?: string;
}
