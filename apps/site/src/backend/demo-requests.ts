import type { SupabaseClient } from '@supabase/supabase-js';
import { getBackend } from './client';

/** What the visitor typed into the demo form (docs/requirements.md#the-demo-form). */
export type DemoRequest = {
  firstName: string;
  lastName: string;
  workEmail: string;
  requirements: string;
};

/** A field of the demo form. */
export type DemoRequestField = keyof DemoRequest;

/** A `demo_requests` row, as inserted (docs/requirements.md#demo-requests). */
export type DemoRequestRow = {
  first_name: string;
  last_name: string;
  work_email: string;
  requirements: string;
};

/** Which rule of the table a value broke (the suffix of its CHECK constraint's name). */
export type DemoRequestRule = 'missing' | 'too-long' | 'malformed';

/**
 * Why a demo request was not stored:
 * - `rate-limited`: the database's abuse limits refused it (HTTP 429, code PT429); try later.
 * - `invalid`: a value broke one of the table's rules; `field` and `rule` say which.
 * - `timeout`: no answer in time; the request was cancelled.
 * - `unavailable`: the backend could not be reached (offline, blocked, client failed to load).
 * - `refused`: anything else the backend answered.
 */
export type DemoRequestFailure = 'rate-limited' | 'invalid' | 'timeout' | 'unavailable' | 'refused';

/** The backend refused or could not take a demo request; `cause` holds what it said. */
export class DemoRequestError extends Error {
  override readonly name = 'DemoRequestError' as const;
  readonly reason: DemoRequestFailure;
  /** The backend's error code (e.g. `PT429`, `23514`), when it answered. */
  readonly code: string | undefined;
  /** For `invalid`: the field whose value was refused, and the rule it broke. */
  readonly field: DemoRequestField | undefined;
  readonly rule: DemoRequestRule | undefined;

  constructor(
    reason: DemoRequestFailure,
    message: string,
    options: {
      cause?: unknown;
      code?: string;
      field?: DemoRequestField;
      rule?: DemoRequestRule;
    } = {},
  ) {
    super(message, { cause: options.cause });
    this.reason = reason;
    this.code = options.code;
    this.field = options.field;
    this.rule = options.rule;
  }
}

/** Whether a value is a {@link DemoRequestError}, across bundle copies too. */
export function isDemoRequestError(value: unknown): value is DemoRequestError {
  return value instanceof Error && value.name === 'DemoRequestError';
}

/** The form's fields as the table's columns, trimmed as the table stores them. */
export function toDemoRequestRow(request: DemoRequest): DemoRequestRow {
  return {
    first_name: request.firstName.trim(),
    last_name: request.lastName.trim(),
    work_email: request.workEmail.trim(),
    requirements: request.requirements.trim(),
  };
}

const COLUMN_FIELDS: Record<string, DemoRequestField> = {
  first_name: 'firstName',
  last_name: 'lastName',
  work_email: 'workEmail',
  requirements: 'requirements',
};
const CONSTRAINT_RULES: Record<string, DemoRequestRule> = {
  not_blank: 'missing',
  length: 'too-long',
  format: 'malformed',
};
const CONSTRAINT =
  /demo_requests_(first_name|last_name|work_email|requirements)_(not_blank|length|format)/;

/** What PostgREST answered, as supabase-js hands it over. */
type BackendError = { message: string; code?: string; details?: string | null };

/** Turns PostgREST's answer into a {@link DemoRequestError} the form can explain. */
export function describeBackendError(error: BackendError, status: number): DemoRequestError {
  const options = { cause: error, code: error.code || undefined };
  // supabase-js reports a request that never got an answer (network, CORS) with status 0.
  if (status === 0) {
    return new DemoRequestError('unavailable', 'The backend could not be reached.', options);
  }
  if (error.code === 'PT429') {
    return new DemoRequestError('rate-limited', error.message, options);
  }
  // A CHECK constraint (23514) names the rule; a missing value (23502) names the column.
  const constraint = CONSTRAINT.exec(error.message);
  if (error.code === '23514' && constraint?.[1] && constraint[2]) {
    return new DemoRequestError('invalid', error.message, {
      ...options,
      field: COLUMN_FIELDS[constraint[1]],
      rule: CONSTRAINT_RULES[constraint[2]],
    });
  }
  const column = /column "(\w+)"/.exec(error.message)?.[1];
  if (error.code === '23502' && column && COLUMN_FIELDS[column]) {
    return new DemoRequestError('invalid', error.message, {
      ...options,
      field: COLUMN_FIELDS[column],
      rule: 'missing',
    });
  }
  return new DemoRequestError(
    'refused',
    error.message || 'The demo request was not saved.',
    options,
  );
}

/** Options of {@link submitDemoRequest}. */
export type SubmitOptions = {
  /** Cancels the request (the form's timeout). */
  signal?: AbortSignal;
  /** The backend client; the site's shared one by default, a fake in tests. */
  backend?: () => Promise<Pick<SupabaseClient, 'from'>>;
};

/**
 * Inserts one demo request (docs/requirements.md#site-calls), trimmed. No `.select()`: the
 * anonymous role may insert but not read, so only the error is looked at. Throws a
 * {@link DemoRequestError} on any failure.
 *
 * @example
 * await submitDemoRequest({ firstName: 'Ada', lastName: 'Lovelace', workEmail: 'ada@example.com', requirements: 'Two clinics' });
 */
export async function submitDemoRequest(
  request: DemoRequest,
  { signal, backend = getBackend }: SubmitOptions = {},
): Promise<void> {
  let client: Pick<SupabaseClient, 'from'>;
  try {
    client = await backend();
  } catch (cause) {
    throw new DemoRequestError('unavailable', 'The backend client could not be loaded.', { cause });
  }
  const insert = client.from('demo_requests').insert(toDemoRequestRow(request));
  const { error, status } = await (signal ? insert.abortSignal(signal) : insert);
  if (signal?.aborted) {
    throw new DemoRequestError('timeout', 'The demo request was cancelled.', {
      cause: signal.reason,
    });
  }
  if (error) throw describeBackendError(error, status);
}
