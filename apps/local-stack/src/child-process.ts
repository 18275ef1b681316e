import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/** A program the stack runs, with the last lines it printed kept for error messages. */
export interface ManagedChild {
  readonly name: string;
  readonly process: ChildProcess;
  /** Resolves with the exit code (or signal name) when the program ends, for whatever reason. */
  readonly exited: Promise<number | string>;
  /** The last lines the program printed on stdout and stderr, oldest first. */
  recentOutput(): string;
  /** Asks the program to stop (SIGTERM), then kills it (SIGKILL) if it has not ended in time. */
  stop(graceMs?: number): Promise<void>;
}

/** Options of {@link startChild}. */
export interface StartChildOptions {
  name: string;
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  cwd?: string;
  /** Called with every line the program prints; return value ignored. */
  onLine?: (line: string, stream: 'stdout' | 'stderr') => void;
}

const KEPT_LINES = 40;

/** Starts a program whose lifetime the stack owns. Spawn failures surface through `exited`. */
export function startChild(options: StartChildOptions): ManagedChild {
  const lines: string[] = [];
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | string>((resolve) => {
    child.once('error', (error) => {
      lines.push(`${options.name} could not be started: ${error.message}`);
      resolve(`spawn error: ${error.message}`);
    });
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  for (const stream of ['stdout', 'stderr'] as const) {
    const source = child[stream];
    if (!source) continue;
    createInterface({ input: source }).on('line', (line) => {
      lines.push(line);
      if (lines.length > KEPT_LINES) lines.shift();
      options.onLine?.(line, stream);
    });
  }
  let stopping: Promise<void> | undefined;
  return {
    name: options.name,
    process: child,
    exited,
    recentOutput: () => lines.join('\n'),
    stop(graceMs = 5_000) {
      stopping ??= (async () => {
        if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
        await exited;
        clearTimeout(timer);
      })();
      return stopping;
    },
  };
}

/** Polls `probe` until it answers true, the child exits, or `timeoutMs` passes. */
export async function waitUntilReady(
  child: ManagedChild,
  probe: () => Promise<boolean>,
  timeoutMs: number,
  signal?: AbortSignal,
): Promise<void> {
  let exitedWith: number | string | undefined;
  void child.exited.then((code) => {
    exitedWith = code;
  });
  const deadline = Date.now() + timeoutMs;
  let delay = 25;
  while (Date.now() < deadline) {
    signal?.throwIfAborted();
    if (exitedWith !== undefined) {
      throw new Error(
        `${child.name} exited (${exitedWith}) while starting.${describeOutput(child)}`,
      );
    }
    if (await probe().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, delay));
    delay = Math.min(delay * 2, 250);
  }
  throw new Error(`${child.name} was not ready after ${timeoutMs} ms.${describeOutput(child)}`);
}

function describeOutput(child: ManagedChild): string {
  const output = child.recentOutput().trim();
  return output ? ` Its last output:\n${output}` : '';
}
