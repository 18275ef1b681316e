import {
  Agent,
  createServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkApiKey, requestApiKey, verifyJwt } from './api-keys';
import { answerPreflight, applyCors } from './cors';
import type { EdgeFunction } from './function-config';
import { bearerToken, sendJson } from './http-util';
import { forward, type Upstream } from './proxy';
import type { Simulator } from './simulator/simulator';

/** The parts of the stack, as `/health` reports them. */
export type PartName = 'database' | 'rest' | 'functions' | 'simulator';

/** A part's state: starting, serving, failed, or stopped on purpose. */
export type PartStatus = 'starting' | 'ok' | 'failed' | 'stopped';

/** What the gateway forwards to, filled in as the parts come up. */
export interface GatewayRoutes {
  rest?: Upstream;
  functions?: { upstream: Upstream; list: readonly EdgeFunction[] };
  simulator?: Simulator;
}

/** The running gateway. */
export interface Gateway {
  readonly server: Server;
  readonly port: number;
  readonly routes: GatewayRoutes;
  readonly parts: Record<PartName, PartStatus>;
  close(): Promise<void>;
}

/** The JSON `/health` answers: 200 when every part is `ok`, 503 otherwise. */
export interface HealthReport {
  status: 'ok' | 'unavailable';
  parts: Record<PartName, PartStatus>;
}

/** Opens the gateway on `host:port`; fails with a clear message when the port is taken. */
export async function openGateway(host: string, port: number): Promise<Gateway> {
  const routes: GatewayRoutes = {};
  const parts: Record<PartName, PartStatus> = {
    database: 'starting',
    rest: 'starting',
    functions: 'starting',
    simulator: 'starting',
  };
  const server = createServer((req, res) => {
    handle(req, res, routes, parts).catch((error: unknown) => {
      if (!res.headersSent) {
        sendJson(res, 500, { message: `Gateway error: ${(error as Error).message}` });
      } else res.destroy();
    });
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `Port ${port} on ${host} is already in use (another local stack?). Stop that program, or choose another port with --port <n> or LOCAL_STACK_PORT.`,
            )
          : new Error(`The gateway cannot listen on ${host}:${port}: ${error.message}`),
      );
    });
    server.listen(port, host, () => resolve());
  });
  // Once listening, an accept error (e.g. out of file descriptors) must not crash the stack:
  // Node retries accepting on its own, and the request that hit it is simply not served.
  server.on('error', () => {});
  return {
    server,
    port: (server.address() as AddressInfo).port,
    routes,
    parts,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A keep-alive agent for one upstream. */
export function upstreamAgent(): Agent {
  return new Agent({ keepAlive: true, maxSockets: 32 });
}

const REST_PREFIX = '/rest/v1';
const FUNCTIONS_PREFIX = '/functions/v1/';

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  routes: GatewayRoutes,
  parts: Record<PartName, PartStatus>,
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://gateway.invalid');
  const path = url.pathname;

  const isRead = req.method === 'GET' || req.method === 'HEAD';
  // Liveness: the gateway answers, whatever the state of the parts behind it.
  if (path === '/live' && isRead) {
    applyCors(req, res);
    sendJson(res, 200, { status: 'live' }, { 'Cache-Control': 'no-store' });
    return;
  }
  // Readiness (`/ready` is an alias): 200 only when every part serves.
  if ((path === '/health' || path === '/ready') && isRead) {
    const ok = Object.values(parts).every((status) => status === 'ok');
    applyCors(req, res);
    res.setHeader('Cache-Control', 'no-store');
    const report: HealthReport = { status: ok ? 'ok' : 'unavailable', parts: { ...parts } };
    sendJson(res, ok ? 200 : 503, report);
    return;
  }

  // Edge functions answer their own preflights and CORS, as on Supabase: pass OPTIONS through.
  if (path.startsWith(FUNCTIONS_PREFIX)) {
    handleFunction(req, res, url, routes, parts);
    return;
  }

  if (req.method === 'OPTIONS') {
    answerPreflight(req, res);
    return;
  }
  applyCors(req, res);

  if (path === REST_PREFIX || path.startsWith(`${REST_PREFIX}/`)) {
    const refused = checkApiKey(requestApiKey(req, url));
    if (refused) {
      sendJson(res, 401, refused);
      return;
    }
    if (!routes.rest || parts.rest !== 'ok') {
      unavailable(res, 'rest');
      return;
    }
    const apikey = requestApiKey(req, url) as string;
    url.searchParams.delete('apikey');
    forward(req, res, {
      upstream: routes.rest,
      path: `${path.slice(REST_PREFIX.length) || '/'}${url.search}`,
      // Like Supabase's gateway: the apikey stands in for a missing Authorization header.
      setHeaders: {
        apikey: undefined,
        authorization: req.headers.authorization ?? `Bearer ${apikey}`,
        host: undefined,
      },
      onUnreachable: () =>
        sendJson(res, 502, {
          message: 'An invalid response was received from the upstream server',
        }),
    });
    return;
  }

  if (routes.simulator && parts.simulator === 'ok') {
    if (await routes.simulator.handle(req, res, path)) return;
  } else if (path === '/call/web' || path.startsWith('/simulator/')) {
    unavailable(res, 'simulator');
    return;
  }

  sendJson(res, 404, { message: 'no Route matched with those values' });
}

function handleFunction(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  routes: GatewayRoutes,
  parts: Record<PartName, PartStatus>,
): void {
  const rest = url.pathname.slice(FUNCTIONS_PREFIX.length);
  const name = rest.split('/')[0] ?? '';
  const isPreflight = req.method === 'OPTIONS';
  const gatewayError = (status: number, body: unknown) => {
    applyCors(req, res);
    sendJson(res, status, body);
  };
  if (!isPreflight) {
    const refused = checkApiKey(requestApiKey(req, url));
    if (refused) {
      gatewayError(401, refused);
      return;
    }
  }
  if (!routes.functions || parts.functions !== 'ok') {
    applyCors(req, res);
    unavailable(res, 'functions');
    return;
  }
  const fn = routes.functions.list.find((candidate) => candidate.name === name);
  if (!fn) {
    gatewayError(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
    return;
  }
  if (fn.verifyJwt && !isPreflight) {
    const token = bearerToken(req);
    const verdict = token ? verifyJwt(token) : 'Missing authorization header';
    if (typeof verdict === 'string') {
      gatewayError(401, { code: 401, message: verdict });
      return;
    }
  }
  forward(req, res, {
    upstream: routes.functions.upstream,
    path: `/${rest}${url.search}`,
    setHeaders: { host: undefined },
    onUnreachable: () => {
      // supabase-js reports answers carrying this header as a FunctionsRelayError.
      res.setHeader('x-relay-error', 'true');
      gatewayError(502, { code: 'BOOT_ERROR', message: 'The edge runtime could not be reached' });
    },
  });
}

function unavailable(res: ServerResponse, part: PartName): void {
  sendJson(
    res,
    503,
    { message: `The local stack's ${part} part is not available (see /health).` },
    { 'Retry-After': '1' },
  );
}
