import { type FSWatcher, watch } from 'node:fs';
import type { FunctionsServer } from './functions';

/** The edge-functions server as the stack sees it: the current Deno, replaced on reload. */
export interface FunctionsSupervisor {
  /** The server requests go to now. */
  current(): FunctionsServer;
  /** Resolves when the current server dies on its own (not when replaced or stopped). */
  readonly failed: Promise<Error>;
  /** Starts a new server from the code as it is now, then retires the old one. */
  reload(): Promise<void>;
  /** Stops watching and stops the current server. */
  stop(): Promise<void>;
}

/** Options of {@link superviseFunctions}. */
export interface SupervisorOptions {
  /** Starts a fresh server (a new Deno process). */
  start: () => Promise<FunctionsServer>;
  /** Called after a new server took over, to point the gateway at it. */
  onSwap: (server: FunctionsServer) => void;
  /**
   * Resolves once no request is on its way to a replaced server any more (called after the swap,
   * before the stop). Stopping a server while the gateway is writing a request on one of its
   * keep-alive connections would cut that request off.
   */
  drain?: (server: FunctionsServer) => Promise<void>;
  /** Called once a replaced server has stopped (its in-flight requests answered). */
  onRetire?: (server: FunctionsServer) => void;
  /** When set, changes under this folder reload the functions (like `supabase functions serve`). */
  watchDir?: string;
  /** The file watcher (default `fs.watch`); tests pass one that fails. */
  watch?: typeof watch;
  log: (line: string) => void;
}

/**
 * Keeps the functions server running: reloads it on demand or when its code changes (the old
 * server answers until the new one listens, so no request sees a gap), and reports a server that
 * dies while it is the current one.
 */
export function superviseFunctions(
  first: FunctionsServer,
  options: SupervisorOptions,
): FunctionsSupervisor {
  let current = first;
  let stopped = false;
  let reportFailure: (error: Error) => void = () => {};
  const failed = new Promise<Error>((resolve) => {
    reportFailure = resolve;
  });
  const follow = (server: FunctionsServer) => {
    void server.child.exited.then((code) => {
      if (stopped || server !== current) return;
      const output = server.child.recentOutput().trim();
      reportFailure(
        new Error(
          `${server.child.name} exited unexpectedly (${code}).${output ? ` Its last output:\n${output}` : ''}`,
        ),
      );
    });
  };
  follow(first);

  let running: Promise<void> | undefined;
  let again = false;
  const reloadOnce = async () => {
    try {
      const next = await options.start();
      if (stopped) {
        await next.stop();
        return;
      }
      const previous = current;
      current = next;
      follow(next);
      options.onSwap(next);
      await options.drain?.(previous);
      await previous.stop();
      options.onRetire?.(previous);
      options.log('[functions] reloaded');
    } catch (error) {
      options.log(
        `[functions] reload failed, the previous code keeps serving: ${(error as Error).message}`,
      );
    }
  };
  const reload = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await reloadOnce();
      } while (again && !stopped);
      running = undefined;
    })();
    return running;
  };

  let watcher: FSWatcher | undefined;
  let debounce: NodeJS.Timeout | undefined;
  const { watchDir } = options;
  if (watchDir) {
    // Watching is a convenience: when it fails (folder gone, no inotify watches left) the stack
    // keeps serving the code it has, and says so.
    const gaveUp = (error: Error) =>
      options.log(
        `[functions] cannot watch ${watchDir} for changes (${error.message}); the functions keep serving, restart the stack to load new code`,
      );
    try {
      watcher = (options.watch ?? watch)(watchDir, { recursive: true }, () => {
        clearTimeout(debounce);
        debounce = setTimeout(() => {
          options.log('[functions] code changed, reloading');
          void reload();
        }, 150);
      });
      watcher.on('error', (error) => {
        gaveUp(error);
        watcher?.close();
      });
    } catch (error) {
      gaveUp(error as Error);
    }
  }

  return {
    current: () => current,
    failed,
    reload,
    async stop() {
      stopped = true;
      watcher?.close();
      clearTimeout(debounce);
      await running;
      await current.stop();
    },
  };
}
