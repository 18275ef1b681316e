// PGlite's socket for PostgREST (issue 12 "Local secrets"): PGlite takes any user without a
// password, so it must not be reachable by other users or over TCP.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { openPglite } from './database';

describe('openPglite', () => {
  it('serves PostgREST on a unix socket in a folder only this user may enter, never on TCP', async () => {
    const db = await openPglite(undefined);
    const uri = new URL(db.uri);
    const socketDir = uri.searchParams.get('host') as string;
    try {
      expect(uri.hostname).toBe('');
      expect(socketDir).toMatch(/^\//);
      const folder = statSync(socketDir);
      expect(folder.mode & 0o777).toBe(0o700);
      expect(folder.uid).toBe(process.getuid?.());
      expect(statSync(join(socketDir, '.s.PGSQL.5432')).isSocket()).toBe(true);

      // The path PostgREST takes works (any user name: PGlite has no authentication).
      const sql = postgres({ host: socketDir, port: 5432, username: 'authenticator', max: 1 });
      try {
        expect(await sql`select current_database() as db`).toEqual([{ db: 'postgres' }]);
      } finally {
        await sql.end();
      }
    } finally {
      await db.close();
    }
    expect(() => statSync(socketDir)).toThrow(/ENOENT/);
  });
});
