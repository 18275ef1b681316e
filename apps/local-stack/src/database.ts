import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import postgres from 'postgres';
import { makeTempDir } from './temp-dir';

/** The port number in the PGlite socket's file name (no TCP port is opened). */
const PGLITE_SOCKET_PORT = 5432;

/** Which database the stack runs on. */
export type DatabaseKind = 'pglite-memory' | 'pglite-disk' | 'postgres';

/** The database as the rest of the stack sees it: SQL for setup, a URI for PostgREST. */
export interface Database {
  readonly kind: DatabaseKind;
  /** Connection string PostgREST connects with. */
  readonly uri: string;
  /** Where the data lives, for people: a folder, "memory", or the server's address (no password). */
  readonly location: string;
  /** The Postgres version it speaks, e.g. `15.18` (PGlite too is a Postgres build). */
  readonly version: string;
  /** Runs one or more statements without parameters (migration files). */
  exec(sql: string): Promise<void>;
  /** Runs one parameterised statement and returns its rows. */
  query<Row extends Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Answers whether the database takes queries. */
  ping(): Promise<boolean>;
  /** A tar of the whole data folder (PGlite only), to start other instances from. */
  snapshot?(): Promise<Blob>;
  /** Stops serving and closes the database; PGlite flushes its files here. */
  close(): Promise<void>;
}

/**
 * Opens PGlite (in memory, or persisted in `dataDir`) and serves it to PostgREST on a unix socket
 * in a folder only this user can enter, so no other local user or website reaches the database
 * (PGlite takes any user name without a password). PGlite is one Postgres backend that the socket
 * shares between its clients (a transaction keeps it until it ends), so the only client is
 * PostgREST, configured for it: a pool of one connection, no prepared statements, no LISTEN channel
 * (see postgrest.ts). PostgREST opens its next connection before the previous one is closed when
 * it (re)connects, hence room for two.
 */
export async function openPglite(dataDir: string | undefined, snapshot?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(snapshot ? { loadDataDir: snapshot } : {}),
  });
  // A folder with mode 0700; libpq finds the socket in it as .s.PGSQL.<port>.
  const socketFolder = makeTempDir('local-stack-pglite-');
  const socketDir = socketFolder.path;
  const server = new PGLiteSocketServer({
    db,
    path: join(socketDir, `.s.PGSQL.${PGLITE_SOCKET_PORT}`),
    maxConnections: 2,
  });
  try {
    await server.start();
  } catch (error) {
    await db.close();
    socketFolder.remove();
    throw error;
  }
  const version = await serverVersion((sql) =>
    db.query<{ server_version: string }>(sql).then((r) => r.rows),
  );
  return {
    kind: dataDir ? 'pglite-disk' : 'pglite-memory',
    // PGlite accepts any user; `authenticator` keeps the URI identical to Supabase's setup.
    uri: `postgres:///postgres?host=${encodeURIComponent(socketDir)}&port=${PGLITE_SOCKET_PORT}&user=authenticator&sslmode=disable`,
    location: dataDir ?? 'memory',
    version,
    async exec(sql) {
      await db.exec(sql);
    },
    async query<Row extends Record<string, unknown>>(sql: string, params: unknown[] = []) {
      return (await db.query<Row>(sql, params)).rows;
    },
    async ping() {
      try {
        await db.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    snapshot: () => db.dumpDataDir('none'),
    async close() {
      try {
        await server.stop();
        if (!db.closed) await db.close();
      } finally {
        socketFolder.remove();
      }
    },
  };
}

/** Connects to a real Postgres server (`DATABASE_URL`); PostgREST connects with the same URL. */
export async function openPostgres(url: string): Promise<Database> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('DATABASE_URL is not a valid postgres:// URL.');
  }
  const sql = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  try {
    await sql`select 1`;
  } catch (error) {
    await sql.end({ timeout: 1 });
    throw new Error(
      `Cannot connect to DATABASE_URL (${parsed.host}): ${(error as Error).message}`,
      { cause: error },
    );
  }
  const version = await serverVersion(
    (text) => sql.unsafe(text) as Promise<{ server_version: string }[]>,
  );
  return {
    kind: 'postgres',
    uri: url,
    location: `${parsed.host}${parsed.pathname}`,
    version,
    async exec(text) {
      await sql.unsafe(text).simple();
    },
    async query<Row extends Record<string, unknown>>(text: string, params: unknown[] = []) {
      return (await sql.unsafe(text, params as never[])) as unknown as Row[];
    },
    async ping() {
      try {
        await sql`select 1`;
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      await sql.end({ timeout: 5 });
    },
  };
}

/** `15.18` from `show server_version` (which may add a distribution suffix). */
async function serverVersion(
  query: (sql: string) => Promise<{ server_version: string }[]>,
): Promise<string> {
  const [row] = await query('show server_version');
  return row?.server_version.split(' ')[0] ?? 'unknown';
}
