// The client in a real page, for client.spec.ts: WebCall with its default factory (the real
// daily-js, whose hosts fail) or the simulated transport, with the platform answered in memory.
import Daily from '@daily-co/daily-js';
import { type TransportProperties, WebCall, type WebCallOptions } from '../src/index';
import { ANOTHER_CALL_LIVE } from '../src/page-calls';
import { createPlatformFetch, createSimulatedTransport } from '../src/testing';

const fetch = createPlatformFetch();

/**
 * A client of the in-memory platform, on the real daily-js unless `options` say otherwise. One
 * `error` per failed start (no generic `start-method-error` after it), so the tests count failures.
 */
function client(dailyCallObject?: TransportProperties, options?: WebCallOptions): WebCall {
  return new WebCall('pk', 'https://platform.test', undefined, dailyCallObject, {
    fetch,
    genericStartError: false,
    ...options,
  });
}

/** A client on the simulated transport (with real media in this browser). */
const simulatedClient = () => client(undefined, { transport: createSimulatedTransport({ fetch }) });

const lab = { Daily, WebCall, ANOTHER_CALL_LIVE, client, simulatedClient };

declare global {
  interface Window {
    lab: typeof lab;
  }
}

window.lab = lab;
