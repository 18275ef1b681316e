import { describe, expect, it } from 'vitest';
import { rejection, useCoreHarness } from '../testing/core-harness';
import { json, startServer } from '../testing/local-server';
import { createCore } from './core';

const h = useCoreHarness();

describe('retries (idempotent requests on 408/429/5xx and network errors)', () => {
  it('retries a GET on 5xx with exponential back-off, then succeeds', async () => {
    const core = await h.serve((_req, res, i) =>
      i < 2 ? json(res, 503, { message: 'busy' }) : json(res, 200, { ok: true }),
    );
    await expect(core.request({ method: 'GET', path: '/assistant' })).resolves.toEqual({
      ok: true,
    });
    const at = h.server?.requests.map((r) => r.at) ?? [];
    expect(at).toHaveLength(3);
    // 40 ms then 80 ms, each with at most 25% jitter taken off
    expect((at[1] ?? 0) - (at[0] ?? 0)).toBeGreaterThanOrEqual(28);
    expect((at[2] ?? 0) - (at[1] ?? 0)).toBeGreaterThanOrEqual(58);
  });

  it('caps the back-off at maxRetryDelayMs', async () => {
    const core = await h.serve((_req, res) => json(res, 502, {}), {
      retryDelayMs: 40,
      maxRetryDelayMs: 50,
      maxRetries: 5,
    });
    await rejection(core.request({ method: 'GET', path: '/call' }));
    const at = h.server?.requests.map((r) => r.at) ?? [];
    const gaps = at.slice(1).map((t, i) => t - (at[i] ?? 0));
    expect(gaps).toHaveLength(5);
    // capped: 40, 50, 50, 50, 50 (less up to 25% jitter); uncapped the last would be 480 or more
    for (const gap of gaps) {
      expect(gap).toBeGreaterThanOrEqual(28);
      expect(gap).toBeLessThan(400);
    }
  });

  it('does not retry with maxRetries: 0', async () => {
    const core = await h.serve((_req, res) => json(res, 503, {}), { maxRetries: 0 });
    expect((await rejection(core.request({ method: 'GET', path: '/call' }))).status).toBe(503);
    expect(h.server?.requests).toHaveLength(1);
  });

  it('gives up after maxRetries and throws the last error', async () => {
    const core = await h.serve((_req, res) => json(res, 500, { message: 'down' }), {
      maxRetries: 3,
      retryDelayMs: 1,
    });
    const error = await rejection(core.request({ method: 'DELETE', path: '/tool/t1' }));
    expect(error).toMatchObject({ reason: 'http', status: 500, method: 'DELETE' });
    expect(h.server?.requests).toHaveLength(4);
  });

  it('retries 408 and 429 but not other 4xx', async () => {
    const statuses = [408, 429, 200];
    const core = await h.serve((_req, res, i) => json(res, statuses[i] ?? 500, {}), {
      retryDelayMs: 1,
    });
    await core.request({ method: 'PUT', path: '/assistant/a1', body: {} });
    expect(h.server?.requests).toHaveLength(3);
    const notFound = await h.serve((_req, res) => json(res, 404, {}), { retryDelayMs: 1 });
    await rejection(notFound.request({ method: 'GET', path: '/assistant/x' }));
    expect(h.server?.requests).toHaveLength(1);
  });

  it('honours Retry-After in seconds over the back-off', async () => {
    const core = await h.serve(
      (_req, res, i) => {
        if (i === 0) res.setHeader('retry-after', '1');
        json(res, i === 0 ? 429 : 200, {});
      },
      { retryDelayMs: 1 },
    );
    await core.request({ method: 'GET', path: '/call' });
    const [first, second] = h.server?.requests ?? [];
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(950);
  });

  it('gives up at once when Retry-After asks for more than a minute', async () => {
    const core = await h.serve((_req, res) => {
      res.setHeader('retry-after', '3600');
      json(res, 503, {});
    });
    const error = await rejection(core.request({ method: 'GET', path: '/call' }));
    expect(error.status).toBe(503);
    expect(h.server?.requests).toHaveLength(1);
  });

  it('never retries a POST or a PATCH unless the route marks it idempotent', async () => {
    const core = await h.serve((_req, res) => json(res, 503, {}), { retryDelayMs: 1 });
    await rejection(core.request({ method: 'POST', path: '/call', body: {} }));
    await rejection(core.request({ method: 'PATCH', path: '/call/c1', body: {} }));
    expect(h.server?.requests).toHaveLength(2);
    await rejection(
      core.request({ method: 'POST', path: '/analytics', body: {}, idempotent: true }),
    );
    expect(h.server?.requests).toHaveLength(5);
  });

  it('retries a GET after a connection reset, but a POST fails with reason network', async () => {
    const core = await h.serve(
      (req, res, i) => {
        if (i === 0 || req.method === 'POST') return void res.socket?.destroy();
        json(res, 200, [{ id: 'a1' }]);
      },
      { retryDelayMs: 1 },
    );
    await expect(core.request({ method: 'GET', path: '/assistant' })).resolves.toEqual([
      { id: 'a1' },
    ]);
    expect(h.server?.requests).toHaveLength(2);
    const error = await rejection(core.request({ method: 'POST', path: '/call', body: {} }));
    expect(error.reason).toBe('network');
    expect(error.status).toBeUndefined();
    expect(error.cause).toBeInstanceOf(Error);
    expect(h.server?.requests).toHaveLength(3);
  });

  it('reports a refused connection as a network error after retrying', async () => {
    const closed = await startServer((_req, res) => json(res, 200, {}));
    const { url } = closed;
    await closed.close();
    const core = createCore({ baseUrl: url, retryDelayMs: 1, maxRetries: 1 });
    expect((await rejection(core.request({ method: 'GET', path: '/call' }))).reason).toBe(
      'network',
    );
  });
});
