import { DAILY_VERSION } from './daily-rules';
import type { SimulatedEnvironment } from './simulated-call-object';

/** The hosts daily-js tries for its call-machine bundle, in order. */
export const BUNDLE_HOSTS = ['c.daily.co', 'c.dailywebrtc.com', 'c.dailywebrtc.net'] as const;

/** daily-js tries every host this many times, waiting this long between rounds. */
const ROUNDS = 3;
const ROUND_GAP_MS = 3000;

/** The URL of Daily's call-machine bundle on one host. */
export function bundleUrl(host: string): string {
  return `https://${host}/call-machine/versioned/${DAILY_VERSION}/static/call-machine-object-bundle.js`;
}

/** The fatal error daily-js reports when none of its bundle URLs answer. */
export function bundleFailure() {
  const errorMsg = `Failed to load call object bundle ${bundleUrl(BUNDLE_HOSTS[2])}: TypeError: Failed to fetch`;
  return {
    errorMsg,
    error: {
      type: 'connection-error',
      msg: 'Failed to load call object bundle.',
      details: {
        on: 'load',
        sourceError: { msg: errorMsg, type: 'Failed to fetch' },
        bundleUrl: bundleUrl(BUNDLE_HOSTS[0]),
      },
    },
  };
}

/** What a load needs from its call object. */
export interface BundleLoadHost {
  /** Waits, on the call object's own timers. */
  wait(ms: number): Promise<void>;
  /** Reports one failed attempt (`load-attempt-failed`). */
  attemptFailed(): void;
  /** Whether this load is still the current one (a later load, `leave()` or `destroy()` cancel it). */
  current(): boolean;
}

const never = new Promise<never>(() => {});

/**
 * Loads Daily's call bundle as daily-js does: once per page when it can be reached (the simulated
 * download time is paid once per factory), and when it cannot, three rounds over the three hosts
 * with 3 s between rounds, a `load-attempt-failed` for each attempt, then a rejection (about 6 s
 * after the start). A cancelled load never settles, like daily-js's.
 */
export async function loadBundle(env: SimulatedEnvironment, host: BundleLoadHost): Promise<void> {
  if (env.faults.bundle === 'unreachable') {
    for (let round = 0; round < ROUNDS; round++) {
      if (round) await host.wait(ROUND_GAP_MS);
      if (!host.current()) return never;
      for (const _ of BUNDLE_HOSTS) host.attemptFailed();
    }
    throw bundleFailure();
  }
  const bundle = env.bundle;
  if (!bundle.loaded && env.pacing.loadMs > 0) {
    bundle.loading ??= new Promise<void>((resolve) => {
      setTimeout(() => {
        bundle.loaded = true;
        resolve();
      }, env.pacing.loadMs);
    });
    await bundle.loading;
  }
  if (!host.current()) return never;
}
