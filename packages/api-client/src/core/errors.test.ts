import { describe, expect, it } from 'vitest';
import { ApiError, isApiError } from './errors';

describe('ApiError (not-ok responses are thrown with the parsed error body)', () => {
  it('names the route and the reason in its message', () => {
    const base = { method: 'GET', path: '/call/c1' };
    expect(new ApiError({ ...base, reason: 'timeout' }).message).toBe('GET /call/c1 timed out');
    expect(new ApiError({ ...base, reason: 'aborted' }).message).toBe('GET /call/c1 was aborted');
    expect(new ApiError({ ...base, reason: 'network' }).message).toBe(
      'GET /call/c1 failed: network error',
    );
    expect(
      new ApiError({ ...base, reason: 'http', status: 404, body: { message: 'Not Found' } })
        .message,
    ).toBe('GET /call/c1 failed with 404: Not Found');
    expect(
      new ApiError({ ...base, reason: 'http', status: 502, body: `<html>${'x'.repeat(500)}` })
        .message,
    ).toHaveLength('GET /call/c1 failed with 502: '.length + 200);
  });

  it('keeps status, body, request id and cause', () => {
    const cause = new TypeError('fetch failed');
    const error = new ApiError({
      reason: 'http',
      method: 'POST',
      path: '/call',
      status: 429,
      body: { message: 'slow down', statusCode: 429 },
      requestId: 'r1',
      cause,
    });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ name: 'ApiError', status: 429, requestId: 'r1' });
    expect(error.body).toEqual({ message: 'slow down', statusCode: 429 });
    expect(error.cause).toBe(cause);
  });

  it('isApiError recognises errors from another copy of the package by name and reason', () => {
    const foreign = Object.assign(new Error('x'), { name: 'ApiError', reason: 'http' });
    expect(isApiError(foreign)).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError({ name: 'ApiError', reason: 'http' })).toBe(false);
    expect(isApiError(null)).toBe(false);
    expect(isApiError(new ApiError({ reason: 'network', method: 'GET', path: '/x' }))).toBe(true);
  });
});
