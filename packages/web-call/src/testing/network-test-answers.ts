// What daily-js's pre-call network tests answer on a loopback network, where every region is
// reachable and the line is perfect.

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
