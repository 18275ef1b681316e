// One benchmark run: click → call-start-success for our client or the existing SDK, both over the
// same simulated Daily module (aliased in for `@daily-co/daily-js`) and the same platform latency.
import VapiModule from '@vapi-ai/web';
import WebCall from '../src/index';
import { createPlatformHandlers } from '../src/testing';
import { usePage } from './simulated-daily';

/** The simulated network of the issue: 250 ms POST /call/web, 400 ms bundle (once), 500 ms join. */
export const NETWORK = { postMs: 250, bundleMs: 400, joinMs: 500 };

export interface Scenario {
  client: 'ours' | 'existing';
  mobile: boolean;
  preload: boolean;
}

const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const MOBILE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

// The existing SDK is CommonJS only: under Node's ESM rules its default import is `{ default }`.
const Vapi = (VapiModule as unknown as { default?: typeof VapiModule }).default ?? VapiModule;

const handle = createPlatformHandlers({ latencyMs: NETWORK.postMs });
globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) =>
  handle(new Request(input, init))) as typeof fetch;

/** Runs one scenario on a cold page and returns the milliseconds from click to success. */
export async function run(scenario: Scenario): Promise<number> {
  Object.defineProperty(globalThis, 'navigator', {
    configurable: true,
    value: { userAgent: scenario.mobile ? MOBILE_UA : DESKTOP_UA },
  });
  usePage({ bundleMs: NETWORK.bundleMs, joinMs: NETWORK.joinMs });
  const baseUrl = 'https://platform.test';
  if (scenario.client === 'ours') {
    const call = new WebCall('pk_bench', baseUrl);
    if (scenario.preload) await call.preload();
    let successAt = 0;
    call.once('call-start-success', () => {
      successAt = performance.now();
    });
    const clickAt = performance.now();
    const created = await call.start('assistant-id');
    await call.stop();
    if (!created || !successAt) throw new Error('bench: our client did not start');
    return successAt - clickAt;
  }
  const vapi = new Vapi('pk_bench', baseUrl);
  vapi.on('error', () => {});
  let successAt = 0;
  vapi.on('call-start-success', () => {
    successAt = performance.now();
  });
  const clickAt = performance.now();
  const created = await vapi.start('assistant-id');
  await vapi.stop();
  if (!created || !successAt) throw new Error('bench: the existing SDK did not start');
  return successAt - clickAt;
}
