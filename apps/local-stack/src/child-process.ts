import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';

/** A program the stack runs, with the last lines it printed kept for error messages. */
export interface ManagedChild {
  readonly name: string;
  readonly process: ChildProcess;
  /** Resolves with the exit code (or signal name) when the program ends, for whatever reason. */
  readonly exited: Promise<number | string>;
  /** The last lines the program printed on stdout and stderr, oldest first. */
  recentOutput(): string;
  /** Asks the program to stop (SIGTERM by default), then kills it (SIGKILL) if it has not ended in time. */
  stop(graceMs?: number): Promise<void>;
}

/** Options of {@link startChild}. */
export interface StartChildOptions {
  name: string;
  command: string;
  args: string[];
  env: NodeJS.ProcessEnv;
  cwd?: string;
  /** Called with every line the program prints; return value ignored, exceptions logged. */
  onLine?: (line: string, stream: 'stdout' | 'stderr') => void;
  /** Where problems handling the program's output go (they never stop the program or the stack). */
  log?: (line: string) => void;
  /** The signal that asks the program to stop (default SIGTERM). */
  stopSignal?: NodeJS.Signals;
  /** How the program is tied to this process, and as whom it runs. */
  tie?: TieOptions;
}

const KEPT_LINES = 40;

/** Children still running, stopped by the exit hook if their owner forgot or could not. */
const running = new Set<ChildProcess>();
let exitHookInstalled = false;

/** Kills a child's whole process group (the child and anything it started). */
function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is gone already.
  }
}

/**
 * Last line of defence when this process ends without stopping its children (an uncaught
 * exception, `process.exit` on a second Ctrl-C): kill every child group still running. Only
 * synchronous work is possible in an exit handler, hence SIGKILL.
 */
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const child of running) killGroup(child, 'SIGKILL');
  });
}

/**
 * On Linux, `setpriv --pdeathsig` (util-linux, on every Debian) makes the kernel send the child a
 * signal when this process dies, even by SIGKILL, when no exit handler can run.
 */
const SETPRIV = ['/usr/bin/setpriv', '/bin/setpriv'].find(
  (file) => process.platform === 'linux' && existsSync(file),
);

/** Whether children can be tied to this process's life (see {@link tiedCommand}). */
export const canTieChildren = SETPRIV !== undefined;

/** How {@link tiedCommand} starts a program. */
export interface TieOptions {
  /** The signal the program gets when this process dies (default SIGTERM). */
  deathSignal?: NodeJS.Signals;
  /** Run as this system user (root only; setpriv is then required). */
  user?: string;
}

/**
 * The command line that runs `command`, tied to this process's life where the system allows, and
 * as another user when asked (one setpriv call: a later change of user would clear the tie).
 */
export function tiedCommand(
  command: string,
  args: readonly string[],
  options: TieOptions = {},
): [string, string[]] {
  if (!SETPRIV) {
    if (options.user) throw new Error(`Running ${command} as ${options.user} needs setpriv.`);
    return [command, [...args]];
  }
  const user = options.user
    ? [`--reuid=${options.user}`, `--regid=${options.user}`, '--init-groups']
    : [];
  const signal = (options.deathSignal ?? 'SIGTERM').replace(/^SIG/, '');
  return [SETPRIV, [...user, '--pdeathsig', signal, '--', command, ...args]];
}

/**
 * Starts a program whose lifetime the stack owns, in a process group of its own: stopping it stops
 * whatever it started, and a Ctrl-C meant for the stack reaches the stack, which stops its
 * programs in order. Spawn failures surface through `exited`.
 */
export function startChild(options: StartChildOptions): ManagedChild {
  const lines: string[] = [];
  const [command, args] = tiedCommand(options.command, options.args, options.tie);
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  installExitHook();
  running.add(child);
  const exited = new Promise<number | string>((resolve) => {
    child.once('error', (error) => {
      running.delete(child);
      lines.push(`${options.name} could not be started: ${error.message}`);
      resolve(`spawn error: ${error.message}`);
    });
    child.once('exit', (code, signal) => {
      running.delete(child);
      // Anything the program left behind in its group goes with it.
      killGroup(child, 'SIGKILL');
      resolve(code ?? signal ?? 'unknown');
    });
  });
  for (const stream of ['stdout', 'stderr'] as const) {
    const source = child[stream];
    if (!source) continue;
    createInterface({ input: source }).on('line', (line) => {
      lines.push(line);
      if (lines.length > KEPT_LINES) lines.shift();
      try {
        options.onLine?.(line, stream);
      } catch (error) {
        options.log?.(
          `${options.name}: could not handle an output line (${(error as Error).message}): ${line}`,
        );
      }
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
        killGroup(child, options.stopSignal ?? 'SIGTERM');
        const timer = setTimeout(() => killGroup(child, 'SIGKILL'), graceMs);
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
