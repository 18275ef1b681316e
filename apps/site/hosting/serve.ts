/**
 * Serves a build folder over HTTP on 127.0.0.1 the way the static host does (`static-host.ts`),
 * with the compression the host's edge adds: Brotli or gzip for text, by `Accept-Encoding`, with
 * `Vary: Accept-Encoding` and the ETag weakened as the edge weakens it.
 *
 * CLI: `tsx hosting/serve.ts [--root dist] [--port 4173]` (used by the browser tests and the
 * performance script).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createStaticHost } from './static-host';

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;

/** The encoding the edge picks for a request, if any. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  if ((accepted.get('br') ?? 0) > 0) return 'br';
  if ((accepted.get('gzip') ?? 0) > 0) return 'gzip';
  return null;
}

function toRequest(message: IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(message.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  return new Request(new URL(message.url ?? '/', origin), { method: message.method, headers });
}

/** A running server. */
export interface RunningServer {
  origin: string;
  close(): Promise<void>;
}

/** Starts the server; `port: 0` picks a free one. */
export async function startStaticServer({
  root,
  port,
  host = '127.0.0.1',
}: {
  root: string;
  port: number;
  host?: string;
}): Promise<RunningServer> {
  const staticHost = await createStaticHost(resolve(root));
  const compressed = new Map<string, Buffer>();
  const server: Server = createServer(async (message, reply) => {
    try {
      const origin = `http://${message.headers.host ?? `${host}:${port}`}`;
      const response = await staticHost.handle(toRequest(message, origin));
      const headers = new Headers(response.headers);
      let body: Buffer | null = response.body ? Buffer.from(await response.arrayBuffer()) : null;
      const type = headers.get('content-type') ?? '';
      const encoding = pickEncoding(message.headers['accept-encoding']);
      if (COMPRESSIBLE.test(type) && !/no-transform/.test(headers.get('cache-control') ?? '')) {
        headers.append('Vary', 'Accept-Encoding');
        const etag = headers.get('etag');
        if (encoding && body && body.length > 0) {
          const key = `${encoding}:${etag ?? ''}:${body.length}`;
          let packed = etag ? compressed.get(key) : undefined;
          if (!packed) {
            packed =
              encoding === 'br'
                ? brotliCompressSync(body, {
                    params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
                  })
                : gzipSync(body, { level: 6 });
            if (etag) compressed.set(key, packed);
          }
          body = packed;
          headers.set('Content-Encoding', encoding);
        }
        if (encoding && etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
      }
      if (body) headers.set('Content-Length', String(body.length));
      const raw: Record<string, string | string[]> = {};
      headers.forEach((value, name) => {
        raw[name] = value;
      });
      reply.writeHead(response.status, raw);
      reply.end(message.method === 'HEAD' ? undefined : (body ?? undefined));
    } catch (error) {
      reply.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      reply.end(String(error));
    }
  });
  await new Promise<void>((ready, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => ready());
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    origin: `http://${host}:${actualPort}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

function argument(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(argument('root', 'dist'));
  const running = await startStaticServer({ root, port: Number(argument('port', '4173')) });
  console.log(`Serving ${root} at ${running.origin} as the static host would`);
  const stop = () => void running.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
