import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
  STATUS_CODES,
} from 'node:http';
import type { Socket } from 'node:net';
import { bodyTooLargeMessage, sendJson } from './http-util';

/**
 * The gateway's bounds. The upstream timeouts are Supabase's: data API queries end at 60 s, edge
 * functions that do not answer within 150 s get a 504.
 */
export interface GatewayLimits {
  /** Largest request body accepted, in bytes; a larger one gets 413 before the rest is read. */
  maxBodyBytes: number;
  /** How long PostgREST may take to start answering before the gateway answers 504. */
  restTimeoutMs: number;
  /** How long an edge function may take to start answering before the gateway answers 504. */
  functionsTimeoutMs: number;
  /** Connections served at once; a request on a connection past this many gets 503. */
  maxConnections: number;
  /** Time a client has to send the request line and headers; then 408. */
  headersTimeoutMs: number;
  /** Time a client has to send a whole request, body included; then 408. */
  requestTimeoutMs: number;
  /**
   * A connection on which nothing moves for this long is closed (a client that stops sending or
   * reading). Not counted while the gateway itself waits for PostgREST or Deno.
   */
  idleTimeoutMs: number;
  /** How long an idle keep-alive connection stays open between requests. */
  keepAliveTimeoutMs: number;
}

/** The limits a stack runs with unless told otherwise. */
export const DEFAULT_GATEWAY_LIMITS: Readonly<GatewayLimits> = {
  maxBodyBytes: 10 * 1024 * 1024,
  restTimeoutMs: 60_000,
  functionsTimeoutMs: 150_000,
  maxConnections: 1024,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 60_000,
  idleTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
};

/** Completes partial limits with the defaults; throws on values that are not positive integers. */
export function resolveLimits(given: Partial<GatewayLimits> = {}): GatewayLimits {
  const limits = { ...DEFAULT_GATEWAY_LIMITS };
  for (const [name, value] of Object.entries(given) as Array<[keyof GatewayLimits, unknown]>) {
    if (value === undefined) continue;
    if (!Object.hasOwn(DEFAULT_GATEWAY_LIMITS, name)) {
      throw new Error(`Unknown gateway limit "${name}".`);
    }
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0) {
      throw new Error(`Gateway limit ${name} must be a positive integer, got ${String(value)}.`);
    }
    limits[name] = value;
  }
  if (limits.headersTimeoutMs > limits.requestTimeoutMs) {
    throw new Error('Gateway limit headersTimeoutMs cannot exceed requestTimeoutMs.');
  }
  return limits;
}

/** What the request handler learns about the connection a request came on. */
export interface GuardedServer {
  readonly server: Server;
  /** Stops counting the idle time of a request's connection (while the gateway waits upstream). */
  pauseIdleTimer(req: IncomingMessage): void;
  /** Counts the idle time of a request's connection again. */
  resumeIdleTimer(req: IncomingMessage): void;
}

/** Node's client errors, as the JSON answers a browser or supabase-js can read. */
function clientErrorAnswer(code: string | undefined): [number, string] {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return [408, 'The request was not received in time.'];
  if (code === 'HPE_HEADER_OVERFLOW') return [431, 'The request headers are too large.'];
  return [400, 'The request is not valid HTTP.'];
}

/**
 * An HTTP server that holds its ground against clients: slow or stalled senders get 408, a
 * connection past `maxConnections` gets 503, a body announced larger than `maxBodyBytes` gets 413
 * before any of it is read, and every such answer is JSON without internals. `handler` only sees
 * requests that passed these checks.
 */
export function createGuardedServer(
  limits: GatewayLimits,
  handler: RequestListener,
  log: (line: string) => void,
): GuardedServer {
  const responses = new WeakMap<Socket, ServerResponse>();
  const refused = new WeakSet<Socket>();
  let admitted = 0;

  const guarded = (req: IncomingMessage, res: ServerResponse, continueAfter: boolean) => {
    responses.set(req.socket, res);
    if (refused.has(req.socket)) {
      closeAfter(
        res,
        503,
        {
          message: 'The local stack is serving too many connections; retry shortly.',
        },
        { 'Retry-After': '1' },
      );
      return;
    }
    const length = Number(req.headers['content-length'] ?? 0);
    if (length > limits.maxBodyBytes) {
      closeAfter(res, 413, { message: bodyTooLargeMessage(limits.maxBodyBytes) });
      return;
    }
    if (continueAfter) res.writeContinue();
    handler(req, res);
  };

  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      // How often Node looks for requests past their time; a quarter of the shortest limit.
      connectionsCheckingInterval: Math.max(
        10,
        Math.min(1_000, Math.floor(limits.headersTimeoutMs / 4)),
      ),
    },
    (req, res) => guarded(req, res, false),
  );
  // Without this listener Node would send "100 Continue" before the size check could refuse.
  server.on('checkContinue', (req, res) => guarded(req, res, true));
  server.timeout = limits.idleTimeoutMs;

  server.on('connection', (socket: Socket) => {
    if (admitted >= limits.maxConnections) {
      refused.add(socket);
      return;
    }
    admitted += 1;
    socket.once('close', () => {
      admitted -= 1;
    });
  });

  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    const [status, message] = clientErrorAnswer(error.code);
    const answered = responses.get(socket)?.headersSent === true;
    if (socket.writable && !answered && error.code !== 'ECONNRESET') {
      const body = JSON.stringify({ message });
      socket.end(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nAccess-Control-Allow-Origin: *\r\nConnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroySoon();
  });

  server.on('timeout', (socket: Socket) => {
    // A client that stopped sending or reading: answer if nothing was sent yet, then close.
    const res = responses.get(socket);
    if (res && !res.headersSent && !res.writableEnded) {
      closeAfter(res, 408, { message: 'The connection was idle for too long.' });
      setTimeout(() => socket.destroy(), 1_000).unref();
    } else {
      socket.destroy();
    }
    log('gateway: closed an idle connection');
  });

  return {
    server,
    pauseIdleTimer: (req) => req.socket.setTimeout(0),
    resumeIdleTimer: (req) => req.socket.setTimeout(limits.idleTimeoutMs),
  };
}

/**
 * Answers with JSON and closes the connection once the answer is written, so what is left of the
 * request body is never read (Node discards at most what already arrived).
 */
export function closeAfter(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  // No data is in these answers, so any page may read them (a browser shows the real error).
  if (!res.hasHeader('Access-Control-Allow-Origin'))
    res.setHeader('Access-Control-Allow-Origin', '*');
  sendJson(res, status, body, { ...headers, Connection: 'close' });
}
