// Migrations applied at start: idempotent, ordered, all-or-nothing per file
// (docs/architecture.md#the-local-stack), on this run's engine (PGlite, or a real PostgreSQL through DATABASE_URL).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Database } from './database';
import { listMigrations, migrate } from './migrations';
import { migrationsDir } from './paths';
import { openTestDatabase } from './testing/engine';

let db: Database | undefined;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
  for (const [name, sql] of Object.entries(files)) writeFileSync(join(dir, name), sql);
  return dir;
}

describe('migrate', () => {
  it("applies the project's migrations once, then nothing on the next start", async () => {
    db = await openTestDatabase();
    const first = await migrate(db, migrationsDir);
    expect(first).toEqual(listMigrations(migrationsDir).map((m) => m.version));
    expect(first.length).toBeGreaterThan(0);
    expect(await migrate(db, migrationsDir)).toEqual([]);
    const roles = await db.query<{ rolname: string }>(
      "select rolname from pg_roles where rolname in ('anon', 'authenticated', 'service_role', 'authenticator') order by 1",
    );
    expect(roles.map((r) => r.rolname)).toEqual([
      'anon',
      'authenticated',
      'authenticator',
      'service_role',
    ]);
    const [rls] = await db.query<{ relrowsecurity: boolean }>(
      "select relrowsecurity from pg_class where oid = 'public.demo_requests'::regclass",
    );
    expect(rls?.relrowsecurity).toBe(true);
  });

  it('runs files in version order, and rolls a failing file back whole', async () => {
    db = await openTestDatabase();
    const dir = folder({
      '10_second.sql': 'create table public.b (id int references public.a);',
      '9_first.sql': 'create table public.a (id int primary key);',
      '11_broken.sql': 'create table public.c (id int); select * from no_such_table;',
    });
    expect(listMigrations(dir).map((m) => m.name)).toEqual(['first', 'second', 'broken']);
    await expect(migrate(db, dir)).rejects.toThrow(/11_broken\.sql failed: .*no_such_table/);
    const tables = await db.query<{ tablename: string }>(
      "select tablename from pg_tables where schemaname = 'public' order by 1",
    );
    expect(tables.map((t) => t.tablename)).toEqual(['a', 'b']);
    // Two files applied within the same clock tick share a time: their versions order them then,
    // as numbers (as text, '10' sorts before '9').
    const history = await db.query<{ version: string }>(
      'select version from supabase_migrations.schema_migrations order by applied_at, version::numeric',
    );
    expect(history.map((h) => h.version)).toEqual(['9', '10']);
  });

  it('refuses files not named <version>_<name>.sql', () => {
    expect(() => listMigrations(folder({ 'init.sql': 'select 1;' }))).toThrow(
      /not named <version>_<name>\.sql/,
    );
  });
});
