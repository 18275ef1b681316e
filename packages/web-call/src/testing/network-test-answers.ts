// What daily-js's pre-call network tests and network stats answer on a loopback network, where
// every region is reachable and the line is perfect.
import type { DailyNetworkStats } from '@daily-co/daily-js';

/** `testWebsocketConnectivity()`: the one (local) region passes. */
export const websocketTestPassed = () => ({
  result: 'passed',
  abortedRegions: [],
  failedRegions: [],
  passedRegions: ['local'],
});

/** `testCallQuality()`: a good call, with daily-js's figures for it. */
export const callQualityGood = () => ({
  result: 'good',
  data: {
    maxRoundTripTime: 0.02,
    avgRoundTripTime: 0.01,
    avgSendPacketLoss: 0,
    avgAvailableOutgoingBitrate: 2_500_000,
    avgSendBitsPerSecond: 1_000_000,
  },
  secondsElapsed: 0,
});

/**
 * `testNetworkConnectivity(videoTrack)`: passes; without a video track daily-js logs why and
 * throws, as here.
 */
export function networkConnectivityResult(videoTrack?: MediaStreamTrack): { result: 'passed' } {
  if (!videoTrack) {
    console.error('Missing video track. You must provide a video track in order to run this test.');
    throw new Error('Video track error');
  }
  return { result: 'passed' };
}

/**
 * `getNetworkStats()` outside a call (before join, after leaving): the network daily-js starts with
 * and no figures. daily-js answers it without the `networkStateReasons` its types declare.
 */
export const startingNetworkStats = () =>
  ({ stats: {}, threshold: 'good', quality: 100, networkState: 'unknown' }) as DailyNetworkStats;

/** `getNetworkStats()` in a call: a perfect loopback line, its latest figures taken `now`. */
export const goodNetworkStats = (now: number): DailyNetworkStats => ({
  stats: {
    latest: {
      timestamp: now,
      recvBitsPerSecond: 64_000,
      sendBitsPerSecond: 64_000,
      availableOutgoingBitrate: 2_500_000,
      networkRoundTripTime: 0.01,
      videoRecvBitsPerSecond: 0,
      videoSendBitsPerSecond: 0,
      audioRecvBitsPerSecond: 64_000,
      audioSendBitsPerSecond: 64_000,
      videoRecvPacketLoss: 0,
      videoSendPacketLoss: 0,
      audioRecvPacketLoss: 0,
      audioSendPacketLoss: 0,
      totalSendPacketLoss: 0,
      totalRecvPacketLoss: 0,
      videoRecvJitter: 0,
      videoSendJitter: 0,
      audioRecvJitter: 0,
      audioSendJitter: 0,
    },
    worstVideoRecvPacketLoss: 0,
    worstVideoSendPacketLoss: 0,
    worstAudioRecvPacketLoss: 0,
    worstAudioSendPacketLoss: 0,
    worstVideoRecvJitter: 0,
    worstVideoSendJitter: 0,
    worstAudioRecvJitter: 0,
    worstAudioSendJitter: 0,
    averageNetworkRoundTripTime: 0.01,
  },
  threshold: 'good',
  quality: 100,
  networkState: 'good',
  networkStateReasons: [],
});
