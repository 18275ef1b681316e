import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './database';
import { PLATFORM_SETUP_SQL } from './platform-setup';

/** One migration file: `<version>_<name>.sql`, as the Supabase CLI names them. */
export interface MigrationFile {
  version: string;
  name: string;
  file: string;
}

const MIGRATION_NAME = /^(\d+)_(.+)\.sql$/;

/** Lists the migration files of a folder in the order they must run (by version). */
export function listMigrations(dir: string): MigrationFile[] {
  const files = readdirSync(dir).filter((entry) => entry.endsWith('.sql'));
  const migrations = files.map((entry) => {
    const match = MIGRATION_NAME.exec(entry);
    if (!match?.[1] || !match[2]) {
      throw new Error(
        `Migration ${entry} is not named <version>_<name>.sql (e.g. 20261121000000_demo_requests.sql).`,
      );
    }
    return { version: match[1], name: match[2], file: join(dir, entry) };
  });
  return migrations.sort((a, b) => (BigInt(a.version) < BigInt(b.version) ? -1 : 1));
}

/**
 * Brings a database to the latest migration: platform roles first, then every migration not yet
 * recorded in `supabase_migrations.schema_migrations` (the Supabase CLI's own history table), each
 * in its own transaction together with its history row, so a failed file leaves nothing behind.
 *
 * @returns the versions applied by this call (empty when the database was up to date).
 */
export async function migrate(db: Database, dir: string): Promise<string[]> {
  await db.exec(PLATFORM_SETUP_SQL);
  const rows = await db.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations',
  );
  const done = new Set(rows.map((row) => row.version));
  const applied: string[] = [];
  for (const migration of listMigrations(dir)) {
    if (done.has(migration.version)) continue;
    const sql = readFileSync(migration.file, 'utf8');
    const record = `insert into supabase_migrations.schema_migrations (version, name) values (${literal(migration.version)}, ${literal(migration.name)});`;
    try {
      await db.exec(`begin;\n${sql}\n;\n${record}\ncommit;`);
    } catch (error) {
      await db.exec('rollback;').catch(() => {});
      throw new Error(
        `Migration ${migration.version}_${migration.name}.sql failed: ${(error as Error).message}`,
        { cause: error },
      );
    }
    applied.push(migration.version);
  }
  return applied;
}

function literal(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}
