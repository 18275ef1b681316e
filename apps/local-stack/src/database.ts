import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import postgres from 'postgres';

/** Which database the stack runs on. */
export type DatabaseKind = 'pglite-memory' | 'pglite-disk' | 'postgres';

/** The database as the rest of the stack sees it: SQL for setup, a URI for PostgREST. */
export interface Database {
  readonly kind: DatabaseKind;
  /** Connection string PostgREST connects with. */
  readonly uri: string;
  /** Where the data lives, for people: a folder, "memory", or the server's address (no password). */
  readonly location: string;
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
 * Opens PGlite (in memory, or persisted in `dataDir`) and serves it on a loopback socket for
 * PostgREST. PGlite is one Postgres backend: one client connection, no prepared statements shared
 * across sessions, no LISTEN channel; PostgREST is configured accordingly (see postgrest.ts).
 */
export async function openPglite(dataDir: string | undefined, snapshot?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(snapshot ? { loadDataDir: snapshot } : {}),
  });
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 4 });
  try {
    await server.start();
  } catch (error) {
    await db.close();
    throw error;
  }
  const address = server.getServerConn();
  return {
    kind: dataDir ? 'pglite-disk' : 'pglite-memory',
    // PGlite accepts any user; `authenticator` keeps the URI identical to Supabase's setup.
    uri: `postgres://authenticator@${address}/postgres?sslmode=disable`,
    location: dataDir ?? 'memory',
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
      await server.stop();
      if (!db.closed) await db.close();
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
  return {
    kind: 'postgres',
    uri: url,
    location: `${parsed.host}${parsed.pathname}`,
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
