import { Agent, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isPlatformPath } from '@org/api-client/simulator';
import { carriesServiceRole, checkApiKey, requestApiKey, verifyJwt } from './api-keys';
import { answerPreflight, applyCors, privilegedOriginAllowed, SITE_ORIGINS } from './cors';
import type { EdgeFunction } from './function-config';
import {
  closeAfter,
  createGuardedServer,
  type GatewayLimits,
  type GuardedServer,
  resolveLimits,
} from './http-guard';
import { bearerToken, bodyTooLargeMessage, sendJson } from './http-util';
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
  readonly limits: GatewayLimits;
  close(): Promise<void>;
}

/** The JSON `/health` answers: 200 when every part is `ok`, 503 otherwise. */
export interface HealthReport {
  status: 'ok' | 'unavailable';
  parts: Record<PartName, PartStatus>;
}

/** Options of {@link openGateway}. */
export interface GatewayOptions {
  /** Bounds on bodies, upstream waits, connections and slow clients; defaults in http-guard.ts. */
  limits?: Partial<GatewayLimits>;
  /** Browser origins that may use the service-role key, besides {@link SITE_ORIGINS}. */
  siteOrigins?: readonly string[];
  /** Where the details of the gateway's own failures go (answers never carry them). */
  log?: (line: string) => void;
}

/** Opens the gateway on `host:port`; fails with a clear message when the port is taken. */
export async function openGateway(
  host: string,
  port: number,
  options: GatewayOptions = {},
): Promise<Gateway> {
  const limits = resolveLimits(options.limits);
  const log = options.log ?? (() => {});
  const guard = createGuardedServer(
    limits,
    (req, res) => {
      handle(req, res, context).catch((error: unknown) => {
        log(`gateway: ${req.method} ${req.url} failed: ${(error as Error).stack ?? error}`);
        if (!res.headersSent) {
          sendJson(res, 500, { message: 'The local stack gateway failed to answer.' });
        } else res.destroy();
      });
    },
    log,
  );
  const context: RequestContext = {
    routes: {},
    parts: { database: 'starting', rest: 'starting', functions: 'starting', simulator: 'starting' },
    limits,
    siteOrigins: new Set([...SITE_ORIGINS, ...(options.siteOrigins ?? [])]),
    guard,
  };
  const { server } = guard;
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
  server.on('error', (error) => log(`gateway: ${error.message}`));
  return {
    server,
    port: (server.address() as AddressInfo).port,
    routes: context.routes,
    parts: context.parts,
    limits,
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

/** Requests an agent is serving or holding in its queue. */
function agentLoad(agent: Agent): number {
  let count = 0;
  for (const group of [agent.sockets, agent.requests]) {
    for (const list of Object.values(group)) count += list?.length ?? 0;
  }
  return count;
}

/**
 * Resolves once `agent` has no request on a connection or in its queue (or after `timeoutMs`). A
 * request is on the agent from the moment the gateway forwards it, so once the routes point
 * elsewhere, an idle agent stays idle.
 */
export async function agentIdle(agent: Agent, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (agentLoad(agent) > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const REST_PREFIX = '/rest/v1';
const FUNCTIONS_PREFIX = '/functions/v1/';

/** What every request is answered from. */
interface RequestContext {
  routes: GatewayRoutes;
  parts: Record<PartName, PartStatus>;
  limits: GatewayLimits;
  siteOrigins: ReadonlySet<string>;
  guard: GuardedServer;
}

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  context: RequestContext,
): Promise<void> {
  const { routes, parts } = context;
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

  const privileged = req.method !== 'OPTIONS' && carriesServiceRole(req, url);
  if (privileged && !privilegedOriginAllowed(req, context.siteOrigins)) {
    // Refused before anything runs: answering without CORS alone would still let the write happen.
    sendJson(res, 403, {
      message: `The service_role key is accepted from the site's own origins only, not from ${req.headers.origin}.`,
      hint: 'Use the anon key in the browser; set LOCAL_STACK_SITE_ORIGINS to add an origin of yours.',
    });
    return;
  }

  // Edge functions answer their own preflights and CORS, as on Supabase: pass OPTIONS through.
  if (path.startsWith(FUNCTIONS_PREFIX)) {
    handleFunction(req, res, url, context, privileged);
    return;
  }

  if (req.method === 'OPTIONS') {
    answerPreflight(req, res);
    return;
  }
  applyCors(req, res, privileged, context.siteOrigins);

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
      ...upstreamBounds(req, res, context, context.limits.restTimeoutMs),
      upstream: routes.rest,
      path: `${path.slice(REST_PREFIX.length) || '/'}${url.search}`,
      // Like Supabase's gateway: the apikey stands in for a missing Authorization header.
      setHeaders: {
        apikey: undefined,
        authorization: req.headers.authorization ?? `Bearer ${apikey}`,
        host: undefined,
      },
      // The gateway owns CORS for the data API: PostgREST's own (a wildcard) must not override it.
      onResponseHeaders: (headers) => {
        for (const name of Object.keys(headers)) {
          if (name.startsWith('access-control-')) delete headers[name];
        }
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
  } else if (isPlatformPath(path)) {
    unavailable(res, 'simulator');
    return;
  }

  sendJson(res, 404, { message: 'no Route matched with those values' });
}

/** The body cap, the upstream timeout and the idle-timer handling of one forwarded request. */
function upstreamBounds(
  req: IncomingMessage,
  res: ServerResponse,
  context: RequestContext,
  timeoutMs: number,
) {
  return {
    maxBodyBytes: context.limits.maxBodyBytes,
    onTooLarge: () =>
      closeAfter(res, 413, { message: bodyTooLargeMessage(context.limits.maxBodyBytes) }),
    timeoutMs,
    onTimeout: () =>
      sendJson(res, 504, {
        message: `The upstream server did not answer within ${timeoutMs / 1000} s.`,
      }),
    onWaitingUpstream: (waiting: boolean) => {
      if (waiting) context.guard.pauseIdleTimer(req);
      else context.guard.resumeIdleTimer(req);
    },
  };
}

function handleFunction(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  context: RequestContext,
  privileged: boolean,
): void {
  const { routes, parts } = context;
  const rest = url.pathname.slice(FUNCTIONS_PREFIX.length);
  const name = rest.split('/')[0] ?? '';
  const isPreflight = req.method === 'OPTIONS';
  const gatewayError = (status: number, body: unknown, headers?: Record<string, string>) => {
    applyCors(req, res, privileged, context.siteOrigins);
    sendJson(res, status, body, headers);
  };
  if (!isPreflight) {
    const refused = checkApiKey(requestApiKey(req, url));
    if (refused) {
      gatewayError(401, refused);
      return;
    }
  }
  if (!routes.functions || parts.functions !== 'ok') {
    applyCors(req, res, privileged, context.siteOrigins);
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
    ...upstreamBounds(req, res, context, context.limits.functionsTimeoutMs),
    upstream: routes.functions.upstream,
    path: `/${rest}${url.search}`,
    setHeaders: { host: undefined },
    onTooLarge: () => {
      applyCors(req, res, privileged, context.siteOrigins);
      closeAfter(res, 413, { message: bodyTooLargeMessage(context.limits.maxBodyBytes) });
    },
    onTimeout: () =>
      // Supabase's answer when a function does not respond in time.
      gatewayError(504, {
        code: 'WORKER_TIMEOUT',
        message: `The function did not answer within ${context.limits.functionsTimeoutMs / 1000} s.`,
      }),
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
