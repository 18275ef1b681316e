import { type Agent, type IncomingMessage, request, type ServerResponse } from 'node:http';

/** Where a proxied request goes: a loopback origin or a unix socket. */
export type Upstream = { origin: string; agent: Agent } | { socketPath: string; agent: Agent };

/** Headers that describe one hop only and must not be forwarded (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** Options of {@link forward}. */
export interface ForwardOptions {
  upstream: Upstream;
  /** Path and query to request upstream. */
  path: string;
  /** Headers to set (or, with `undefined`, remove) on the forwarded request. */
  setHeaders?: Record<string, string | undefined>;
  /** Called when the upstream cannot be reached; must answer `res`. */
  onUnreachable(error: Error): void;
  /** Called with the upstream's headers before they are sent, e.g. to add CORS. */
  onResponseHeaders?: (headers: Record<string, string | string[]>) => void;
}

/** Streams a request to the upstream and its answer back, without buffering either body. */
export function forward(req: IncomingMessage, res: ServerResponse, options: ForwardOptions): void {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
  }
  // Tell the upstream who asked, as Supabase's gateway (Kong) does: append the address this hop
  // saw to whatever X-Forwarded-For the client sent. Only that last entry is the gateway's word,
  // so it is the one the database's rate limits count (see the demo_requests abuse-limits
  // migration). A client-written CF-Connecting-IP is dropped: on Supabase's hosted platform only
  // Cloudflare writes it, and here nothing in front of the gateway vouches for it.
  const peer = req.socket.remoteAddress ?? '127.0.0.1';
  const claimed = req.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = claimed ? `${[claimed].flat().join(', ')}, ${peer}` : peer;
  delete headers['cf-connecting-ip'];
  headers['x-forwarded-proto'] = 'http';
  if (req.headers.host) headers['x-forwarded-host'] = req.headers.host;
  for (const [name, value] of Object.entries(options.setHeaders ?? {})) {
    if (value === undefined) delete headers[name];
    else headers[name] = value;
  }
  const { upstream } = options;
  const target =
    'socketPath' in upstream
      ? { socketPath: upstream.socketPath, agent: upstream.agent }
      : {
          host: new URL(upstream.origin).hostname,
          port: new URL(upstream.origin).port,
          agent: upstream.agent,
        };
  const outgoing = request(
    { ...target, method: req.method, path: options.path, headers },
    (answer) => {
      const answerHeaders: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined && !HOP_BY_HOP.has(name)) answerHeaders[name] = value;
      }
      options.onResponseHeaders?.(answerHeaders);
      res.writeHead(answer.statusCode ?? 502, answerHeaders);
      answer.pipe(res);
      answer.on('error', () => res.destroy());
    },
  );
  outgoing.on('error', (error) => {
    if (res.headersSent) res.destroy(error);
    else options.onUnreachable(error);
  });
  // A client that goes away before the answer is complete cancels the upstream request.
  res.on('close', () => {
    if (!res.writableFinished) outgoing.destroy();
  });
  req.pipe(outgoing);
}
