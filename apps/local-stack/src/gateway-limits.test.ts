// The gateway's bounds, on the wire: body cap (413 before the rest is read), upstream timeouts
// (504), a cap on connections (503), slow clients (408), and JSON errors that carry no internals.
// A real gateway in front of loopback upstreams the test starts and controls.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EdgeFunction } from './function-config';
import { type Gateway, type GatewayOptions, openGateway, upstreamAgent } from './gateway';
import { resolveLimits } from './http-guard';
import { LOCAL_ANON_KEY } from './keys';
import { type RawConnection, rawConnect } from './testing/raw-http';

const CAP = 64 * 1024;

/** What the fake upstream saw of each request. */
interface Seen {
  path: string;
  bytes: number;
  complete: boolean;
}

/** A loopback upstream: answers at once, after `delayMs`, or never (`delayMs` = Infinity). */
async function fakeUpstream(delayMs: () => number) {
  const seen: Seen[] = [];
  const open = new Set<IncomingMessage>();
  const server: Server = createServer((req, res) => {
    const entry: Seen = { path: req.url ?? '', bytes: 0, complete: false };
    seen.push(entry);
    open.add(req);
    req.on('data', (chunk: Buffer) => {
      entry.bytes += chunk.length;
    });
    req.on('end', () => {
      entry.complete = true;
      const delay = delayMs();
      if (!Number.isFinite(delay)) return;
      setTimeout(() => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ received: entry.bytes }));
      }, delay);
    });
    req.on('close', () => open.delete(req));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    seen,
    openRequests: () => open.size,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

type Upstream = Awaited<ReturnType<typeof fakeUpstream>>;

const FUNCTION: EdgeFunction = {
  name: 'slow',
  entrypoint: '/nonexistent/slow/index.ts',
  verifyJwt: false,
};

/** A gateway whose REST and functions routes lead to `upstream`. */
async function gatewayTo(upstream: Upstream, options: GatewayOptions = {}): Promise<Gateway> {
  const gateway = await openGateway('127.0.0.1', 0, options);
  gateway.routes.rest = { origin: upstream.origin, agent: upstreamAgent() };
  gateway.routes.functions = {
    upstream: { origin: upstream.origin, agent: upstreamAgent() },
    list: [FUNCTION],
  };
  for (const part of ['database', 'rest', 'functions', 'simulator'] as const) {
    gateway.parts[part] = 'ok';
  }
  return gateway;
}

/** A gateway in front of a fake upstream for one describe block, closed after it. */
function gatewayAround(delayMs: () => number, options: GatewayOptions) {
  const context = {} as { upstream: Upstream; gateway: Gateway };
  beforeAll(async () => {
    context.upstream = await fakeUpstream(delayMs);
    context.gateway = await gatewayTo(context.upstream, options);
  });
  afterAll(async () => {
    await context.gateway?.close();
    await context.upstream?.close();
  });
  return context;
}

