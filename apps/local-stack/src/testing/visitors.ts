import { Agent, fetch as undiciFetch } from 'undici';

/**
 * Distinct visitors for tests on one machine. The database's rate limits count requests per client
 * address, which the gateway takes from the TCP connection; every address of 127.0.0.0/8 is this
 * machine's loopback on Linux, so a connection opened from 127.x.y.z reaches the gateway as a
 * different client, with nothing in the stack relaxed or trusted for tests.
 */
export interface Visitor {
  /** The loopback address the visitor's connections come from. */
  readonly address: string;
  /** A `fetch` whose connections start from {@link Visitor.address}. */
  readonly fetch: typeof fetch;
  /** Closes the visitor's connections. */
  close(): Promise<void>;
}

/** A visitor whose requests leave from `address` (a 127.x.y.z address). */
export function visitorAt(address: string): Visitor {
  const dispatcher = new Agent({ localAddress: address });
  const visitorFetch = ((input: Parameters<typeof fetch>[0], init?: RequestInit) =>
    undiciFetch(input as never, { ...(init as object), dispatcher })) as unknown as typeof fetch;
  return { address, fetch: visitorFetch, close: () => dispatcher.close() };
}

// 127.64.0.0/10: a random start per test process, then one address after another.
const FIRST = 0x40_00_00;
const SPAN = 0x40_00_00;
let next = Math.floor(Math.random() * SPAN);

/**
 * A loopback address no other visitor of this test process has, and unlikely to repeat across runs
 * against a long-lived stack (the limits' window is an hour).
 */
export function newVisitorAddress(): string {
  const n = FIRST + (next++ % SPAN);
  return `127.${n >> 16}.${(n >> 8) & 0xff}.${n & 0xff}`;
}

/** A visitor from a fresh loopback address. */
export function newVisitor(): Visitor {
  return visitorAt(newVisitorAddress());
}

/**
 * A `fetch` that sends every request from a fresh visitor: many visitors, each sending one request
 * (a load test, or a test that must not count against one address's limit).
 */
export function oneVisitorPerRequest(): { fetch: typeof fetch; close(): Promise<void> } {
  const closing: Promise<void>[] = [];
  const perRequest = (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const visitor = newVisitor();
    try {
      return await visitor.fetch(input, init);
    } finally {
      // Graceful: the connection closes once the answer's body has been read.
      closing.push(visitor.close());
    }
  }) as typeof fetch;
  return { fetch: perRequest, close: async () => void (await Promise.all(closing)) };
}
