import { request } from 'node:http';
import { join } from 'node:path';
import { type ManagedChild, startChild, waitUntilReady } from './child-process';
import type { DatabaseKind } from './database';
import { LOCAL_JWT_SECRET } from './keys';
import { postgrestBinary } from './paths';

/** A running PostgREST, reachable on a unix socket only the gateway uses. */
export interface PostgrestServer {
  readonly child: ManagedChild;
  /** The unix socket PostgREST listens on. */
  readonly socketPath: string;
  stop(): Promise<void>;
}

/** Options of {@link startPostgrest}. */
export interface PostgrestOptions {
  dbUri: string;
  dbKind: DatabaseKind;
  /** Folder for the socket file; short, because unix socket paths are limited to ~100 bytes. */
  runDir: string;
  onLine?: (line: string) => void;
  verbose?: boolean;
  readyTimeoutMs?: number;
  /** Gives up waiting (and stops PostgREST) when aborted. */
  signal?: AbortSignal;
  /** Where problems handling PostgREST's output go. */
  log?: (line: string) => void;
}

/**
 * The PostgREST configuration, Supabase's where it matters (roles, JWT role switching, schema
 * `public`, `max_rows` 1000), adapted to PGlite when it is the database: one connection, no
 * prepared statements, no LISTEN channel for schema reloads.
 */
export function postgrestEnv(options: PostgrestOptions, socketPath: string): NodeJS.ProcessEnv {
  const pglite = options.dbKind !== 'postgres';
  return {
    PATH: process.env.PATH,
    LANG: 'C.UTF-8',
    PGRST_DB_URI: options.dbUri,
    PGRST_DB_SCHEMAS: 'public',
    PGRST_DB_EXTRA_SEARCH_PATH: 'public',
    PGRST_DB_ANON_ROLE: 'anon',
    PGRST_JWT_SECRET: LOCAL_JWT_SECRET,
    PGRST_DB_MAX_ROWS: '1000',
    PGRST_DB_POOL: pglite ? '1' : '10',
    // One PGlite connection serves every request in turn: let a burst queue rather than fail.
    PGRST_DB_POOL_ACQUISITION_TIMEOUT: pglite ? '120' : '30',
    PGRST_DB_PREPARED_STATEMENTS: pglite ? 'false' : 'true',
    PGRST_DB_CHANNEL_ENABLED: pglite ? 'false' : 'true',
    // Settings come from here only, never from the database (PGlite has no ALTER ROLE ... SET).
    PGRST_DB_CONFIG: 'false',
    PGRST_SERVER_UNIX_SOCKET: socketPath,
    PGRST_SERVER_UNIX_SOCKET_MODE: '600',
    PGRST_LOG_LEVEL: options.verbose ? 'info' : 'error',
  };
}

/** Starts PostgREST and waits until its schema cache is loaded and it answers requests. */
export async function startPostgrest(options: PostgrestOptions): Promise<PostgrestServer> {
  const socketPath = join(options.runDir, 'postgrest.sock');
  const child = startChild({
    name: 'PostgREST',
    command: postgrestBinary(),
    args: [],
    env: postgrestEnv(options, socketPath),
    onLine: options.onLine,
    ...(options.log ? { log: options.log } : {}),
  });
  try {
    await waitUntilReady(
      child,
      () => isReady(socketPath),
      options.readyTimeoutMs ?? 60_000,
      options.signal,
    );
  } catch (error) {
    await child.stop();
    throw error;
  }
  return { child, socketPath, stop: () => child.stop() };
}

/** PostgREST answers its root (the OpenAPI document) with 200 once connected and cache-loaded. */
function isReady(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = request({ socketPath, path: '/', method: 'HEAD', timeout: 1_000 }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    probe.on('error', () => resolve(false));
    probe.on('timeout', () => probe.destroy());
    probe.end();
  });
}
