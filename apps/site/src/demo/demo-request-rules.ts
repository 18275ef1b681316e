import type { DemoRequest, DemoRequestField, DemoRequestRule } from '../backend/demo-requests';

/**
 * What the demo_requests table accepts (supabase/migrations/*_demo_requests.sql), checked before
 * sending so the visitor learns what is wrong next to the field instead of from a failed request.
 * Values are checked as they are sent: trimmed.
 */
export const MAX_LENGTH: Record<DemoRequestField, number> = {
  firstName: 100,
  lastName: 100,
  // The longest address SMTP can carry.
  workEmail: 254,
  requirements: 5000,
};

/**
 * The table's demo_requests_work_email_format: one @, something before it, a dotted domain after
 * it, no spaces anywhere. `\s` covers every character Postgres' [:space:] does, plus a few more.
 */
const EMAIL = /^[^\s\u0085@]+@[^\s\u0085@.]+(\.[^\s\u0085@.]+)+$/;

/** The fields in the order they appear in the form. */
export const FIELDS: readonly DemoRequestField[] = [
  'firstName',
  'lastName',
  'workEmail',
  'requirements',
];

/** One message per field that breaks a rule. */
export type FieldErrors = Partial<Record<DemoRequestField, string>>;

const LABEL: Record<DemoRequestField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  workEmail: 'Work email',
  requirements: 'Requirements',
};

const MISSING: Record<DemoRequestField, string> = {
  firstName: 'Enter your first name.',
  lastName: 'Enter your last name.',
  workEmail: 'Enter your work email.',
  requirements: 'Tell us what you need.',
};

/** Characters as Postgres' char_length counts them (code points, not UTF-16 units). */
export function characterCount(value: string): number {
  return Array.from(value).length;
}

/** The message for a field that broke `rule`; `value` is what was sent (for the count). */
export function ruleMessage(field: DemoRequestField, rule: DemoRequestRule, value = ''): string {
  if (rule === 'missing') return MISSING[field];
  if (rule === 'malformed') return 'Enter an email address like name@company.com.';
  const max = MAX_LENGTH[field].toLocaleString('en-US');
  const count = characterCount(value.trim()).toLocaleString('en-US');
  return `${LABEL[field]} can be at most ${max} characters (now ${count}).`;
}

/** The rule a field's value breaks, if any. */
export function brokenRule(field: DemoRequestField, value: string): DemoRequestRule | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return 'missing';
  if (characterCount(trimmed) > MAX_LENGTH[field]) return 'too-long';
  if (field === 'workEmail' && !EMAIL.test(trimmed)) return 'malformed';
  return undefined;
}

/** The message for one field, or undefined when its value is acceptable. */
export function fieldError(field: DemoRequestField, value: string): string | undefined {
  const rule = brokenRule(field, value);
  return rule && ruleMessage(field, rule, value);
}

/** Every field's message; an empty object when the request can be sent. */
export function validateDemoRequest(request: DemoRequest): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of FIELDS) {
    const message = fieldError(field, request[field]);
    if (message) errors[field] = message;
  }
  return errors;
}
