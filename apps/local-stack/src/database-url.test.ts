// DATABASE_URL: the same migrations, roles and API on a real Postgres server (DESIGN "Local stack").
// Runs where Debian's postgresql server is installed; elsewhere it is skipped, saying why.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalStack, startLocalStack } from './stack';
import { countDemoRequests, serviceClient, siteClient, validRequest } from './testing/clients';
import { freePort } from './testing/ports';
import {
  canRunPostgres,
  type PostgresServer,
  startPostgresServer,
} from './testing/postgres-server';

describe.skipIf(!canRunPostgres())(
  'on a real Postgres (DATABASE_URL; needs Debian postgresql)',
  () => {
    let postgres: PostgresServer;
    let stack: LocalStack;

    beforeAll(async () => {
      postgres = startPostgresServer(await freePort());
      stack = await startLocalStack({ port: 0, databaseUrl: postgres.url });
    }, 120_000);

    afterAll(async () => {
      await stack?.stop();
      postgres?.stop();
    });

    it('applies the migrations and serves the same rules: insert only, constraints enforced', async () => {
      expect(stack.database.kind).toBe('postgres');
      expect(stack.appliedMigrations.length).toBeGreaterThan(0);
      const site = siteClient(stack.url, stack.anonKey);
      const service = serviceClient(stack.url, stack.serviceRoleKey);

      const inserted = await site.from('demo_requests').insert(validRequest('-pg'));
      expect(inserted.status).toBe(201);
      expect((await site.from('demo_requests').select('*')).error?.code).toBe('42501');
      const blank = await site.from('demo_requests').insert({ ...validRequest(), first_name: ' ' });
      expect(blank.error?.code).toBe('23514');
      await site.auth.stopAutoRefresh();
      expect(await countDemoRequests(service)).toBe(1);
    });

    it('applies nothing twice when started again on the same database', async () => {
      const again = await startLocalStack({ port: 0, databaseUrl: postgres.url });
      try {
        expect(again.appliedMigrations).toEqual([]);
        expect(await countDemoRequests(serviceClient(again.url, again.serviceRoleKey))).toBe(1);
      } finally {
        await again.stop();
      }
    });
  },
);
