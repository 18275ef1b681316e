import type { Agent } from 'node:http';
import { join } from 'node:path';
import { lockDataDir } from './data-lock';
import { type Database, type DatabaseKind, openPglite, openPostgres } from './database';
import { listEdgeFunctions } from './function-config';
import { type FunctionsServer, startFunctions } from './functions';
import { type FunctionsSupervisor, superviseFunctions } from './functions-supervisor';
import { agentIdle, type Gateway, openGateway, type PartName, upstreamAgent } from './gateway';
import type { GatewayLimits } from './http-guard';
import {
  LOCAL_ANON_KEY,
  LOCAL_JWT_SECRET,
  LOCAL_SERVICE_ROLE_KEY,
  LOCAL_VOICE_PUBLIC_KEY,
} from './keys';
import { migrate } from './migrations';
import { defaultDataDir, denoBinary, postgrestBinary, supabaseDir } from './paths';
import { type PostgrestServer, startPostgrest } from './postgrest';
import { createSimulator } from './simulator/simulator';
import {
  defaultSnapshotDir,
  discardSnapshot,
  readSnapshot,
  snapshotKey,
  writeSnapshot,
} from './snapshot-cache';
import { makeTempDir } from './temp-dir';

/** Options of {@link startLocalStack}. */
export interface LocalStackOptions {
  /** Gateway port; 0 picks a free one (tests). Default 54321. */
  port?: number;
  /** Gateway host. Default 127.0.0.1. */
  host?: string;
  /** Keep the database in memory: nothing is written, everything is gone at stop. */
  memory?: boolean;
  /** Folder of the persisted database (and Deno's cache). Default `<repo>/.data/local-stack`. */
  dataDir?: string;
  /** A real Postgres to use instead of PGlite (`DATABASE_URL`). */
  databaseUrl?: string;
  /** Give the voice-config function no `VAPI_PUBLIC_KEY` (to see its 500 answer). */
  withoutVoiceKey?: boolean;
  /** Lines the stack and its programs print (PostgREST, Deno); default: dropped. */
  log?: (line: string) => void;
  /** Let PostgREST log every request. */
  verbose?: boolean;
  /** The Supabase project folder to run (migrations, functions, config.toml). Default `supabase/`. */
  supabaseDir?: string;
  /** Reload the edge functions when a file under `supabase/functions` changes. */
  watchFunctions?: boolean;
  /**
   * Where in-memory starts cache a migrated database to start faster (default
   * `<repo>/.data/local-stack-snapshots`); `false` builds the database from scratch every time.
   */
  snapshotDir?: string | false;
  /** Cancels a start in progress: what was started is stopped and the promise rejects. */
  signal?: AbortSignal;
  /** The gateway's bounds (body size, upstream timeouts, connections, slow clients). */
  limits?: Partial<GatewayLimits>;
  /** Browser origins that may use the service-role key, besides the site's dev and preview ones. */
  siteOrigins?: readonly string[];
}

/** A started local stack. */
export interface LocalStack {
  /** The gateway: Supabase URL and voice-platform base URL, e.g. `http://127.0.0.1:54321`. */
  readonly url: string;
  readonly port: number;
  readonly restUrl: string;
  readonly functionsUrl: string;
  readonly healthUrl: string;
  readonly anonKey: string;
  readonly serviceRoleKey: string;
  readonly jwtSecret: string;
  /**
   * The public key voice-config hands out (undefined with `withoutVoiceKey`). The simulator accepts
   * `LOCAL_VOICE_PUBLIC_KEY` either way.
   */
  readonly voicePublicKey: string | undefined;
  readonly database: { kind: DatabaseKind; location: string; version: string };
  /** The migrations applied at this start (empty when the database was up to date). */
  readonly appliedMigrations: readonly string[];
  /** Process ids of the programs the stack runs, for diagnostics. */
  readonly pids: { postgrest: number | undefined; functions: number | undefined };
  /** Restarts the edge functions from their current code (what `watchFunctions` does on a change). */
  reloadFunctions(): Promise<void>;
  /** Resolves with an error if a program of the stack dies while it runs. */
  readonly failed: Promise<Error>;
  /** Stops every program and closes the database (PGlite flushes to disk). Safe to call twice. */
  stop(): Promise<void>;
}

