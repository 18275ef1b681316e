import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type ManagedChild, startChild } from './child-process';
import type { EdgeFunction } from './function-config';
import { denoBinary, functionsRouterFile } from './paths';

/** The running edge-functions server (one Deno process for every function). */
export interface FunctionsServer {
  readonly child: ManagedChild;
  /** Loopback origin the gateway forwards `/functions/v1/*` to. */
  readonly origin: string;
  readonly functions: readonly EdgeFunction[];
  stop(): Promise<void>;
}

/** Options of {@link startFunctions}. */
export interface FunctionsOptions {
  functions: readonly EdgeFunction[];
  /** Deno's cache folder (transpiled modules); kept with the stack's data so nothing is global. */
  denoDir: string;
  /** The functions' secrets and Supabase's standard variables (SUPABASE_URL, keys). */
  secrets: Record<string, string>;
  onLine?: (line: string, stream: 'stdout' | 'stderr') => void;
  readyTimeoutMs?: number;
  /** Gives up waiting (and stops Deno) when aborted. */
  signal?: AbortSignal;
  /** Where problems handling Deno's output go. */
  log?: (line: string) => void;
}

/**
 * The Deno command line: no remote modules, no npm, no config discovery, no lock file, no type
 * checking, no update check, so the runtime never reaches for the network; and only the
 * permissions a function needs here (loopback network, its environment, reading its own code).
 */
export function denoArgs(functions: readonly EdgeFunction[]): string[] {
  // Each function's folder, and the functions folder above it for shared code (`../_shared/…`).
  const readable = new Set([dirname(functionsRouterFile)]);
  for (const fn of functions) {
    readable.add(dirname(fn.entrypoint));
    readable.add(dirname(dirname(fn.entrypoint)));
  }
  return [
    'run',
    '--no-config',
    '--no-lock',
    '--no-remote',
    '--no-npm',
    '--cached-only',
    '--no-check',
    '--no-prompt',
    '--allow-net=127.0.0.1',
    '--allow-env',
    `--allow-read=${[...readable].join(',')}`,
    functionsRouterFile,
    ...functions.map((fn) => `${fn.name}=${pathToFileURL(fn.entrypoint).href}`),
  ];
}

/** Starts Deno serving the functions and waits until it listens. */
export async function startFunctions(options: FunctionsOptions): Promise<FunctionsServer> {
  mkdirSync(options.denoDir, { recursive: true });
  let announce: (port: number) => void = () => {};
  const listening = new Promise<number>((resolve) => {
    announce = resolve;
  });
  const child = startChild({
    name: 'Deno (edge functions)',
    command: denoBinary(),
    args: denoArgs(options.functions),
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      DENO_DIR: options.denoDir,
      DENO_NO_UPDATE_CHECK: '1',
      DENO_NO_PROMPT: '1',
      NO_COLOR: '1',
      ...options.secrets,
    },
    onLine(line, stream) {
      const port = stream === 'stdout' ? listeningPort(line) : undefined;
      if (port !== undefined) announce(port);
      else options.onLine?.(line, stream);
    },
    ...(options.log ? { log: options.log } : {}),
  });
  const timeoutMs = options.readyTimeoutMs ?? 60_000;
  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  try {
    const port = await Promise.race([
      listening,
      child.exited.then((code) => {
        throw new Error(`${child.name} exited (${code}) while starting.${tail(child)}`);
      }),
      new Promise<never>((_, reject) => {
        onAbort = () => reject(options.signal?.reason);
        if (options.signal?.aborted) onAbort();
        options.signal?.addEventListener('abort', onAbort, { once: true });
        timer = setTimeout(
          () =>
            reject(new Error(`${child.name} was not ready after ${timeoutMs} ms.${tail(child)}`)),
          timeoutMs,
        );
      }),
    ]);
    return {
      child,
      origin: `http://127.0.0.1:${port}`,
      functions: options.functions,
      stop: () => child.stop(),
    };
  } catch (error) {
    await child.stop();
    throw error;
  } finally {
    clearTimeout(timer);
    if (onAbort) options.signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * The port in the router's `{"listening":<port>,…}` line, or undefined for any other line: a
 * function may well print something that starts the same way, and that is only output.
 */
export function listeningPort(line: string): number | undefined {
  if (!line.startsWith('{"listening":')) return undefined;
  try {
    const { listening } = JSON.parse(line) as { listening?: unknown };
    return Number.isInteger(listening) && (listening as number) > 0
      ? (listening as number)
      : undefined;
  } catch {
    return undefined;
  }
}

function tail(child: ManagedChild): string {
  const output = child.recentOutput().trim();
  return output ? ` Its last output:\n${output}` : '';
}
