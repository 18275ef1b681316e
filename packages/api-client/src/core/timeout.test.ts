import { describe, expect, it } from 'vitest';
import { rejection, useCoreHarness } from '../testing/core-harness';
import { json } from '../testing/local-server';

const h = useCoreHarness();

describe('timeout and abort (typed reasons)', () => {
  it('times out a request the server never answers', async () => {
    const core = await h.serve(() => undefined, { timeoutMs: 150 });
    const started = performance.now();
    const error = await rejection(core.request({ method: 'GET', path: '/call' }));
    expect(error.reason).toBe('timeout');
    expect(error.message).toBe('GET /call timed out');
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('lets a per-call timeout override the client default, retries included', async () => {
    const core = await h.serve((_req, res, i) => (i === 0 ? json(res, 503, {}) : undefined), {
      timeoutMs: 60_000,
      retryDelayMs: 50,
    });
    const started = performance.now();
    const error = await rejection(core.request({ method: 'GET', path: '/call', timeoutMs: 300 }));
    expect(error.reason).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(h.server?.requests).toHaveLength(2);
  });

  it('times out a response whose body stalls after the headers', async () => {
    const core = await h.serve(
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
    const core = await h.serve(
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
    expect(h.server?.requests).toHaveLength(1);
  });

  it('aborts an in-flight request with the caller signal', async () => {
    const core = await h.serve(() => undefined);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const error = await rejection(
      core.request({ method: 'GET', path: '/call', signal: controller.signal }),
    );
    expect(error.reason).toBe('aborted');
    expect(error.message).toBe('GET /call was aborted');
  });

  it('does not send a request whose signal is already aborted', async () => {
    const core = await h.serve((_req, res) => json(res, 200, {}));
    const error = await rejection(
      core.request({ method: 'GET', path: '/call', signal: AbortSignal.abort() }),
    );
    expect(error.reason).toBe('aborted');
    expect(h.server?.requests).toHaveLength(0);
  });

  it('stops waiting between retries when aborted during back-off', async () => {
    const core = await h.serve((_req, res) => json(res, 503, {}), { retryDelayMs: 5_000 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const started = performance.now();
    const error = await rejection(
      core.request({ method: 'GET', path: '/call', signal: controller.signal }),
    );
    expect(error.reason).toBe('aborted');
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(h.server?.requests).toHaveLength(1);
  });
});
