import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { type Client, createClient } from '../client';
import type { ClientOptions } from '../core/core';
import { type PlatformHandlersOptions, platformHandlers } from '../msw/handlers';

/** The token the clients of {@link useMockPlatform} send. */
export const TEST_TOKEN = 'sk_test';

/**
 * Starts an msw server for the test file (unhandled requests fail the test) and gives each test a
 * fresh mock platform and a client pointed at it.
 */
export function useMockPlatform() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return {
    server,
    /** Serves a new mock platform and returns a client for it (no retries unless asked). */
    platform(options: PlatformHandlersOptions = {}, client: ClientOptions = {}): Client {
      server.resetHandlers(...platformHandlers(options));
      return createClient({
        token: TEST_TOKEN,
        baseUrl: options.baseUrl,
        maxRetries: 0,
        ...client,
      });
    },
  };
}
