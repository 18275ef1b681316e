import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from '../paths';

/** The `start` command running as a child process, as a developer or Playwright runs it. */
export interface CliProcess {
  readonly child: ChildProcess;
  /** Resolves with the gateway URL once the banner is printed; rejects if the CLI exits first. */
  readonly ready: Promise<string>;
  /** Resolves with the exit code when the CLI ends. */
  readonly exited: Promise<number | null>;
  /** Everything the CLI printed so far (stdout and stderr). */
  output(): string;
}

/** Starts `src/cli.ts` with Node + tsx (no pnpm in between, so signals reach it directly). */
export function startCli(args: string[], env: NodeJS.ProcessEnv = {}): CliProcess {
  let printed = '';
  const cwd = join(repoRoot, 'apps', 'local-stack');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', ...args], {
    cwd,
    // INIT_CWD (set by pnpm to where it was run) is what relative paths are resolved against.
    env: { ...process.env, DATABASE_URL: '', LOCAL_STACK_PORT: '', INIT_CWD: cwd, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const ready = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      printed += chunk.toString();
      const url = /API URL \(Supabase\)\s+(\S+)/.exec(printed)?.[1];
      if (url && printed.includes('Ctrl-C stops the stack')) resolve(url);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) =>
      reject(new Error(`the CLI exited (${code}) before it was ready:\n${printed}`)),
    );
  });
  ready.catch(() => {});
  return { child, ready, exited, output: () => printed };
}
