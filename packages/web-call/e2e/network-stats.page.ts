// Runs in a real Chromium page (see turn-latency.spec.ts): daily-js's own getNetworkStats(), the
// member of the transport seam the turn latency reads its network share from, offline.
import { createDailyTransport } from '../src/daily';

declare global {
  interface Window {
    /** Asks real daily-js's call object for its network figures, before any join. */
    readNetworkStats(): Promise<Record<string, unknown>>;
  }
}

window.readNetworkStats = async () => {
  const transport = await createDailyTransport({});
  try {
    const stats = await Promise.race([
      transport.getNetworkStats(),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 5000)),
    ]);
    return {
      answered: stats !== null,
      networkState: stats?.networkState,
      roundTrip: stats ? (stats.stats.latest?.networkRoundTripTime ?? null) : 'none',
    };
  } catch (error) {
    return { error: String(error) };
  } finally {
    await transport.destroy();
  }
};
