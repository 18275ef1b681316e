import type { SupabaseClient } from '@supabase/supabase-js';
import { getBackend } from './client';

/** SPEC §3 form state: what the visitor typed into the demo form. */
export type DemoRequest = {
  firstName: string;
  lastName: string;
  workEmail: string;
  requirements: string;
};

/** SPEC §3 demo_requests row, as inserted. */
export type DemoRequestRow = {
  first_name: string;
  last_name: string;
  work_email: string;
  requirements: string;
};

/** The backend refused or could not take a demo request; `cause` holds what it said. */
export class DemoRequestError extends Error {
  override readonly name = 'DemoRequestError' as const;
  readonly code: string | undefined;

  constructor(message: string, options: { cause?: unknown; code?: string } = {}) {
    super(message, { cause: options.cause });
    this.code = options.code;
  }
}

/** Maps the form's fields onto the table's columns. */
export function toDemoRequestRow(request: DemoRequest): DemoRequestRow {
  return {
    first_name: request.firstName,
    last_name: request.lastName,
    work_email: request.workEmail,
    requirements: request.requirements,
  };
}

/**
 * Inserts one demo request (SPEC §7). No `.select()`: the anonymous role may insert but not read,
 * so only the error is looked at. Throws `DemoRequestError` on any failure.
 *
 * @example
 * await submitDemoRequest({ firstName: 'Ada', lastName: 'Lovelace', workEmail: 'ada@example.com', requirements: 'Two clinics' });
 */
export async function submitDemoRequest(
  request: DemoRequest,
  backend: () => Promise<Pick<SupabaseClient, 'from'>> = getBackend,
): Promise<void> {
  let client: Pick<SupabaseClient, 'from'>;
  try {
    client = await backend();
  } catch (cause) {
    throw new DemoRequestError('The backend client could not be loaded.', { cause });
  }
  const { error } = await client.from('demo_requests').insert(toDemoRequestRow(request));
  if (error) {
    throw new DemoRequestError(error.message || 'The demo request was not saved.', {
      cause: error,
      code: error.code,
    });
  }
}
