import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the local test server received it. */
export interface ReceivedRequest {
  method: string;
  /** Path and query string, as sent. */
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
  /** `performance.now()` when the request arrived. */
  at: number;
}

/** Handles one request; `index` counts requests from 0. */
export type Handler = (
  request: ReceivedRequest,
  response: ServerResponse,
  index: number,
) => void | Promise<void>;

/** A real HTTP server on 127.0.0.1, started and stopped by the test that uses it. */
export interface LocalServer {
  url: string;
  requests: ReceivedRequest[];
  close(): Promise<void>;
}

/** Starts a server on a free port of 127.0.0.1 that answers with `handler`. */
export async function startServer(handler: Handler): Promise<LocalServer> {
  const requests: ReceivedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const received: ReceivedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
        at: performance.now(),
      };
      requests.push(received);
      Promise.resolve(handler(received, res, requests.length - 1)).catch((error: unknown) => {
        res.statusCode = 599;
        res.end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Sends `body` as JSON with `status`. */
export function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}
