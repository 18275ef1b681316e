/**
 * How the performance script turns Lighthouse runs into figures, and when it measures a page again.
 *
 * Lighthouse's timings scale with the CPU they run on, and every run records how fast the host was
 * at that moment (Lighthouse's CPU benchmark, `benchmarkIndex`). On a shared machine another
 * process can slow the host down for a minute, and a page measured in that minute misses its
 * targets although the page did not change. So a page whose timed figures miss is measured again,
 * but only when its runs show a slowed host: their median CPU benchmark is below
 * {@link SLOW_HOST_SHARE} of the fastest run of the whole session. A page that misses on a host
 * running at full speed fails at once, and so does one still missing after {@link MAX_SAMPLES}
 * samples. Every sample's runs are printed, the ones set aside too.
 */

/** What one Lighthouse run gives the script. */
export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  benchmarkIndex: number;
}

/** The timed figures' targets: the performance score and the two paints. */
export interface TimedTargets {
  performance: number;
  fcpMs: number;
  lcpMs: number;
}

/** A run slower than this share of the session's fastest host speed ran on a slowed host. */
export const SLOW_HOST_SHARE = 0.85;

/** At most this many samples of one page (the first and two more). */
export const MAX_SAMPLES = 3;

/** The median of a list (the lower middle of an even one), as Lighthouse CI takes it. */
export function middle(values: readonly number[]): number {
  if (values.length === 0) throw new Error('no values to take a median of');
  return [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] as number;
}

/** Each timed figure is its own median over the runs, never the best run's. */
export function medians(runs: readonly LighthouseRun[]) {
  return {
    performance: middle(runs.map((run) => run.performance)),
    fcpMs: middle(runs.map((run) => run.fcpMs)),
    lcpMs: middle(runs.map((run) => run.lcpMs)),
    benchmarkIndex: middle(runs.map((run) => run.benchmarkIndex)),
  };
}

/** Whether a sample's medians meet every timed target. */
export function meetsTimedTargets(runs: readonly LighthouseRun[], targets: TimedTargets): boolean {
  const median = medians(runs);
  return (
    median.performance >= targets.performance &&
    median.fcpMs <= targets.fcpMs &&
    median.lcpMs <= targets.lcpMs
  );
}

/** The host's full speed: the highest CPU benchmark of any run in the session. */
export function fullSpeed(samples: readonly (readonly LighthouseRun[])[]): number {
  return Math.max(0, ...samples.flat().map((run) => run.benchmarkIndex));
}

/** Whether a sample ran on a slowed host: its median CPU benchmark is well below full speed. */
export function ranSlowed(runs: readonly LighthouseRun[], speed: number): boolean {
  return medians(runs).benchmarkIndex < SLOW_HOST_SHARE * speed;
}

/**
 * Why a page is measured again, or undefined when its latest sample stands: it met its timed
 * targets, or missed them on a host at full speed, or has had {@link MAX_SAMPLES} samples.
 */
export function reasonToMeasureAgain(
  samples: readonly (readonly LighthouseRun[])[],
  speed: number,
  targets: TimedTargets,
): string | undefined {
  const latest = samples.at(-1);
  if (!latest || samples.length >= MAX_SAMPLES) return undefined;
  if (meetsTimedTargets(latest, targets) || !ranSlowed(latest, speed)) return undefined;
  const benchmark = medians(latest).benchmarkIndex;
  return (
    `missed a timed target on a slowed host (median CPU benchmark ${benchmark}, ` +
    `below ${Math.round(SLOW_HOST_SHARE * 100)} % of the session's ${speed})`
  );
}
