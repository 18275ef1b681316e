import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { exportCalls, listCalls } from '../resources/calls';
import { rejection, useCoreHarness } from '../testing/core-harness';
import { json } from '../testing/local-server';
import { DEFAULT_MAX_RESPONSE_BYTES } from './core';

const h = useCoreHarness();
const MB = 1024 * 1024;

/** Writes `bytes` of a JSON array's opening and never ends the response. */
function writeWithoutEnd(res: ServerResponse, bytes: number, headers: Record<string, string> = {}) {
  res.writeHead(200, { 'content-type': 'application/json', ...headers });
  const chunk = Buffer.alloc(64 * 1024, ' ');
  res.write('[');
  for (let sent = 1; sent < bytes; sent += chunk.length) res.write(chunk);
}

/** Resolves when the server sees the client close the connection. */
const closed = (res: ServerResponse) =>
  new Promise<void>((resolve) => res.once('close', () => resolve()));

describe('response body cap (default 10 MB), enforced while the body streams in', () => {
  it('fails a body that never ends as soon as it passes the cap, and closes the connection', async () => {
    let connectionClosed: Promise<void> | undefined;
    const core = await h.serve(
      (_req, res) => {
        connectionClosed = closed(res);
        writeWithoutEnd(res, 2 * MB);
      },
      { maxResponseBytes: MB, timeoutMs: 20_000 },
    );
    const error = await rejection(listCalls(core));
    // buffering the whole body first would wait for an end that never comes: a timeout
    expect(error).toMatchObject({ reason: 'response-too-large', status: 200, method: 'GET' });
    expect(error.message).toBe(`GET /call failed: response body too large: over ${MB} bytes`);
    await connectionClosed;
    expect(h.server?.requests).toHaveLength(1);
  });

  it('fails at once on a Content-Length over the cap, before reading the body', async () => {
    let connectionClosed: Promise<void> | undefined;
    const core = await h.serve(
      (_req, res) => {
        connectionClosed = closed(res);
        res.writeHead(200, { 'content-type': 'text/csv', 'content-length': String(50 * MB) });
        res.write('id,status\n'); // and nothing more
      },
      { maxResponseBytes: MB, timeoutMs: 20_000 },
    );
    const error = await rejection(exportCalls(core));
    expect(error).toMatchObject({ reason: 'response-too-large', status: 200 });
    await connectionClosed;
  });

  it('takes a body of exactly the cap, and refuses one byte more', async () => {
    const body = (bytes: number) => `"${'x'.repeat(bytes - 2)}"`;
    const core = await h.serve(
      (req, res) => json(res, 200, JSON.parse(body(req.url.includes('over') ? 1001 : 1000))),
      { maxResponseBytes: 1000 },
    );
    await expect(core.request({ method: 'GET', path: '/exact' })).resolves.toHaveLength(998);
    const error = await rejection(core.request({ method: 'GET', path: '/over' }));
    expect(error.reason).toBe('response-too-large');
  });

  it('counts bytes, not characters', async () => {
    // 400 characters of 3 bytes each: 1 202 bytes with the quotes
    const core = await h.serve((_req, res) => json(res, 200, '☎'.repeat(400)), {
      maxResponseBytes: 1_000,
    });
    expect((await rejection(core.request({ method: 'GET', path: '/x' }))).reason).toBe(
      'response-too-large',
    );
  });

  it('applies to error bodies too, and is not retried', async () => {
    const core = await h.serve((_req, res) => json(res, 503, { message: 'x'.repeat(2 * MB) }), {
      maxResponseBytes: MB,
      maxRetries: 2,
    });
    const error = await rejection(listCalls(core));
    expect(error).toMatchObject({ reason: 'response-too-large', status: 503 });
    expect(h.server?.requests).toHaveLength(1);
  });

  it('has a 10 MB default, and a per-request override (0: no cap)', async () => {
    const big = 'x'.repeat(DEFAULT_MAX_RESPONSE_BYTES);
    const core = await h.serve((req, res) =>
      req.url.includes('small')
        ? json(res, 200, 'x'.repeat(3 * MB))
        : json(res, 200, req.url.includes('under') ? big.slice(2) : big),
    );
    await expect(core.request({ method: 'GET', path: '/under' })).resolves.toHaveLength(
      DEFAULT_MAX_RESPONSE_BYTES - 2,
    );
    expect((await rejection(core.request({ method: 'GET', path: '/over' }))).message).toContain(
      `over ${DEFAULT_MAX_RESPONSE_BYTES} bytes`,
    );
    await expect(
      core.request({ method: 'GET', path: '/over', maxResponseBytes: 0 }),
    ).resolves.toHaveLength(DEFAULT_MAX_RESPONSE_BYTES);
    await expect(
      core.request({ method: 'GET', path: '/small', maxResponseBytes: MB }),
    ).rejects.toMatchObject({ reason: 'response-too-large' });
  });
});
