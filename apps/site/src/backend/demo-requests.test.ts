import { describe, expect, it, vi } from 'vitest';
import { DemoRequestError, submitDemoRequest, toDemoRequestRow } from './demo-requests';

const request = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  workEmail: 'ada@example.com',
  requirements: 'Two clinics',
};

function fakeBackend(result: { error: { message: string; code?: string } | null }) {
  const insert = vi.fn(async () => result);
  const from = vi.fn(() => ({ insert }));
  return { backend: async () => ({ from }) as never, from, insert };
}

describe('submitDemoRequest (SPEC §3 demo_requests, §7 insert, §8 form errors)', () => {
  it('maps the form state onto the table columns', () => {
    expect(toDemoRequestRow(request)).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      work_email: 'ada@example.com',
      requirements: 'Two clinics',
    });
  });

  it('inserts one row into demo_requests and reads only the error', async () => {
    const { backend, from, insert } = fakeBackend({ error: null });
    await submitDemoRequest(request, backend);
    expect(from).toHaveBeenCalledWith('demo_requests');
    expect(insert).toHaveBeenCalledTimes(1);
    expect(insert).toHaveBeenCalledWith(toDemoRequestRow(request));
  });

  it('throws a DemoRequestError carrying the backend error', async () => {
    const { backend } = fakeBackend({ error: { message: 'violates check', code: '23514' } });
    const failure = submitDemoRequest(request, backend);
    await expect(failure).rejects.toBeInstanceOf(DemoRequestError);
    await expect(failure).rejects.toMatchObject({ code: '23514', message: 'violates check' });
  });

  it('throws a DemoRequestError when the backend client cannot load', async () => {
    const cause = new Error('chunk failed');
    const failure = submitDemoRequest(request, () => Promise.reject(cause));
    await expect(failure).rejects.toMatchObject({ name: 'DemoRequestError', cause });
  });
});
