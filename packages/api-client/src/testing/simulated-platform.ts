import { type Client, createClient } from '../client';
import type { ClientOptions } from '../core/core';
import { DEFAULT_BASE_URL } from '../core/url';
import {
  createPlatformSimulator,
  type PlatformSimulator,
  type PlatformSimulatorOptions,
} from '../simulator/simulator';

/** The token the clients of {@link useSimulatedPlatform} send. */
export const TEST_TOKEN = 'sk_test';

/**
 * A platform simulator per test, and clients whose `fetch` it answers (no network). `platform()`
 * makes a new simulator; the clients made before then reach the new one too, as after msw's
 * `resetHandlers` with new handlers. `requests` lists what reached it, as `METHOD url`, and
 * `statuses` what it answered. The simulator checks each JSON body against its route's request
 * schema itself, and answers 400 to one that does not fit.
 */
export function useSimulatedPlatform() {
  let current: PlatformSimulator | undefined;
  const requests: string[] = [];
  const statuses: number[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    requests.push(`${request.method} ${request.url}`);
    if (!current) throw new Error('call platform() first');
    const response = await current.fetch(request);
    statuses.push(response.status);
    return response;
  };
  return {
    requests,
    /** The statuses the current simulator answered with. */
    statuses,
    /** The `fetch` of the current simulator, recording what it is sent. */
    fetch,
    /** The current simulator. */
    get simulator(): PlatformSimulator {
      if (!current) throw new Error('call platform() first');
      return current;
    },
    /**
     * Makes a new simulator (on the client's default base URL) and a client for it.
     */
    platform(options: PlatformSimulatorOptions = {}, client: ClientOptions = {}): Client {
      current = createPlatformSimulator({
        baseUrl: DEFAULT_BASE_URL,
        ...options,
      });
      requests.length = 0;
      statuses.length = 0;
      return createClient({
        token: TEST_TOKEN,
        baseUrl: options.baseUrl,
        maxRetries: 0,
        fetch,
        ...client,
      });
    },
  };
}
