// The simulator's own body limit, for bodies the gateway cannot judge ahead (no Content-Length):
// past `maxBodyBytes` the answer is 413 with the platform's error body and the gateway's message.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { bodyTooLargeMessage } from '../http-util';
import { createSimulator, type Simulator } from './simulator';

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/** A server with the simulator at `maxBodyBytes`; returns its origin. */
async function serve(maxBodyBytes: number): Promise<string> {
  let simulator: Simulator | undefined;
  server = createServer((req, res) => {
    void simulator?.handle(req, res, req.url ?? '/');
  });
  await new Promise<void>((listening) => server?.listen(0, '127.0.0.1', listening));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  simulator = createSimulator({ publicKey: 'pk_local', origin, maxBodyBytes });
  return origin;
}

/** A streamed body (sent chunked, with no Content-Length) of `bytes` bytes. */
const streamed = (bytes: number) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(`{"firstMessage":"${'a'.repeat(bytes - 20)}"}`));
      controller.close();
    },
  });

describe('the simulator’s body limit', () => {
  const post = (origin: string, bytes: number) =>
    fetch(`${origin}/assistant`, {
      method: 'POST',
      headers: { authorization: 'Bearer pk_local', 'content-type': 'application/json' },
      body: streamed(bytes),
      duplex: 'half',
    } as RequestInit);

  it('answers 413 with the platform’s error body past the limit', async () => {
    const origin = await serve(1024);
    const res = await post(origin, 2048);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: bodyTooLargeMessage(1024),
    });
  });

  it('reads a body within the limit', async () => {
    const origin = await serve(4096);
    expect((await post(origin, 2048)).status).toBe(201);
  });
});
