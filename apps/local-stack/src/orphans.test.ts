// No program of the stack outlives it: after SIGTERM, a second Ctrl-C
// while the stop is under way, a crash of the process that runs it, and even SIGKILL, every
// process it started is gone, checked by pid in /proc (Linux); but for SIGKILL, its temp
// folders (sockets, Deno's cache) are gone too.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { canTieChildren } from './child-process';
import { LOCAL_ANON_KEY } from './keys';
import { type CliProcess, startCli } from './testing/cli-process';
import { descendants, survivors } from './testing/processes';

const FIXTURE_PROJECT = join(__dirname, '..', 'fixtures', 'project');
const started: CliProcess[] = [];
const tempFolders: string[] = [];
afterAll(() => {
  for (const cli of started) cli.child.kill('SIGKILL');
  for (const dir of tempFolders) rmSync(dir, { recursive: true, force: true });
});

/** A TMPDIR of its own for one stack, to see what it leaves behind. */
function privateTmp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'local-stack-orphans-'));
  tempFolders.push(dir);
  return dir;
}

/** What the stack left in its TMPDIR (tsx's own cache aside). */
const leftovers = (dir: string) =>
  readdirSync(dir).filter((name) => name.startsWith('local-stack'));

/** Starts the CLI and resolves once it is ready, with the pids of everything it started. */
async function readyCli(args: string[] = []) {
  const tmp = privateTmp();
  const cli = startCli(['--port', '0', '--memory', ...args], { TMPDIR: tmp });
  started.push(cli);
  const url = await cli.ready;
  expect(leftovers(tmp).length).toBeGreaterThan(0);
  const pids = descendants(cli.child.pid as number);
  return { cli, url, pids, tmp };
}

/** The stack's own programs among the pids: PostgREST and Deno must be there to be checked. */
function expectStackPrograms(pids: number[]): void {
  const names = pids.map((pid) => {
    try {
      return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
    } catch {
      return '';
    }
  });
  expect(names).toContain('postgrest');
  expect(names).toContain('deno');
}

describe.skipIf(process.platform !== 'linux')('no program of the stack outlives it', () => {
  it('after SIGTERM', async () => {
    const { cli, pids, tmp } = await readyCli();
    expectStackPrograms(pids);
    cli.child.kill('SIGTERM');
    expect(await cli.exited).toBe(0);
    expect(await survivors(pids)).toEqual([]);
    expect(leftovers(tmp)).toEqual([]);
  });

  it('after a second Ctrl-C while the first is still stopping it', async () => {
    const { cli, url, pids, tmp } = await readyCli(['--project', FIXTURE_PROJECT, '--verbose']);
    expectStackPrograms(pids);
    // A request in flight keeps Deno busy, so the orderly stop takes seconds (Deno's grace).
    void fetch(`${url}/functions/v1/slow?ms=60000`, { headers: { apikey: LOCAL_ANON_KEY } }).catch(
      () => {},
    );
    while (!cli.output().includes('slow: answering in 60000 ms')) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    cli.child.kill('SIGINT');
    while (!cli.output().includes('Stopping the local stack')) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    // The CLI takes a signal within 2 s of the first for the same Ctrl-C, echoed by a parent.
    await new Promise((resolve) => setTimeout(resolve, 2_300));
    cli.child.kill('SIGINT');
    expect(await cli.exited).toBe(1);
    expect(cli.output()).toContain('Stopping immediately');
    expect(cli.output()).not.toContain('Local stack stopped.');
    expect(await survivors(pids)).toEqual([]);
    expect(leftovers(tmp)).toEqual([]);
  });

  it('after the process running the stack crashes', async () => {
    const tmp = privateTmp();
    const host = spawn(process.execPath, ['--import', 'tsx', 'src/testing/crash-after-start.ts'], {
      cwd: join(__dirname, '..'),
      env: { ...process.env, TMPDIR: tmp },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let output = '';
    for (const stream of [host.stdout, host.stderr]) {
      stream.on('data', (chunk) => {
        output += chunk;
      });
    }
    const exited = new Promise<number | null>((resolve) =>
      host.once('exit', (code) => resolve(code)),
    );
    while (!output.includes('ready ')) {
      if (host.exitCode !== null) throw new Error(`the host ended early:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const pids = descendants(host.pid as number);
    expectStackPrograms(pids);
    host.stdin.write('crash\n');
    expect(await exited).toBe(1);
    expect(output).toContain('the program hosting the stack crashed');
    expect(await survivors(pids)).toEqual([]);
    expect(leftovers(tmp)).toEqual([]);
  });

  it.skipIf(!canTieChildren)(
    'after SIGKILL, when no handler can run (the kernel ends them: setpriv --pdeathsig)',
    async () => {
      const { cli, pids } = await readyCli();
      expectStackPrograms(pids);
      cli.child.kill('SIGKILL');
      await cli.exited;
      expect(await survivors(pids)).toEqual([]);
    },
  );
});
