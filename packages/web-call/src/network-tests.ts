import type {
  DailyCallQualityTestResults,
  DailyNetworkConnectivityTestStats,
  DailyWebsocketConnectivityTestResults,
} from '@daily-co/daily-js';
import type { claimPage } from './page-calls';
import type { Transport, TransportFactory } from './transport';

/** A network test that could not run (it threw or rejected): why. */
export type NetworkTestFailure = {
  result: 'error';
  error: string;
};

/**
 * What `WebCall.runNetworkTestsStandalone()` found, test by test, as daily-js reports it (the same
 * keys as `@vapi-ai/web`): `result` is `passed` / `failed` / `aborted` (`good` / `bad` / `warning`
 * … for call quality), or `error` when the test could not run. `error` alone: no test ran (the
 * call object could not be made, e.g. because another call is live on the page).
 */
export type NetworkTestResults = {
  /** Whether media can be relayed through Daily's TURN servers (needs a camera track). */
  networkConnectivity?: DailyNetworkConnectivityTestStats | NetworkTestFailure;
  /** Which of Daily's regions a WebSocket reaches. */
  websocketConnectivity?: DailyWebsocketConnectivityTestResults | NetworkTestFailure;
  /** A short test call's quality (round-trip time, packet loss, bitrate). */
  callQuality?: DailyCallQualityTestResults | NetworkTestFailure;
  error?: string;
};

/**
 * Runs daily-js's own pre-call network tests on a temporary call object of `factory`, which takes
 * its turn on the page like a call (an idle preloaded object is given up; a live call refuses it)
 * and is destroyed at the end. Never rejects: each test's outcome, or failure, is in the result.
 * `claim` is the client's {@link claimPage}, passed in so that this module, loaded on first use,
 * loads nothing of the core with it.
 */
export async function runNetworkTests(
  factory: TransportFactory,
  claim: typeof claimPage,
): Promise<NetworkTestResults> {
  const results: NetworkTestResults = {};
  let free: (() => void) | undefined;
  let call: Transport | undefined;
  const run = async <K extends keyof NetworkTestResults>(
    key: K,
    test: () => Promise<NetworkTestResults[K]>,
  ) => {
    try {
      results[key] = await test();
    } catch (error) {
      results[key] = { result: 'error', error: String(error) } as NetworkTestResults[K];
    }
  };
  try {
    free = await claim(factory, { live: true, close: async () => {} }, false);
    const tested = await factory({ audioSource: true, videoSource: true });
    call = tested;
    // A test that cannot load Daily's bundle makes daily-js send a fatal `error`, already in the
    // results: heard here, daily-js does not log it as unhandled.
    tested.on('error', () => {});
    await run('networkConnectivity', async () => {
      const stream = await navigator.mediaDevices.getUserMedia({ video: true });
      const [video] = stream.getVideoTracks();
      try {
        return await tested.testNetworkConnectivity(video as MediaStreamTrack);
      } finally {
        video?.stop();
      }
    });
    await run('websocketConnectivity', () => tested.testWebsocketConnectivity());
    // The call quality test needs a call state: the camera and microphone started.
    await run('callQuality', async () => {
      await tested.startCamera();
      return tested.testCallQuality();
    });
  } catch (error) {
    results.error = String(error);
  } finally {
    await call?.destroy().catch(() => {}); // its outcome is ignored
    free?.();
  }
  return results;
}
