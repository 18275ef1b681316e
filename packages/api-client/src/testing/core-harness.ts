import { afterEach } from 'vitest';
import { type ClientOptions, type Core, createCore } from '../core/core';
import { type ApiError, isApiError } from '../core/errors';
import { type Handler, type LocalServer, startServer } from './local-server';

/** The server of the running test and a way to start it with a core pointed at it. */
export interface CoreHarness {
  /** The server started by the current test, if any. */
  readonly server: LocalServer | undefined;
  /** Starts a server answering with `handler` and makes a core for it (40 ms first back-off). */
  serve(handler: Handler, options?: ClientOptions): Promise<Core>;
}

/** Registers an `afterEach` that stops the test's server; call once at the top of a test file. */
export function useCoreHarness(): CoreHarness {
  let server: LocalServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });
  return {
    get server() {
      return server;
    },
    async serve(handler, options = {}) {
      await server?.close();
      server = await startServer(handler);
      return createCore({ token: 'sk_test', baseUrl: server.url, retryDelayMs: 40, ...options });
    },
  };
}

/** Awaits a promise that must reject with an ApiError, and returns that error. */
export async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}
