// Shared set-up of the client tests: the real WebCall over the simulated call object, with msw
// answering for the platform (`@org/web-call/testing/msw`): no request leaves a client test.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { WebCallEvents } from '../src/events';
import { createSimulatedTransport, type SimulatedTransportOptions } from '../src/testing';
import { type WebCallHandlersOptions, webCallHandlers } from '../src/testing-msw';
import { WebCall } from '../src/web-call';
import type { WebCallOptions } from '../src/web-call-options';

export const BASE_URL = 'https://platform.test';
export const PUBLIC_KEY = 'pk_test';

/** The network of the client tests; a request that no handler answers fails the test. */
export const network = setupServer();

const EVENTS: Array<keyof WebCallEvents> = [
  'call-start',
  'call-end',
  'call-start-progress',
  'call-start-success',
  'call-start-failed',
  'speech-start',
  'speech-end',
  'volume-level',
  'message',
  'error',
  'video',
  'camera-error',
  'daily-participant-updated',
];

/** One recorded event: its name and payload. */
export type Recorded = { name: keyof WebCallEvents; payload: unknown };

export interface Harness {
  call: WebCall;
  factory: ReturnType<typeof createSimulatedTransport>;
  events: Recorded[];
  requests: Request[];
  /** Payloads of one event. */
  of<K extends keyof WebCallEvents>(name: K): Array<Parameters<WebCallEvents[K]>[0]>;
  /** Starts a call and lets the simulation run for `ms`. */
  start(ms?: number, ...args: Parameters<WebCall['start']>): ReturnType<WebCall['start']>;
}

const live: WebCall[] = [];

/** Stops every client made by {@link harness} (for `afterEach`, so a failed test leaks nothing). */
export async function stopAll(): Promise<void> {
  await Promise.all(live.splice(0).map((call) => call.stop()));
}

/**
 * A client on the simulated call object, and the platform's handlers on {@link network} at
 * `platform.baseUrl` (default {@link BASE_URL}) accepting the client's key (`platform.tokens[0]`,
 * default {@link PUBLIC_KEY}). `requests` keeps what reached that platform.
 */
export function harness(
  options: {
    sim?: SimulatedTransportOptions;
    platform?: WebCallHandlersOptions;
    client?: WebCallOptions;
    /** A `fetch` of the client's own instead of the global one (msw's). */
    fetch?: typeof fetch;
  } = {},
): Harness {
  const baseUrl = options.platform?.baseUrl ?? BASE_URL;
  const key = options.platform?.tokens?.[0] ?? PUBLIC_KEY;
  network.use(...webCallHandlers({ baseUrl, tokens: [key], ...options.platform }));
  const requests: Request[] = [];
  network.events.on('request:start', ({ request }) => {
    if (request.url.startsWith(`${baseUrl}/`)) requests.push(request.clone());
  });
  const factory = createSimulatedTransport({
    script: { turns: [{ role: 'assistant', text: 'Hello there, how can I help you?' }] },
    ...options.sim,
  });
  const call = new WebCall(key, baseUrl, undefined, undefined, {
    transport: factory,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...options.client,
  });
  live.push(call);
  const events: Recorded[] = [];
  for (const name of EVENTS) {
    call.on(name, ((payload?: unknown) => events.push({ name, payload })) as never);
  }
  return {
    call,
    factory,
    events,
    requests,
    of: (name) => events.filter((e) => e.name === name).map((e) => e.payload) as never,
    async start(ms = 1000, ...args) {
      const pending = args.length ? call.start(...args) : call.start('assistant-id');
      await vi.advanceTimersByTimeAsync(ms);
      return pending;
    },
  };
}

/**
 * The client tests' lifecycle: fake timers and stubbed media playback for each test; afterwards
 * every client is stopped (so a failed test leaks nothing) and timers, mocks and globals restored.
 */
export function useClientTestLifecycle(): void {
  beforeAll(() => network.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    vi.useFakeTimers();
    stubMediaPlayback();
  });
  afterEach(async () => {
    await stopAll();
    network.resetHandlers();
    network.events.removeAllListeners();
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
  afterAll(() => network.close());
}

/** jsdom implements no media playback: make play() succeed unless a test says otherwise. */
export function stubMediaPlayback(): void {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
}

/** jsdom has no `navigator.mediaDevices`: gives it one that asks `getUserMedia` for media. */
export function stubGetUserMedia(
  getUserMedia: (constraints: MediaStreamConstraints) => Promise<unknown>,
): void {
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
}

/** Pretends to be a phone for `isMobileDevice()`. */
export function pretendMobile(): void {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
  );
}