/**
 * Starts the whole backend on loopback and resolves once every part answers: the gateway, the
 * database with migrations applied, PostgREST, the edge functions and the voice simulator. On any
 * failure, whatever was started is stopped again and the promise rejects with a clear message.
 *
 * @example
 * const stack = await startLocalStack({ port: 0, memory: true });
 * const supabase = createClient(stack.url, stack.anonKey);
 * await stack.stop();
 */
export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? (() => {});
  const cleanups: Array<() => Promise<void> | void> = [];
  const runCleanups = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      await Promise.resolve()
        .then(cleanup)
        .catch((error: unknown) => log(`cleanup failed: ${(error as Error).message}`));
    }
  };

  const checkpoint = () => options.signal?.throwIfAborted();
  try {
    checkpoint();
    const gateway = await openGateway(host, options.port ?? 54321, {
      ...(options.limits ? { limits: options.limits } : {}),
      ...(options.siteOrigins ? { siteOrigins: options.siteOrigins } : {}),
      log,
    });
    cleanups.push(() => gateway.close());
    const origin = `http://${host}:${gateway.port}`;
    // Fail fast, before the database opens, when a program the stack needs is not installed.
    postgrestBinary();
    denoBinary();

    const persistent = !options.memory && !options.databaseUrl;
    const dataDir = options.dataDir ?? defaultDataDir;
    const runFolder = makeTempDir('local-stack-');
    const runDir = runFolder.path;
    cleanups.push(() => runFolder.remove());
    if (persistent) cleanups.push(lockDataDir(dataDir));

    const projectDir = options.supabaseDir ?? supabaseDir;
    const migrationsDir = join(projectDir, 'migrations');
    const inMemory = !persistent && !options.databaseUrl;
    const snapshotDir = options.snapshotDir ?? defaultSnapshotDir;
    const key = inMemory && snapshotDir ? snapshotKey(migrationsDir) : undefined;
    const snapshot = key && snapshotDir ? readSnapshot(snapshotDir, key) : undefined;
    const db: Database = options.databaseUrl
      ? await openPostgres(options.databaseUrl)
      : persistent
        ? await openPglite(join(dataDir, 'pgdata'))
        : await openPglite(undefined, snapshot).catch((error: unknown) => {
            if (!snapshot || !key || !snapshotDir) throw error;
            // A damaged cache must not stop the stack: drop it and build the database afresh.
            log(
              `the cached database snapshot did not load (${(error as Error).message}); rebuilding`,
            );
            discardSnapshot(snapshotDir, key);
            return openPglite(undefined);
          });
    cleanups.push(() => db.close());
    checkpoint();
    const appliedMigrations = await migrate(db, migrationsDir);
    if (key && snapshotDir && db.snapshot && !readSnapshot(snapshotDir, key)) {
      // A cache only: a failure to write it costs the next start some seconds, nothing else.
      try {
        await writeSnapshot(snapshotDir, key, await db.snapshot());
      } catch (error) {
        log(`could not cache the database snapshot: ${(error as Error).message}`);
      }
    }
    gateway.parts.database = 'ok';
    checkpoint();

    const voicePublicKey = options.withoutVoiceKey ? undefined : LOCAL_VOICE_PUBLIC_KEY;
    const launchFunctions = () =>
      startFunctions({
        functions: listEdgeFunctions(projectDir),
        denoDir: join(persistent ? dataDir : runDir, 'deno'),
        secrets: {
          SUPABASE_URL: origin,
          SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
          SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY,
          VAPI_API_BASE_URL: origin,
          ...(voicePublicKey ? { VAPI_PUBLIC_KEY: voicePublicKey } : {}),
        },
        signal: options.signal,
        onLine: (line) => log(`[functions] ${line}`),
        log,
      });
    // The platform simulator compiles its check of the call's body while the servers start, so
    // the site's first call does not wait for it.
    const simulator = createSimulator({
      publicKey: LOCAL_VOICE_PUBLIC_KEY,
      origin,
      maxBodyBytes: gateway.limits.maxBodyBytes,
    });
    const simulatorPrepared = simulator.platform.prepare(['POST /call/web']);
    simulatorPrepared.catch(() => {}); // awaited below, once the servers have settled
    // Both start at once; wait for both to settle so a late one is never left running on failure.
    const [restResult, functionsResult] = await Promise.allSettled([
      startPostgrest({
        dbUri: db.uri,
        dbKind: db.kind,
        runDir,
        verbose: options.verbose,
        signal: options.signal,
        onLine: (line) => log(`[postgrest] ${line}`),
        log,
      }),
      launchFunctions(),
    ]);
    if (restResult.status === 'fulfilled') cleanups.push(() => restResult.value.stop());
    if (functionsResult.status === 'fulfilled') cleanups.push(() => functionsResult.value.stop());
    if (restResult.status === 'rejected') throw restResult.reason;
    if (functionsResult.status === 'rejected') throw functionsResult.reason;
    const rest = restResult.value;
    // One connection pool per functions server, closed only once that server has finished its
    // in-flight requests (closing it at the swap would cut them off).
    const agents = new WeakMap<FunctionsServer, Agent>();
    const route = (server: FunctionsServer) => {
      const agent = upstreamAgent();
      agents.set(server, agent);
      gateway.routes.functions = {
        upstream: { origin: server.origin, agent },
        list: server.functions,
      };
    };
    route(functionsResult.value);
    const functions = superviseFunctions(functionsResult.value, {
      start: launchFunctions,
      onSwap: route,
      // Requests routed to the old server before the swap finish there first (bounded by Deno's
      // own stop grace, which would end them anyway).
      drain: async (server) => {
        const agent = agents.get(server);
        if (agent) await agentIdle(agent, 5_000);
      },
      onRetire: (server) => agents.get(server)?.destroy(),
      log,
      ...(options.watchFunctions ? { watchDir: join(projectDir, 'functions') } : {}),
    });
    // The supervisor now owns the functions server (the first one, or whichever replaced it).
    cleanups.push(() => functions.stop());
    checkpoint();
    gateway.routes.rest = { socketPath: rest.socketPath, agent: upstreamAgent() };
    cleanups.push(() => {
      gateway.routes.rest?.agent.destroy();
      gateway.routes.functions?.upstream.agent.destroy();
    });
    gateway.parts.rest = 'ok';
    gateway.parts.functions = 'ok';

    await simulatorPrepared;
    gateway.routes.simulator = simulator;
    gateway.parts.simulator = 'ok';

    let stopping: Promise<void> | undefined;
    const failed = watchChildren(gateway, rest, functions, () => stopping !== undefined);
    log(`local stack ready on ${origin}`);
    return {
      url: origin,
      port: gateway.port,
      restUrl: `${origin}/rest/v1`,
      functionsUrl: `${origin}/functions/v1`,
      healthUrl: `${origin}/health`,
      anonKey: LOCAL_ANON_KEY,
      serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
      jwtSecret: LOCAL_JWT_SECRET,
      voicePublicKey,
      database: { kind: db.kind, location: db.location, version: db.version },
      appliedMigrations,
      pids: {
        postgrest: rest.child.process.pid,
        get functions() {
          return functions.current().child.process.pid;
        },
      },
      reloadFunctions: () => functions.reload(),
      failed,
      stop() {
        stopping ??= (async () => {
          for (const part of Object.keys(gateway.parts) as PartName[])
            gateway.parts[part] = 'stopped';
          await runCleanups();
        })();
        return stopping;
      },
    };
  } catch (error) {
    await runCleanups();
    throw error;
  }
}

/** Marks a part failed, and reports it, when its program dies while the stack runs. */
function watchChildren(
  gateway: Gateway,
  rest: PostgrestServer,
  functions: FunctionsSupervisor,
  isStopping: () => boolean,
): Promise<Error> {
  const never = new Promise<Error>(() => {});
  const restFailed = rest.child.exited.then((code) => {
    if (isStopping()) return never;
    const output = rest.child.recentOutput().trim();
    gateway.parts.rest = 'failed';
    return new Error(
      `${rest.child.name} exited unexpectedly (${code}).${output ? ` Its last output:\n${output}` : ''}`,
    );
  });
  const functionsFailed = functions.failed.then((error) => {
    if (isStopping()) return never;
    gateway.parts.functions = 'failed';
    return error;
  });
  return Promise.race([restFailed, functionsFailed]);
}
