// DATABASE_URL: the same migrations, roles and API on a real PostgreSQL server
// (docs/architecture.md#the-local-stack). In the suite's PostgreSQL run it uses that run's
// server; otherwise it starts a throw-away cluster of its own from Debian's postgresql. In CI it
// never skips.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from './database';
import { migrate } from './migrations';
import { migrationsDir } from './paths';
import { type LocalStack, startLocalStack } from './stack';
import { countDemoRequests, serviceClient, siteClient, validRequest } from './testing/clients';
import { createTestDatabase, type TestDatabase, testEngine } from './testing/engine';
import {
  canRunPostgres,
  type PostgresServer,
  startPostgresServer,
} from './testing/postgres-server';

const runnable = testEngine.kind === 'postgres' || canRunPostgres() || Boolean(process.env.CI);

describe.skipIf(!runnable)('on a real PostgreSQL (DATABASE_URL; needs Debian postgresql)', () => {
  let server: PostgresServer | undefined;
  let database: TestDatabase;
  let stack: LocalStack;

  beforeAll(async () => {
    if (testEngine.kind === 'pglite') server = await startPostgresServer();
    database = await createTestDatabase(
      testEngine.kind === 'postgres' ? testEngine.adminUrl : (server as PostgresServer).url,
    );
    stack = await startLocalStack({ port: 0, databaseUrl: database.url });
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
    await database?.drop();
    await server?.stop();
  });

  it('applies the migrations and serves the same rules: insert only, constraints enforced', async () => {
    expect(stack.database.kind).toBe('postgres');
    expect(stack.database.version).toMatch(/^\d+\.\d+/);
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
    const again = await startLocalStack({ port: 0, databaseUrl: database.url });
    try {
      expect(again.appliedMigrations).toEqual([]);
      expect(await countDemoRequests(serviceClient(again.url, again.serviceRoleKey))).toBe(1);
    } finally {
      await again.stop();
    }
  });
});

describe.skipIf(!runnable)('several databases of one new server set up at the same moment', () => {
  it('all succeed, although the roles they create are shared by the whole server', async () => {
    // A server of its own, so that no role exists yet and the four really race to create them.
    const server = await startPostgresServer();
    const databases = await Promise.all(
      Array.from({ length: 4 }, () => createTestDatabase(server.url)),
    );
    const opened = await Promise.all(databases.map((db) => openPostgres(db.url)));
    try {
      const results = await Promise.allSettled(opened.map((db) => migrate(db, migrationsDir)));
      expect(results.map((result) => result.status)).toEqual([
        'fulfilled',
        'fulfilled',
        'fulfilled',
        'fulfilled',
      ]);
    } finally {
      await Promise.all(opened.map((db) => db.close()));
      await server.stop();
    }
  }, 120_000);
});
