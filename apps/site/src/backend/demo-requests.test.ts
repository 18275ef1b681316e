import { describe, expect, it, vi } from 'vitest';
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

type Result = { error: { message: string; code?: string } | null; status: number };

function fakeBackend(result: Result) {
  const abortSignal = vi.fn(() => Promise.resolve(result));
  const insert = vi.fn(() => Object.assign(Promise.resolve(result), { abortSignal }));
  const from = vi.fn(() => ({ insert }));
  return { backend: async () => ({ from }) as never, from, insert, abortSignal };
}

describe('submitDemoRequest (SPEC §3 demo_requests, §7 insert, §8 form errors)', () => {
  it('maps the form state onto the table columns, trimmed', () => {
    expect(toDemoRequestRow(request)).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      work_email: 'ada@example.com',
      requirements: 'Two clinics',
    });
  });

  it('inserts one row into demo_requests, cancellable, and reads only the error', async () => {
    const { backend, from, insert, abortSignal } = fakeBackend({ error: null, status: 201 });
    const { signal } = new AbortController();
    await submitDemoRequest(request, { backend, signal });
    expect(from).toHaveBeenCalledWith('demo_requests');
    expect(insert).toHaveBeenCalledTimes(1);
    expect(insert).toHaveBeenCalledWith(toDemoRequestRow(request));
    expect(abortSignal).toHaveBeenCalledWith(signal);
  });

  it('throws a DemoRequestError carrying the backend error', async () => {
    const { backend } = fakeBackend({ error: { message: 'nope', code: 'XX000' }, status: 500 });
    const failure = submitDemoRequest(request, { backend });
    await expect(failure).rejects.toBeInstanceOf(DemoRequestError);
    await expect(failure).rejects.toMatchObject({ reason: 'refused', code: 'XX000' });
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

  it('reports a cancelled request as a timeout', async () => {
    const controller = new AbortController();
    controller.abort();
    const { backend } = fakeBackend({
      error: { message: 'AbortError: This operation was aborted', code: '' },
      status: 0,
    });
    await expect(
      submitDemoRequest(request, { backend, signal: controller.signal }),
    ).rejects.toMatchObject({ reason: 'timeout' });
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
