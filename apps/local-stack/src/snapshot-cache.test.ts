// The migrated-database snapshot that in-memory stacks start from (a cache: it must never serve a
// database that differs from what the migrations would build).
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPglite } from './database';
import { migrationsDir } from './paths';
import { readSnapshot, snapshotKey, writeSnapshot } from './snapshot-cache';
import { startLocalStack } from './stack';

const fresh = (prefix: string) => mkdtempSync(join(tmpdir(), prefix));

describe('snapshotKey', () => {
  it('changes with any migration file name or content, and only then', () => {
    const dir = fresh('snapshot-migrations-');
    writeFileSync(join(dir, '1_a.sql'), 'create table a (id int);');
    const first = snapshotKey(dir);
    expect(snapshotKey(dir)).toBe(first);
    writeFileSync(join(dir, '1_a.sql'), 'create table a (id bigint);');
    const edited = snapshotKey(dir);
    expect(edited).not.toBe(first);
    writeFileSync(join(dir, '2_b.sql'), 'create table b (id int);');
    expect(snapshotKey(dir)).not.toBe(edited);
  });
});

describe('snapshots', () => {
  it('round-trip a database, and keep only the newest key', async () => {
    const cache = fresh('snapshot-cache-');
    const source = await openPglite(undefined);
    await source.exec("create table t (v text); insert into t values ('kept');");
    const blob = await source.snapshot?.();
    await source.close();
    if (!blob) throw new Error('PGlite databases must offer snapshots');

    await writeSnapshot(cache, 'old', blob);
    await writeSnapshot(cache, 'new', blob);
    expect(readdirSync(cache)).toEqual(['new.tar']);
    expect(readSnapshot(cache, 'old')).toBeUndefined();

    const copy = await openPglite(undefined, readSnapshot(cache, 'new'));
    try {
      expect(await copy.query('select v from t')).toEqual([{ v: 'kept' }]);
    } finally {
      await copy.close();
    }
  });
});

describe('a damaged snapshot', () => {
  it('is discarded and the stack builds its database afresh', async () => {
    const cache = fresh('snapshot-damaged-');
    writeFileSync(join(cache, `${snapshotKey(migrationsDir)}.tar`), 'not a tar file');
    const lines: string[] = [];
    const stack = await startLocalStack({
      port: 0,
      memory: true,
      snapshotDir: cache,
      log: (line) => lines.push(line),
    });
    try {
      expect(lines.join('\n')).toMatch(/snapshot did not load .*; rebuilding/);
      expect(stack.appliedMigrations.length).toBeGreaterThan(0);
      expect((await fetch(stack.healthUrl)).status).toBe(200);
      const rebuilt = readSnapshot(cache, snapshotKey(migrationsDir));
      expect(rebuilt?.size).toBeGreaterThan(1_000_000);
    } finally {
      await stack.stop();
    }
  });
});
