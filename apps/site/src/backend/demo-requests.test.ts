import { createClient } from '@supabase/supabase-js';
import { delay, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoRequestsTable, postgrest } from '../testing/network';
import {
  DemoRequestError,
  describeBackendError,
  isDemoRequestError,
  submitDemoRequest,
  toDemoRequestRow,
} from './demo-requests';

const request = {
  firstName: ' Ada ',
  lastName: 'Lovelace',
  workEmail: 'ada@example.com ',
  requirements: '\nTwo clinics\n',
};

const ANON_KEY = 'anon-key-of-the-test-backend';
/** The real supabase-js client, talking to the backend that msw answers for (test-setup.ts). */
const client = createClient('https://backend.test', ANON_KEY, {
  auth: { persistSession: false, autoRefreshToken: false },
});
const backend = async () => client;

describe('submitDemoRequest: inserts into demo_requests and reports the form errors', () => {
  it('maps the form state onto the table columns, trimmed', () => {
    expect(toDemoRequestRow(request)).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      work_email: 'ada@example.com',
      requirements: 'Two clinics',
    });
  });

  it('POSTs one trimmed row to demo_requests with the anon key, asking for no row back', async () => {
    const received = demoRequestsTable();
    await expect(submitDemoRequest(request, { backend })).resolves.toBeUndefined();
    expect(received).toHaveLength(1);
    const [insert] = received;
    expect(insert?.url.pathname).toBe('/rest/v1/demo_requests');
    expect(insert?.url.search).toBe('');
    expect(insert?.headers.get('apikey')).toBe(ANON_KEY);
    // no `return=representation`: PostgREST answers the insert without the row (anon may not read)
    expect(insert?.headers.get('prefer') ?? '').not.toContain('representation');
    expect(insert?.body).toEqual(toDemoRequestRow(request));
  });

  it('throws a DemoRequestError carrying what the backend refused with', async () => {
    demoRequestsTable(() => postgrest.refused(500, { code: 'XX000', message: 'nope' }));
    const failure = submitDemoRequest(request, { backend });
    await expect(failure).rejects.toBeInstanceOf(DemoRequestError);
    await expect(failure).rejects.toMatchObject({ reason: 'refused', code: 'XX000' });
  });

  it('names the abuse limit and the broken rule as PostgREST reports them', async () => {
    demoRequestsTable(postgrest.emailRateLimited);
    await expect(submitDemoRequest(request, { backend })).rejects.toMatchObject({
      reason: 'rate-limited',
      code: 'PT429',
    });
    demoRequestsTable(postgrest.workEmailRefused);
    await expect(submitDemoRequest(request, { backend })).rejects.toMatchObject({
      reason: 'invalid',
      field: 'workEmail',
      rule: 'malformed',
    });
  });

  it('calls a backend that cannot be reached "unavailable"', async () => {
    demoRequestsTable(() => HttpResponse.error());
    await expect(submitDemoRequest(request, { backend })).rejects.toMatchObject({
      reason: 'unavailable',
    });
  });

  it('throws an "unavailable" DemoRequestError when the backend client cannot load', async () => {
    const cause = new Error('chunk failed');
    const failure = submitDemoRequest(request, { backend: () => Promise.reject(cause) });
    await expect(failure).rejects.toMatchObject({
      name: 'DemoRequestError',
      reason: 'unavailable',
      cause,
    });
  });

  it('reports a request cancelled while it waits for the backend as a timeout', async () => {
    demoRequestsTable(async () => {
      await delay('infinite');
      return postgrest.inserted();
    });
    const controller = new AbortController();
    const failure = submitDemoRequest(request, { backend, signal: controller.signal });
    setTimeout(() => controller.abort(), 10);
    await expect(failure).rejects.toMatchObject({ reason: 'timeout' });
  });
});

describe('describeBackendError: what PostgREST said, in terms the form can explain', () => {
  it('recognises the abuse limits (HTTP 429, PT429)', () => {
    const error = describeBackendError(
      {
        code: 'PT429',
        message: 'Too many demo requests for this email address: at most 3 in 60 minutes.',
        details: 'demo_requests_email_rate_limit',
      },
      429,
    );
    expect(error).toMatchObject({ reason: 'rate-limited', code: 'PT429' });
    expect(isDemoRequestError(error)).toBe(true);
  });

  it.each([
    ['demo_requests_first_name_not_blank', 'firstName', 'missing'],
    ['demo_requests_last_name_length', 'lastName', 'too-long'],
    ['demo_requests_work_email_format', 'workEmail', 'malformed'],
    ['demo_requests_requirements_length', 'requirements', 'too-long'],
  ])('names the field and rule of constraint %s', (constraint, field, rule) => {
    const error = describeBackendError(
      {
        code: '23514',
        message: `new row for relation "demo_requests" violates check constraint "${constraint}"`,
      },
      400,
    );
    expect(error).toMatchObject({ reason: 'invalid', field, rule });
  });

  it('names the field of a missing value (23502)', () => {
    const error = describeBackendError(
      { code: '23502', message: 'null value in column "work_email" of relation "demo_requests"' },
      400,
    );
    expect(error).toMatchObject({ reason: 'invalid', field: 'workEmail', rule: 'missing' });
  });

  it('calls an answer that never came (status 0) unavailable, anything else refused', () => {
    expect(describeBackendError({ message: 'TypeError: Failed to fetch' }, 0).reason).toBe(
      'unavailable',
    );
    expect(describeBackendError({ code: 'PT400', message: 'one at a time' }, 400).reason).toBe(
      'refused',
    );
  });
});