const until = async (check: () => boolean, timeoutMs = 5_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

const open: RawConnection[] = [];
async function connection(port: number): Promise<RawConnection> {
  const raw = await rawConnect(port);
  open.push(raw);
  return raw;
}
afterEach(() => {
  for (const raw of open.splice(0)) raw.socket.destroy();
});

function post(path: string, headers: Record<string, string | number>): string {
  const lines = Object.entries({ Host: 'gateway', apikey: LOCAL_ANON_KEY, ...headers }).map(
    ([name, value]) => `${name}: ${value}`,
  );
  return `POST ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`;
}

describe('limits', () => {
  it('completes partial limits with the defaults and refuses nonsense', () => {
    expect(resolveLimits({ maxBodyBytes: 10 })).toMatchObject({
      maxBodyBytes: 10,
      restTimeoutMs: 60_000,
      functionsTimeoutMs: 150_000,
    });
    expect(() => resolveLimits({ maxConnections: 0 })).toThrow(/positive integer/);
    expect(() => resolveLimits({ idleTimeoutMs: Number.NaN })).toThrow(/positive integer/);
    expect(() => resolveLimits({ headersTimeoutMs: 2, requestTimeoutMs: 1 })).toThrow(
      /cannot exceed/,
    );
  });
});

describe('the request-body cap', () => {
  const at = gatewayAround(() => 0, { limits: { maxBodyBytes: CAP } });

  it('answers 413 JSON to an announced 64 MB body before any of it is sent, and closes', async () => {
    const raw = await connection(at.gateway.port);
    await raw.send(
      post('/rest/v1/demo_requests', {
        'Content-Type': 'application/json',
        'Content-Length': 64 * 1024 * 1024,
      }),
    );
    const answer = await raw.closed();
    expect(answer.status).toBe(413);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({
      message: `The request body is larger than the local stack accepts (${CAP} bytes).`,
    });
    expect(at.upstream.seen).toEqual([]);
  });

  it('refuses with 413 instead of "100 Continue" when the client asks first', async () => {
    const raw = await connection(at.gateway.port);
    await raw.send(
      post('/functions/v1/slow', { 'Content-Length': CAP + 1, Expect: '100-continue' }),
    );
    const answer = await raw.closed();
    expect(answer.raw).not.toContain('100 Continue');
    expect(answer.status).toBe(413);
  });

  it('stops a streamed body at the cap: 413, and the upstream request is aborted short of it', async () => {
    const raw = await connection(at.gateway.port);
    await raw.send(post('/rest/v1/demo_requests', { 'Transfer-Encoding': 'chunked' }));
    const chunk = Buffer.alloc(16 * 1024, 'x');
    // Five chunks pass the cap of four; the final zero-length chunk is never sent.
    for (let i = 0; i < 5; i++) {
      await raw.send(`${chunk.length.toString(16)}\r\n`);
      await raw.send(chunk);
      await raw.send('\r\n');
    }
    const answer = await raw.closed();
    expect(answer.status).toBe(413);
    await until(() => at.upstream.openRequests() === 0);
    const [seen] = at.upstream.seen.slice(-1);
    expect(seen?.complete).toBe(false);
    expect(seen?.bytes).toBeLessThanOrEqual(CAP);
  });

  it('forwards a body within the cap whole', async () => {
    const res = await fetch(`http://127.0.0.1:${at.gateway.port}/rest/v1/demo_requests`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY },
      body: Buffer.alloc(CAP, 'y'),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: CAP });
  });
});

describe('upstream timeouts', () => {
  // An upstream that never answers.
  const at = gatewayAround(() => Number.POSITIVE_INFINITY, {
    limits: { restTimeoutMs: 300, functionsTimeoutMs: 400, idleTimeoutMs: 150 },
  });

  it('answers 504 JSON when PostgREST does not answer in time, and drops the upstream request', async () => {
    const res = await fetch(`http://127.0.0.1:${at.gateway.port}/rest/v1/demo_requests`, {
      headers: { apikey: LOCAL_ANON_KEY },
    });
    expect(res.status).toBe(504);
    expect(await res.json()).toEqual({
      message: 'The upstream server did not answer within 0.3 s.',
    });
    await until(() => at.upstream.openRequests() === 0);
  });

  it('answers 504 WORKER_TIMEOUT when a function does not answer in time', async () => {
    const res = await fetch(`http://127.0.0.1:${at.gateway.port}/functions/v1/slow`, {
      method: 'POST',
      headers: { apikey: LOCAL_ANON_KEY, Origin: 'https://example.org' },
      body: '{}',
    });
    expect(res.status).toBe(504);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.json()).toEqual({
      code: 'WORKER_TIMEOUT',
      message: 'The function did not answer within 0.4 s.',
    });
  });
});

describe('a slow upstream', () => {
  // The idle limit is short; the upstream answers after four times that, well within its timeout
  // (generous, so a busy machine cannot turn the wait into a 504).
  const at = gatewayAround(() => 600, {
    limits: { restTimeoutMs: 30_000, idleTimeoutMs: 150 },
  });

  it('does not count the wait for it as client idleness', async () => {
    const res = await fetch(`http://127.0.0.1:${at.gateway.port}/rest/v1/demo_requests`, {
      headers: { apikey: LOCAL_ANON_KEY },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: 0 });
  });
});

