// The throw-away cluster of the test command's PostgreSQL run (scripts/with-postgres.ts): the
// command sees a working DATABASE_URL, and the server is stopped and its folder removed whatever
// happens: the command fails, the run is stopped with SIGTERM, or (the server only) the script is
// killed outright. Checked by pid in /proc and by what is left in a TMPDIR of its own.
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { canTieChildren } from '../src/child-process';
import { testEngine } from '../src/testing/engine';
import { canRunPostgres } from '../src/testing/postgres-server';
import { isRunning, survivors } from '../src/testing/processes';

const runnable = testEngine.kind === 'postgres' || canRunPostgres() || Boolean(process.env.CI);

const started: ChildProcess[] = [];
const folders: string[] = [];
afterAll(() => {
  for (const child of started) child.kill('SIGKILL');
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** What the script printed, its exit code, and the cluster it announced. */
interface Run {
  readonly child: ChildProcess;
  readonly tmp: string;
  /** Resolves once the command runs, with the postmaster's pid and the URL the command got. */
  readonly running: Promise<{ pid: number; url: string }>;
  readonly exited: Promise<number | null>;
  output(): string;
}

/** Runs `with-postgres.ts node -e <script>` with a TMPDIR of its own. */
function withPostgres(script: string): Run {
  const tmp = mkdtempSync(join(tmpdir(), 'with-postgres-test-'));
  // As root the cluster belongs to the postgres user, who must be able to reach its folder.
  chmodSync(tmp, 0o755);
  folders.push(tmp);
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(__dirname, 'with-postgres.ts'), process.execPath, '-e', script],
    {
      cwd: join(__dirname, '..'),
      env: { ...process.env, TMPDIR: tmp, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  started.push(child);
  let printed = '';
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const running = new Promise<{ pid: number; url: string }>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      printed += chunk.toString();
      const pid = /\(pid (\d+)\); running/.exec(printed)?.[1];
      const url = /^url (\S+)$/m.exec(printed)?.[1];
      if (pid && url) resolve({ pid: Number(pid), url });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => reject(new Error(`with-postgres exited (${code}):\n${printed}`)));
  });
  running.catch(() => {});
  return { child, tmp, running, exited, output: () => printed };
}

/** The cluster folders left in a run's TMPDIR. */
const clusterFolders = (tmp: string) =>
  readdirSync(tmp).filter((name) => name.startsWith('local-stack-pg-'));

/** Prints the URL it was given, then waits (or exits with `code`). */
const command = (code?: number) =>
  `console.log('url ' + process.env.DATABASE_URL);${code === undefined ? 'setInterval(() => {}, 1000);' : `process.exitCode = ${code};`}`;

describe.skipIf(!runnable)('with-postgres (the test command’s PostgreSQL run)', () => {
  it('gives the command a working DATABASE_URL, passes its exit code on, and removes the cluster', async () => {
    const run = withPostgres(command(3));
    const { pid, url } = await run.running;
    expect(url).toMatch(/^postgres:\/\/postgres:[^@]+@127\.0\.0\.1:\d+\/postgres$/);
    expect(await run.exited).toBe(3);
    expect(await survivors([pid])).toEqual([]);
    expect(clusterFolders(run.tmp)).toEqual([]);
  }, 60_000);

  it('stops the command and the cluster on SIGTERM, and removes the cluster', async () => {
    const run = withPostgres(command());
    const { pid, url } = await run.running;
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    try {
      const [row] = await sql<{ answer: number }[]>`select 42 as answer`;
      expect(row?.answer).toBe(42);
    } finally {
      await sql.end();
    }
    expect(clusterFolders(run.tmp)).toHaveLength(1);
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(130);
    expect(await survivors([pid])).toEqual([]);
    expect(clusterFolders(run.tmp)).toEqual([]);
  }, 60_000);

  it.skipIf(!canTieChildren)(
    'leaves no server running when the script is killed outright (SIGKILL)',
    async () => {
      const run = withPostgres(command());
      const { pid } = await run.running;
      expect(isRunning(pid)).toBe(true);
      run.child.kill('SIGKILL');
      await run.exited;
      expect(await survivors([pid])).toEqual([]);
    },
    60_000,
  );
});
