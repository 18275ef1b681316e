// Serves every edge function of supabase/functions from one Deno process, the way Supabase's edge
// runtime serves each one: the function's own index.ts runs unmodified and calls Deno.serve(handler).
// Here that call is caught and the handler mounted under /<name>; then one real server listens on
// an ephemeral loopback port, which is printed as a JSON line for the local stack to read.
//
// Usage: deno run … functions-router.ts <name>=<file:// URL of index.ts> …

type Handler = (request: Request, info: Deno.ServeHandlerInfo) => Response | Promise<Response>;

const realServe = Deno.serve;
const handlers = new Map<string, Handler>();
let loading: string | undefined;

function captureServe(...args: unknown[]): Deno.HttpServer {
  const [first, second] = args;
  const handler =
    typeof first === 'function'
      ? first
      : typeof second === 'function'
        ? second
        : (first as { handler?: unknown } | undefined)?.handler;
  if (!loading) throw new Error('Deno.serve was called outside of a function module load.');
  if (typeof handler !== 'function') {
    throw new Error(`Function ${loading} called Deno.serve without a handler.`);
  }
  handlers.set(loading, handler as Handler);
  const addr: Deno.NetAddr = { transport: 'tcp', hostname: '127.0.0.1', port: 0 };
  return {
    addr,
    finished: new Promise<void>(() => {}),
    shutdown: () => Promise.resolve(),
    ref() {},
    unref() {},
    [Symbol.asyncDispose]: () => Promise.resolve(),
  } as Deno.HttpServer;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

(Deno as { serve: unknown }).serve = captureServe;
for (const arg of Deno.args) {
  const split = arg.indexOf('=');
  const name = arg.slice(0, split);
  loading = name;
  try {
    await import(arg.slice(split + 1));
  } catch (error) {
    console.error(
      `Function ${name} failed to load: ${error instanceof Error ? error.stack : error}`,
    );
    Deno.exit(1);
  }
  if (!handlers.has(name)) {
    console.error(`Function ${name} did not call Deno.serve(handler) when loaded.`);
    Deno.exit(1);
  }
}
loading = undefined;
(Deno as { serve: unknown }).serve = realServe;

const server = Deno.serve(
  {
    hostname: '127.0.0.1',
    port: 0,
    onListen: ({ port }) => {
      console.log(JSON.stringify({ listening: port, functions: [...handlers.keys()] }));
    },
  },
  async (request, info) => {
    const name = new URL(request.url).pathname.split('/')[1] ?? '';
    const handler = handlers.get(name);
    // Supabase's answer for a function that is not deployed.
    if (!handler)
      return json(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
    try {
      return await handler(request, info);
    } catch (error) {
      console.error(`Function ${name} threw: ${error instanceof Error ? error.stack : error}`);
      return json(500, { code: 'WORKER_ERROR', message: 'Function exited due to an error' });
    }
  },
);

Deno.addSignalListener('SIGTERM', () => {
  server.shutdown().finally(() => Deno.exit(0));
});
