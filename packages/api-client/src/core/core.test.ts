import { afterEach, describe, expect, it } from 'vitest';
import { json, type LocalServer, startServer } from '../testing/local-server';
import { type ClientOptions, createCore, parseBody, parseRetryAfter } from './core';
import { ApiError, isApiError } from './errors';

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(handler: Parameters<typeof startServer>[0], options: ClientOptions = {}) {
  server = await startServer(handler);
  return createCore({ token: 'sk_test', baseUrl: server.url, retryDelayMs: 40, ...options });
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('requests (SPEC §6: bearer token; SPEC §7: JSON bodies, base URL override)', () => {
  it('sends JSON with the bearer token, accept and custom headers to the overridden base URL', async () => {
    const core = await serve((_req, res) => json(res, 201, { id: 'c1' }), {
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
    const [req] = server?.requests ?? [];
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
    const core = await serve((_req, res) => json(res, 200, {}), {
      headers: { Authorization: 'Bearer other' },
    });
    await core.request({ method: 'POST', path: '/credential/webhook', body: {}, auth: false });
    expect(server?.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('answers undefined for an empty body and text for non-JSON content', async () => {
    const core = await serve((req, res) => {
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
    const core = await serve((_req, res) => json(res, 200, items));
    const result = await core.request<typeof items>({ method: 'GET', path: '/call' });
    expect(JSON.stringify(items).length).toBeGreaterThan(2_000_000);
    expect(result).toHaveLength(60_000);
    expect(result[59_999]).toEqual({ id: 'call_59999', cost: 599.99 });
  });
});

describe('errors (SPEC §8: non-ok responses are thrown with the parsed error body)', () => {
  it('throws the platform JSON error with status, method, path and request id', async () => {
    const core = await serve((_req, res) => {
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
    const core = await serve((req, res) => {
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
    const core = await serve((req, res) => {
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

describe('retries (idempotent requests on 408/429/5xx and network errors)', () => {
  it('retries a GET on 5xx with exponential back-off, then succeeds', async () => {
    const core = await serve((_req, res, i) =>
      i < 2 ? json(res, 503, { message: 'busy' }) : json(res, 200, { ok: true }),
    );
    await expect(core.request({ method: 'GET', path: '/assistant' })).resolves.toEqual({
      ok: true,
    });
    const at = server?.requests.map((r) => r.at) ?? [];
    expect(at).toHaveLength(3);
    // 40 ms then 80 ms, each with at most 25% jitter taken off
    expect((at[1] ?? 0) - (at[0] ?? 0)).toBeGreaterThanOrEqual(28);
    expect((at[2] ?? 0) - (at[1] ?? 0)).toBeGreaterThanOrEqual(58);
  });

  it('gives up after maxRetries and throws the last error', async () => {
    const core = await serve((_req, res) => json(res, 500, { message: 'down' }), {
      maxRetries: 3,
      retryDelayMs: 1,
    });
    const error = await rejection(core.request({ method: 'DELETE', path: '/tool/t1' }));
    expect(error).toMatchObject({ reason: 'http', status: 500, method: 'DELETE' });
    expect(server?.requests).toHaveLength(4);
  });

  it('retries 408 and 429 but not other 4xx', async () => {
    const statuses = [408, 429, 200];
    const core = await serve((_req, res, i) => json(res, statuses[i] ?? 500, {}), {
      retryDelayMs: 1,
    });
    await core.request({ method: 'PUT', path: '/assistant/a1', body: {} });
    expect(server?.requests).toHaveLength(3);
    await server?.close();
    const notFound = await serve((_req, res) => json(res, 404, {}), { retryDelayMs: 1 });
    await rejection(notFound.request({ method: 'GET', path: '/assistant/x' }));
    expect(server?.requests).toHaveLength(1);
  });

  it('honours Retry-After in seconds over the back-off', async () => {
    const core = await serve(
      (_req, res, i) => {
        if (i === 0) res.setHeader('retry-after', '1');
        json(res, i === 0 ? 429 : 200, {});
      },
      { retryDelayMs: 1 },
    );
    await core.request({ method: 'GET', path: '/call' });
    const [first, second] = server?.requests ?? [];
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(950);
  });

  it('gives up at once when Retry-After asks for more than a minute', async () => {
    const core = await serve((_req, res) => {
      res.setHeader('retry-after', '3600');
      json(res, 503, {});
    });
    const error = await rejection(core.request({ method: 'GET', path: '/call' }));
    expect(error.status).toBe(503);
    expect(server?.requests).toHaveLength(1);
  });

  it('never retries a POST or a PATCH unless the route marks it idempotent', async () => {
    const core = await serve((_req, res) => json(res, 503, {}), { retryDelayMs: 1 });
    await rejection(core.request({ method: 'POST', path: '/call', body: {} }));
    await rejection(core.request({ method: 'PATCH', path: '/call/c1', body: {} }));
    expect(server?.requests).toHaveLength(2);
    await rejection(
      core.request({ method: 'POST', path: '/analytics', body: {}, idempotent: true }),
    );
    expect(server?.requests).toHaveLength(5);
  });

  it('retries a GET after a connection reset, but a POST fails with reason network', async () => {
    const core = await serve(
      (req, res, i) => {
        if (i === 0 || req.method === 'POST') return void res.socket?.destroy();
        json(res, 200, [{ id: 'a1' }]);
      },
      { retryDelayMs: 1 },
    );
    await expect(core.request({ method: 'GET', path: '/assistant' })).resolves.toEqual([
      { id: 'a1' },
    ]);
    expect(server?.requests).toHaveLength(2);
    const error = await rejection(core.request({ method: 'POST', path: '/call', body: {} }));
    expect(error.reason).toBe('network');
    expect(error.status).toBeUndefined();
    expect(error.cause).toBeInstanceOf(Error);
    expect(server?.requests).toHaveLength(3);
  });

  it('reports a refused connection as a network error after retrying', async () => {
    server = await startServer((_req, res) => json(res, 200, {}));
    const { url } = server;
    await server.close();
    server = undefined;
    const core = createCore({ baseUrl: url, retryDelayMs: 1, maxRetries: 1 });
    expect((await rejection(core.request({ method: 'GET', path: '/call' }))).reason).toBe(
      'network',
    );
  });
});

describe('timeout and abort (typed reasons)', () => {
  it('times out a request the server never answers', async () => {
    const core = await serve(() => undefined, { timeoutMs: 150 });
    const started = performance.now();
    const error = await rejection(core.request({ method: 'GET', path: '/call' }));
    expect(error.reason).toBe('timeout');
    expect(error.message).toBe('GET /call timed out');
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('lets a per-call timeout override the client default, retries included', async () => {
    const core = await serve((_req, res, i) => (i === 0 ? json(res, 503, {}) : undefined), {
      timeoutMs: 60_000,
      retryDelayMs: 50,
    });
    const started = performance.now();
    const error = await rejection(core.request({ method: 'GET', path: '/call', timeoutMs: 300 }));
    expect(error.reason).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(server?.requests).toHaveLength(2);
  });

  it('times out a response whose body stalls after the headers', async () => {
    const core = await serve(
      (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write('{"results": [');
      },
      { timeoutMs: 200 },
    );
    const error = await rejection(core.request({ method: 'GET', path: '/v2/call' }));
    expect(error.reason).toBe('timeout');
  });

  it('throws the last HTTP error at once when a retry could not finish before the timeout', async () => {
    const core = await serve(
      (_req, res) => {
        res.setHeader('retry-after', '5');
        json(res, 503, { message: 'maintenance' });
      },
      { timeoutMs: 1_000 },
    );
    const started = performance.now();
    const error = await rejection(core.request({ method: 'GET', path: '/call' }));
    expect(error).toMatchObject({ reason: 'http', status: 503 });
    expect(performance.now() - started).toBeLessThan(900);
    expect(server?.requests).toHaveLength(1);
  });

  it('aborts an in-flight request with the caller signal', async () => {
    const core = await serve(() => undefined);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const error = await rejection(
      core.request({ method: 'GET', path: '/call', signal: controller.signal }),
    );
    expect(error.reason).toBe('aborted');
    expect(error.message).toBe('GET /call was aborted');
  });

  it('does not send a request whose signal is already aborted', async () => {
    const core = await serve((_req, res) => json(res, 200, {}));
    const error = await rejection(
      core.request({ method: 'GET', path: '/call', signal: AbortSignal.abort() }),
    );
    expect(error.reason).toBe('aborted');
    expect(server?.requests).toHaveLength(0);
  });

  it('stops waiting between retries when aborted during back-off', async () => {
    const core = await serve((_req, res) => json(res, 503, {}), { retryDelayMs: 5_000 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const started = performance.now();
    const error = await rejection(
      core.request({ method: 'GET', path: '/call', signal: controller.signal }),
    );
    expect(error.reason).toBe('aborted');
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(server?.requests).toHaveLength(1);
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
