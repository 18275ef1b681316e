// What the gateway tells an upstream about the client (src/proxy.ts), checked on a loopback echo
// server: X-Forwarded-For as Supabase's gateway (Kong) writes it, and no client-written
// CF-Connecting-IP. The database's rate limits count the last X-Forwarded-For entry.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upstreamAgent } from './gateway';
import { forward, type Upstream } from './proxy';
import { newVisitor, type Visitor } from './testing/visitors';

let echo: Server;
let front: Server;
let frontUrl: string;
let upstream: Upstream;

/** Listens on a free loopback port. */
async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  echo = createServer((req, res) => {
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify(req.headers));
  });
  upstream = { origin: await listen(echo), agent: upstreamAgent() };
  front = createServer((req, res) =>
    forward(req, res, { upstream, path: req.url ?? '/', onUnreachable: () => res.end() }),
  );
  frontUrl = await listen(front);
});

afterAll(async () => {
  upstream.agent.destroy();
  front.closeAllConnections();
  await new Promise((resolve) => front.close(resolve));
  await new Promise((resolve) => echo.close(resolve));
});

async function upstreamHeadersFrom(
  visitor: Visitor,
  headers: Record<string, string> = {},
): Promise<IncomingHttpHeaders> {
  try {
    const res = await visitor.fetch(frontUrl, { headers });
    return (await res.json()) as IncomingHttpHeaders;
  } finally {
    await visitor.close();
  }
}

describe('the client address the upstream is told', () => {
  it('is the connecting address, in X-Forwarded-For', async () => {
    const visitor = newVisitor();
    const seen = await upstreamHeadersFrom(visitor);
    expect(seen['x-forwarded-for']).toBe(visitor.address);
  });

  it("is appended after a client-sent X-Forwarded-For, so the last entry is the gateway's", async () => {
    const visitor = newVisitor();
    const seen = await upstreamHeadersFrom(visitor, { 'X-Forwarded-For': '203.0.113.7, 10.0.0.1' });
    expect(seen['x-forwarded-for']).toBe(`203.0.113.7, 10.0.0.1, ${visitor.address}`);
  });

  it('never includes a client-written CF-Connecting-IP', async () => {
    const seen = await upstreamHeadersFrom(newVisitor(), { 'CF-Connecting-IP': '203.0.113.7' });
    expect(seen['cf-connecting-ip']).toBeUndefined();
  });
});
