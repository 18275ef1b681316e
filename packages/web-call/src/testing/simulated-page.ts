// One factory of simulated transports is one page: its transports share the room options, the
// call bundle's download and the rule of one call at a time.
import type {
  DailyCallQualityTestResults,
  DailyNetworkConnectivityTestStats,
  DailyWebsocketConnectivityTestResults,
} from '@daily-co/daily-js';
import type { Transport } from '../transport';
import type { SimulatedFaults, SimulatedPacing, SimulatedRoomOptions } from './options';
import type { FixturePlayer } from './replay';
import type { SimulatedDevices } from './simulated-devices';

/** What the transports of one factory share, like the calls of one page. */
export interface SimulatedPage {
  options: SimulatedRoomOptions;
  pacing: SimulatedPacing;
  faults: SimulatedFaults;
  /** The call bundle: downloaded once, by whichever load comes first. */
  bundle: { loaded: boolean; loading?: Promise<void> };
  /** The page's transports, from creation until destroyed. */
  open: Set<Transport>;
  /** The recorded calls its transports play, with the `replay` option. */
  replay?: FixturePlayer;
  /** The page's microphones, speakers and cameras. */
  devices: SimulatedDevices;
}

/** Downloads the page's call bundle: the first load pays `pacing.loadMs`, the others wait for it. */
export async function downloadBundle(page: SimulatedPage): Promise<void> {
  const { bundle, pacing } = page;
  if (bundle.loaded || pacing.loadMs <= 0) return;
  bundle.loading ??= new Promise<void>((resolve) => {
    setTimeout(() => {
      bundle.loaded = true;
      resolve();
    }, pacing.loadMs);
  });
  await bundle.loading;
}

/** What daily-js's pre-call tests find on a simulated page: a loopback network that passes each. */
export const loopbackTests = {
  network: (): DailyNetworkConnectivityTestStats => ({ result: 'passed' }),
  websocket: (): DailyWebsocketConnectivityTestResults => ({
    result: 'passed',
    abortedRegions: [],
    failedRegions: [],
    passedRegions: ['local'],
  }),
  quality: (): DailyCallQualityTestResults => {
    const none = { maxRoundTripTime: 0, avgRoundTripTime: 0, avgSendPacketLoss: 0 };
    const data = { ...none, avgAvailableOutgoingBitrate: null, avgSendBitsPerSecond: null };
    return { result: 'good', data, secondsElapsed: 0 };
  },
};
