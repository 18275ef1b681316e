// Reloading edge functions (what `supabase functions serve` does on a code change), with fake
// servers: which server is current, what is stopped, and which deaths count as failures.
import { EventEmitter } from 'node:events';
import { type FSWatcher, mkdtempSync, type watch, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ManagedChild } from './child-process';
import type { FunctionsServer } from './functions';
import { superviseFunctions } from './functions-supervisor';

interface FakeServer extends FunctionsServer {
  stops: number;
  die(code: number): void;
}

let made = 0;
function fakeServer(): FakeServer {
  let exit: (code: number) => void = () => {};
  const exited = new Promise<number>((resolve) => {
    exit = resolve;
  });
  made += 1;
  const server: FakeServer = {
    origin: `http://127.0.0.1:${10_000 + made}`,
    functions: [],
    stops: 0,
    child: {
      name: 'Deno (edge functions)',
      exited,
      recentOutput: () => 'boom',
    } as unknown as ManagedChild,
    async stop() {
      server.stops += 1;
      exit(0);
    },
    die: (code) => exit(code),
  };
  return server;
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
};

describe('superviseFunctions', () => {
  it('reloads: the new server takes over, then the old one is stopped', async () => {
    const first = fakeServer();
    const second = fakeServer();
    const events: string[] = [];
    const supervisor = superviseFunctions(first, {
      start: async () => second,
      onSwap: (server) => events.push(`swap to ${server.origin} (old stopped: ${first.stops})`),
      drain: async (server) => {
        events.push(`drain ${server.origin} (stopped: ${first.stops})`);
      },
      onRetire: (server) => events.push(`retire ${server.origin} (stopped: ${first.stops})`),
      log: () => {},
    });
    await supervisor.reload();
    expect(supervisor.current()).toBe(second);
    expect(events).toEqual([
      `swap to ${second.origin} (old stopped: 0)`,
      `drain ${first.origin} (stopped: 0)`,
      `retire ${first.origin} (stopped: 1)`,
    ]);
    expect(first.stops).toBe(1);
    expect(second.stops).toBe(0);
    await supervisor.stop();
    expect(second.stops).toBe(1);
  });

  it('keeps the old server when the new one fails to start', async () => {
    const first = fakeServer();
    const lines: string[] = [];
    const supervisor = superviseFunctions(first, {
      start: async () => {
        throw new Error('syntax error in index.ts');
      },
      onSwap: () => {
        throw new Error('must not swap');
      },
      log: (line) => lines.push(line),
    });
    await supervisor.reload();
    expect(supervisor.current()).toBe(first);
    expect(first.stops).toBe(0);
    expect(lines).toContain(
      '[functions] reload failed, the previous code keeps serving: syntax error in index.ts',
    );
    await supervisor.stop();
  });

  it('reloads when a file under the watched folder changes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'functions-watch-'));
    const next = fakeServer();
    const supervisor = superviseFunctions(fakeServer(), {
      start: async () => next,
      onSwap: () => {},
      log: () => {},
      watchDir: dir,
    });
    writeFileSync(join(dir, 'index.ts'), 'export {};');
    await until(() => supervisor.current() === next);
    await supervisor.stop();
  });

  it('logs a watcher that fails, and keeps serving and reloading on demand', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'functions-watch-'));
    const watcher = new EventEmitter() as FSWatcher;
    let closed = false;
    watcher.close = () => {
      closed = true;
    };
    const lines: string[] = [];
    const next = fakeServer();
    const supervisor = superviseFunctions(fakeServer(), {
      start: async () => next,
      onSwap: () => {},
      log: (line) => lines.push(line),
      watchDir: dir,
      watch: (() => watcher) as unknown as typeof watch,
    });
    // What fs.watch emits when the system runs out of inotify watches.
    watcher.emit(
      'error',
      Object.assign(new Error('ENOSPC: System limit for number of file watchers reached'), {
        code: 'ENOSPC',
      }),
    );
    expect(closed).toBe(true);
    expect(lines).toEqual([
      `[functions] cannot watch ${dir} for changes (ENOSPC: System limit for number of file watchers reached); the functions keep serving, restart the stack to load new code`,
    ]);
    await supervisor.reload();
    expect(supervisor.current()).toBe(next);
    await supervisor.stop();
  });

  it('logs a folder that cannot be watched at all, without throwing', async () => {
    const lines: string[] = [];
    const first = fakeServer();
    const missing = join(tmpdir(), 'functions-watch-missing', String(process.pid));
    const supervisor = superviseFunctions(first, {
      start: async () => fakeServer(),
      onSwap: () => {},
      log: (line) => lines.push(line),
      watchDir: missing,
    });
    expect(lines.join('\n')).toMatch(new RegExp(`cannot watch ${missing} for changes \\(ENOENT`));
    expect(supervisor.current()).toBe(first);
    await supervisor.stop();
  });

  it('reports the current server dying, but not a replaced or stopped one', async () => {
    const first = fakeServer();
    const second = fakeServer();
    const supervisor = superviseFunctions(first, {
      start: async () => second,
      onSwap: () => {},
      log: () => {},
    });
    let failure: Error | undefined;
    void supervisor.failed.then((error) => {
      failure = error;
    });
    await supervisor.reload();
    first.die(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(failure).toBeUndefined();
    second.die(137);
    await until(() => failure !== undefined);
    expect(failure?.message).toBe(
      'Deno (edge functions) exited unexpectedly (137). Its last output:\nboom',
    );
  });
});