describe('slow clients', () => {
  const at = gatewayAround(() => 0, {
    limits: {
      headersTimeoutMs: 200,
      requestTimeoutMs: 400,
      idleTimeoutMs: 1_000,
      keepAliveTimeoutMs: 200,
    },
  });

  it('answers 408 JSON to a client that never finishes its headers', async () => {
    const raw = await connection(at.gateway.port);
    await raw.send('GET /rest/v1/demo_requests HTTP/1.1\r\nHost: gateway\r\n');
    const answer = await raw.closed();
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual({ message: 'The request was not received in time.' });
    expect(answer.closedAfterMs).toBeGreaterThanOrEqual(190);
  });

  it('answers 408 JSON to a client that stalls in the middle of its body', async () => {
    const raw = await connection(at.gateway.port);
    await raw.send(post('/rest/v1/demo_requests', { 'Content-Length': 100 }));
    await raw.send('{"first_name":');
    const answer = await raw.closed();
    expect(answer.status).toBe(408);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    // The part that arrived may or may not have reached PostgREST; a whole request never does.
    await until(() => at.upstream.openRequests() === 0);
    expect(at.upstream.seen.filter((seen) => seen.complete)).toEqual([]);
  });

  it('closes an idle keep-alive connection', async () => {
    const raw = await connection(at.gateway.port);
    await raw.send('GET /live HTTP/1.1\r\nHost: gateway\r\n\r\n');
    const answer = await raw.closed();
    expect(answer.status).toBe(200);
  });

  it('answers 400 JSON to bytes that are not HTTP, and 431 JSON to oversized headers', async () => {
    const garbage = await connection(at.gateway.port);
    await garbage.send('HELLO THERE\r\n\r\n');
    const bad = await garbage.closed();
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body)).toEqual({ message: 'The request is not valid HTTP.' });

    const huge = await connection(at.gateway.port);
    await huge.send(`GET /live HTTP/1.1\r\nHost: gateway\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    const tooBig = await huge.closed();
    expect(tooBig.status).toBe(431);
    expect(tooBig.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('too many clients', () => {
  const at = gatewayAround(() => 0, { limits: { maxConnections: 3 } });

  it('answers 503 JSON on a connection past the cap, and serves again once one closes', async () => {
    const held = [
      await connection(at.gateway.port),
      await connection(at.gateway.port),
      await connection(at.gateway.port),
    ];
    // Keep the three busy: each sends its headers slowly (well within the headers timeout).
    for (const raw of held) await raw.send('GET /live HTTP/1.1\r\n');
    const extra = await connection(at.gateway.port);
    await extra.send('GET /live HTTP/1.1\r\nHost: gateway\r\n\r\n');
    const refused = await extra.closed();
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(JSON.parse(refused.body)).toEqual({
      message: 'The local stack is serving too many connections; retry shortly.',
    });

    held[0]?.socket.destroy();
    // The gateway counts a connection out when it sees the close, which a busy machine may take a
    // while to do: a new request is tried every 50 ms until it is served, at most 100 times.
    let status = 0;
    for (let attempt = 0; attempt < 100 && status !== 200; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50));
      const next = await connection(at.gateway.port);
      await next.send('GET /live HTTP/1.1\r\nHost: gateway\r\nConnection: close\r\n\r\n');
      status = (await next.closed()).status;
      expect([200, 503]).toContain(status);
    }
    expect(status).toBe(200);
  });
});

describe("the gateway's own failures", () => {
  it('answer 500 JSON without the exception, which goes to the log instead', async () => {
    const lines: string[] = [];
    const gateway = await openGateway('127.0.0.1', 0, { log: (line) => lines.push(line) });
    try {
      gateway.parts.simulator = 'ok';
      gateway.routes.simulator = {
        handle: async () => {
          throw new TypeError("Cannot read properties of null (reading 'alg') at /srv/secret.ts");
        },
      };
      const res = await fetch(`http://127.0.0.1:${gateway.port}/call/web`, { method: 'POST' });
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({ message: 'The local stack gateway failed to answer.' });
      expect(text).not.toMatch(/TypeError|secret|alg/);
      expect(lines.join('\n')).toMatch(/POST \/call\/web failed: TypeError: Cannot read/);
    } finally {
      await gateway.close();
    }
  });
});
