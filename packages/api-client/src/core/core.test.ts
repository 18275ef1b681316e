import { describe, expect, it } from 'vitest';
import { rejection, useCoreHarness } from '../testing/core-harness';
import { json } from '../testing/local-server';
import { parseBody, parseRetryAfter } from './core';
import { ApiError } from './errors';

const h = useCoreHarness();

describe('requests (bearer token, JSON bodies, base URL override)', () => {
  it('sends JSON with the bearer token, accept and custom headers to the overridden base URL', async () => {
    const core = await h.serve((_req, res) => json(res, 201, { id: 'c1' }), {
      headers: { 'x-app': 'demo' },
    });
    const result = await core.request<{ id: string }>({
      method: 'POST',
      path: '/call',
      query: { dryRun: true },
      body: { name: 'Ünïcode ☎' },
      headers: { 'x-trace': 't1' },
    });
    expect(result).toEqual({ id: 'c1' });
    const [req] = h.server?.requests ?? [];
    expect(req?.method).toBe('POST');
    expect(req?.url).toBe('/call?dryRun=true');
    expect(req?.headers.authorization).toBe('Bearer sk_test');
    expect(req?.headers['content-type']).toBe('application/json');
    expect(req?.headers.accept).toBe('application/json');
    expect(req?.headers['x-app']).toBe('demo');
    expect(req?.headers['x-trace']).toBe('t1');
    expect(JSON.parse(req?.body.toString('utf8') ?? '')).toEqual({ name: 'Ünïcode ☎' });
  });

  it('sends no Authorization header on unsecured routes, even if set in client headers', async () => {
    const core = await h.serve((_req, res) => json(res, 200, {}), {
      headers: { Authorization: 'Bearer other' },
    });
    await core.request({ method: 'POST', path: '/credential/webhook', body: {}, auth: false });
    expect(h.server?.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('answers undefined for an empty body and text for non-JSON content', async () => {
    const core = await h.serve((req, res) => {
      if (req.url === '/empty') return void res.writeHead(204).end();
      res.writeHead(200, { 'content-type': 'text/csv' });
      res.end('id,status\nc1,ended\n');
    });
    await expect(core.request({ method: 'DELETE', path: '/empty' })).resolves.toBeUndefined();
    await expect(core.request({ method: 'GET', path: '/v2/call/export' })).resolves.toBe(
      'id,status\nc1,ended\n',
    );
  });

  it('reads large responses whole', async () => {
    const items = Array.from({ length: 60_000 }, (_, i) => ({ id: `call_${i}`, cost: i / 100 }));
    const core = await h.serve((_req, res) => json(res, 200, items));
    const result = await core.request<typeof items>({ method: 'GET', path: '/call' });
    expect(JSON.stringify(items).length).toBeGreaterThan(2_000_000);
    expect(result).toHaveLength(60_000);
    expect(result[59_999]).toEqual({ id: 'call_59999', cost: 599.99 });
  });
});

describe('errors (non-ok responses are thrown with the parsed error body)', () => {
  it('throws the platform JSON error with status, method, path and request id', async () => {
    const core = await h.serve((_req, res) => {
      res.setHeader('x-request-id', 'req_42');
      json(res, 400, {
        message: ['name must be a string', 'model is required'],
        error: 'Bad Request',
        statusCode: 400,
      });
    });
    const error = await rejection(core.request({ method: 'POST', path: '/assistant', body: {} }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'ApiError', reason: 'http', status: 400, method: 'POST' });
    expect(error.path).toBe('/assistant');
    expect(error.requestId).toBe('req_42');
    expect(error.body).toEqual({
      message: ['name must be a string', 'model is required'],
      error: 'Bad Request',
      statusCode: 400,
    });
    expect(error.message).toBe(
      'POST /assistant failed with 400: name must be a string; model is required',
    );
  });

  it('keeps an HTML error page as text and an empty error body as undefined', async () => {
    const core = await h.serve((req, res) => {
      if (req.url === '/html') {
        res.writeHead(404, { 'content-type': 'text/html' });
        return void res.end('<html><body>Not Found</body></html>');
      }
      res.writeHead(401).end();
    });
    const html = await rejection(core.request({ method: 'GET', path: '/html' }));
    expect(html.status).toBe(404);
    expect(html.body).toBe('<html><body>Not Found</body></html>');
    const empty = await rejection(core.request({ method: 'GET', path: '/empty' }));
    expect(empty.status).toBe(401);
    expect(empty.body).toBeUndefined();
    expect(empty.message).toBe('GET /empty failed with 401');
  });

  it('keeps a broken JSON error body as text, and rejects a broken JSON success body', async () => {
    const core = await h.serve((req, res) => {
      res.writeHead(req.url === '/bad' ? 422 : 200, { 'content-type': 'application/json' });
      res.end('{"message": oops');
    });
    expect((await rejection(core.request({ method: 'GET', path: '/bad' }))).body).toBe(
      '{"message": oops',
    );
    const invalid = await rejection(core.request({ method: 'GET', path: '/ok' }));
    expect(invalid).toMatchObject({ reason: 'http', status: 200, body: '{"message": oops' });
    expect(invalid.message).toContain('not valid JSON');
  });
});

describe('helpers', () => {
  it('parses Retry-After as seconds or an HTTP date', () => {
    const now = Date.UTC(2025, 0, 1, 12, 0, 0);
    expect(parseRetryAfter('2', now)).toBe(2_000);
    expect(parseRetryAfter('0.5', now)).toBe(500);
    expect(parseRetryAfter('Wed, 01 Jan 2025 12:00:03 GMT', now)).toBe(3_000);
    expect(parseRetryAfter('Wed, 01 Jan 2025 11:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });

  it('parses bodies by content type', () => {
    expect(parseBody('', 'application/json')).toBeUndefined();
    expect(parseBody('{"a":1}', 'application/json; charset=utf-8')).toEqual({ a: 1 });
    expect(parseBody('{"a":1}', 'text/plain')).toBe('{"a":1}');
    expect(() => parseBody('{', 'application/json')).toThrow(SyntaxError);
  });
});
