import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { type Database, openPglite, openPostgres } from '../database';
import { type LocalStack, type LocalStackOptions, startLocalStack } from '../stack';

/**
 * The database engine this test run uses. The suite runs twice in `npm test`: on PGlite, and on a
 * real PostgreSQL server whose superuser URL is in DATABASE_URL (scripts/with-postgres.ts starts a
 * throw-away one). With PostgreSQL, every stack gets a database of its own, dropped at stop.
 */
export type TestEngine =
  | { readonly kind: 'pglite'; readonly name: string }
  | { readonly kind: 'postgres'; readonly name: string; readonly adminUrl: string };

export const testEngine: TestEngine = process.env.DATABASE_URL
  ? { kind: 'postgres', name: 'PostgreSQL', adminUrl: process.env.DATABASE_URL }
  : { kind: 'pglite', name: 'PGlite' };

/** A database of its own on the PostgreSQL server at `adminUrl`. */
export interface TestDatabase {
  readonly url: string;
  /** Drops the database (closing whatever is still connected to it). */
  drop(): Promise<void>;
}

/** Creates an empty database for one test on the server `adminUrl` points at. */
export async function createTestDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `local_stack_test_${randomBytes(6).toString('hex')}`;
  const admin = () => postgres(adminUrl, { max: 1, onnotice: () => {} });
  const sql = admin();
  try {
    await sql.unsafe(`create database ${name}`);
  } finally {
    await sql.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const drop = admin();
      try {
        await drop.unsafe(`drop database if exists ${name} with (force)`);
      } finally {
        await drop.end();
      }
    },
  };
}

/**
 * Starts a stack on this run's engine: in memory on PGlite, or on a fresh database of the
 * PostgreSQL server. Stopping it drops that database.
 */
export async function startTestStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  if (testEngine.kind === 'pglite') return startLocalStack({ port: 0, memory: true, ...options });
  const database = await createTestDatabase(testEngine.adminUrl);
  let stack: LocalStack;
  try {
    stack = await startLocalStack({ port: 0, ...options, databaseUrl: database.url });
  } catch (error) {
    await database.drop();
    throw error;
  }
  let stopping: Promise<void> | undefined;
  return {
    ...stack,
    stop() {
      stopping ??= stack.stop().then(() => database.drop());
      return stopping;
    },
  };
}

/** Opens a bare database on this run's engine (no stack), for tests of the SQL layer. */
export async function openTestDatabase(): Promise<Database> {
  if (testEngine.kind === 'pglite') return openPglite(undefined);
  const database = await createTestDatabase(testEngine.adminUrl);
  const db = await openPostgres(database.url);
  return {
    ...db,
    async close() {
      await db.close();
      await database.drop();
    },
  };
}
