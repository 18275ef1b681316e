import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { listMigrations } from './migrations';
import { repoRoot } from './paths';
import { PLATFORM_SETUP_SQL } from './platform-setup';

/**
 * In-memory databases start from a cached snapshot of an already migrated PGlite: creating a
 * cluster (initdb in WebAssembly) costs seconds, loading a snapshot a fraction of that. The cache
 * key covers everything that shapes the database (PGlite's version, the platform setup SQL, every
 * migration file's name and content), so any change rebuilds it; migrations still run after the
 * load, and apply nothing when the snapshot is current.
 */
export const defaultSnapshotDir = join(repoRoot, '.data', 'local-stack-snapshots');

const require = createRequire(import.meta.url);

function pgliteVersion(): string {
  const entry = require.resolve('@electric-sql/pglite');
  const manifest = JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8'));
  return String(manifest.version);
}

/** The cache key of the migrated database for the migrations in `migrationsDir`. */
export function snapshotKey(migrationsDir: string): string {
  const hash = createHash('sha256');
  hash.update(`pglite ${pgliteVersion()}\n`);
  hash.update(PLATFORM_SETUP_SQL);
  for (const migration of listMigrations(migrationsDir)) {
    hash.update(`\n-- ${migration.version}_${migration.name}\n`);
    hash.update(readFileSync(migration.file));
  }
  return hash.digest('hex').slice(0, 32);
}

/** The cached snapshot for `key`, if there is one. */
export function readSnapshot(dir: string, key: string): Blob | undefined {
  try {
    return new Blob([readFileSync(join(dir, `${key}.tar`))]);
  } catch {
    return undefined;
  }
}

/** Stores a snapshot atomically (readers never see half a file) and drops older ones. */
export async function writeSnapshot(dir: string, key: string, snapshot: Blob): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const temporary = join(dir, `${key}.${process.pid}.tmp`);
  writeFileSync(temporary, Buffer.from(await snapshot.arrayBuffer()));
  renameSync(temporary, join(dir, `${key}.tar`));
  for (const entry of readdirSync(dir)) {
    if (entry.endsWith('.tar') && entry !== `${key}.tar`) rmSync(join(dir, entry), { force: true });
  }
}

/** Removes the cached snapshot for `key` (one that failed to load). */
export function discardSnapshot(dir: string, key: string): void {
  rmSync(join(dir, `${key}.tar`), { force: true });
}
