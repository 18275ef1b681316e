// The `start` command as a process: readiness, durability across SIGTERM + restart (issue 5
// "Durability"), clear failures (port taken, binary missing).
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from './keys';
import { type CliProcess, startCli } from './testing/cli-process';
import { countDemoRequests, serviceClient, siteClient, validRequest } from './testing/clients';
import { oneVisitorPerRequest } from './testing/visitors';

const running: CliProcess[] = [];
afterAll(() => {
  for (const cli of running) cli.child.kill('SIGKILL');
});

function cli(args: string[], env?: NodeJS.ProcessEnv): CliProcess {
  const started = startCli(args, env);
  running.push(started);
  return started;
}

describe('durability (persisted PGlite data folder)', () => {
  it('keeps every row across SIGTERM and a restart on the same folder', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'local-stack-durability-'));

    const first = cli(['--port', '0', '--data-dir', dataDir]);
    const firstUrl = await first.ready;
    expect(first.output()).toContain(`PGlite, data in ${join(dataDir, 'pgdata')}`);
    expect(first.output()).toContain('Applied migrations: ');
    // 25 visitors, as the database takes at most 10 requests from one address an hour.
    const visitors = oneVisitorPerRequest();
    const site = siteClient(firstUrl, LOCAL_ANON_KEY, visitors.fetch);
    const emails: string[] = [];
    for (let i = 0; i < 25; i++) {
      const { error } = await site.from('demo_requests').insert(validRequest(`-durable-${i}`));
      expect(error).toBeNull();
      emails.push(`ada-durable-${i}@example.com`);
    }
    await site.auth.stopAutoRefresh();
    await visitors.close();
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('Local stack stopped.');

    const second = cli(['--port', '0', '--data-dir', dataDir]);
    const secondUrl = await second.ready;
    expect(second.output()).not.toContain('Applied migrations');
    const service = serviceClient(secondUrl, LOCAL_SERVICE_ROLE_KEY);
    expect(await countDemoRequests(service)).toBe(25);
    const { data } = await service.from('demo_requests').select('work_email').order('work_email');
    expect(data?.map((row) => row.work_email).sort()).toEqual(emails.sort());
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  }, 180_000);
});

describe('readiness', () => {
  it('prints the URLs and keys only once /health answers 200, with no TTY', async () => {
    const stack = cli(['--port', '0', '--memory']);
    const url = await stack.ready;
    const health = await fetch(`${url}/health`);
    expect(health.status).toBe(200);
    for (const printed of [
      `${url}/rest/v1`,
      `${url}/functions/v1`,
      LOCAL_ANON_KEY,
      LOCAL_SERVICE_ROLE_KEY,
    ]) {
      expect(stack.output()).toContain(printed);
    }
    expect(stack.output()).toMatch(/never use them for a real project/);
    stack.child.kill('SIGTERM');
    expect(await stack.exited).toBe(0);
  });
});

describe('signals', () => {
  it('cancels a start in progress on SIGTERM and exits 0', async () => {
    const stack = cli(['--port', '0', '--memory']);
    while (!stack.output().includes('Starting the local stack')) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    stack.child.kill('SIGTERM');
    expect(await stack.exited).toBe(0);
    expect(stack.output()).toContain('Start cancelled; everything started so far is stopped.');
    expect(stack.output()).not.toContain('Local stack ready');
  });
});

describe('clear failures', () => {
  let blocker: Server | undefined;
  afterAll(() => blocker?.close());

  it('exits non-zero with a clear message when the port is taken', async () => {
    blocker = createServer();
    await new Promise<void>((resolve) => blocker?.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    const stack = cli(['--port', String(port), '--memory']);
    expect(await stack.exited).toBe(1);
    expect(stack.output()).toMatch(new RegExp(`Port ${port} on 127\\.0\\.0\\.1 is already in use`));
  });

  it('exits non-zero naming the missing binary, before opening the database', async () => {
    const stack = cli(['--port', '0', '--memory'], { POSTGREST_BINARY: '/nonexistent/postgrest' });
    expect(await stack.exited).toBe(1);
    expect(stack.output()).toMatch(
      /POSTGREST_BINARY points at \/nonexistent\/postgrest, which does not exist/,
    );
  });

  it('exits 2 with usage help on an unknown flag', async () => {
    const stack = cli(['--bogus']);
    expect(await stack.exited).toBe(2);
    expect(stack.output()).toMatch(/Unknown option --bogus/);
  });
});
