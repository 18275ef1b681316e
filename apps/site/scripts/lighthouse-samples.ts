/**
 * How the site's benchmark turns Lighthouse runs into figures (`perf.mjs` measures, this module
 * decides). Pure functions only.
 *
 * Two kinds of figure (the same split as `scripts/bench-figures.mjs`):
 *
 * - checks come out the same on every machine and fail `npm test` when missed: the accessibility,
 *   best-practices and SEO scores (worst run), Cumulative Layout Shift (worst run), and which
 *   requests block rendering;
 * - benchmark figures scale with the host's CPU and are printed with their targets, never failed
 *   on: the performance score, FCP, LCP, Speed Index and Total Blocking Time (each its own median
 *   over the runs, as Lighthouse CI aggregates them), the TBT of the page's script-free copy and
 *   what the scripts add to it, and INP.
 */

/** What one Lighthouse run of a page gives the benchmark. */
export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  speedIndexMs: number;
  cls: number;
  /** Lighthouse's CPU benchmark of the host during the run (`environment.benchmarkIndex`). */
  benchmarkIndex: number;
  /** The CPU slowdown Lighthouse applied. */
  cpuSlowdownMultiplier?: number;
  /** Render-blocking requests other than the page's own stylesheets. */
  blockingOffenders: string[];
  /** Audits below full marks, as `category: audit-id`. */
  belowFullMarks: string[];
}

/** A figure as `scripts/bench-figures.mjs` prints and judges it. */
export interface Figure {
  id: string;
  section: string;
  name: string;
  value: number;
  unit: string;
  digits?: number;
  target?: { op: '<=' | '>=' | '='; value: number };
  kind: 'check' | 'benchmark';
  note?: string;
}

/** The site's targets. */
export const TARGETS = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 1_200,
  lcpMs: 1_800,
  /**
   * Layout shift is a matter of layout, not of speed: 0.1 is the Core Web Vitals line for a good
   * page, and Lighthouse's own full-score point. The site shifts by 0 today; the line leaves room
   * for a shift whose size depends on when a late resource lands, and still fails a page whose
   * content moves noticeably.
   */
  cls: 0.1,
  /** What the scripts may add to Total Blocking Time over the same page without them. */
  scriptTbtMs: 50,
  /** Total Blocking Time of the page's script-free copy (parsing, style, layout and paint). */
  scriptFreeTbtMs: 50,
  /** Interaction to Next Paint of an early tap. */
  inpMs: 200,
  /** From an early tap to its effect on screen (the menu open, the orb connecting). */
  tapEffectMs: 300,
} as const;

/** The CPU benchmark index Lighthouse's mobile throttling (CPU ×4) is calibrated for. */
export const REFERENCE_INDEX = 2_000;

/** Lighthouse's default mobile CPU slowdown. */
export const DEFAULT_CPU_SLOWDOWN = 4;

/** Above this median CPU benchmark index, `pnpm bench` also measures as on the reference host. */
export const SCALE_ABOVE_INDEX = 2_400;

/** The median of a list (the lower middle of an even one), as Lighthouse CI takes it. */
export function middle(values: readonly number[]): number {
  if (values.length === 0) throw new Error('no values to take a median of');
  return [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] as number;
}

/** Each timed figure is its own median over the runs, never the best run's. */
export function medians(runs: readonly LighthouseRun[]) {
  const of = (key: keyof LighthouseRun) => middle(runs.map((run) => run[key] as number));
  return {
    performance: of('performance'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    speedIndexMs: of('speedIndexMs'),
    benchmarkIndex: of('benchmarkIndex'),
  };
}

/**
 * The CPU slowdown that makes this host measure as the reference host does (index 2000 under
 * Lighthouse's ×4): 4 × index ÷ 2000, rounded to hundredths. `undefined` when the host reads
 * `above` or less, where Lighthouse's default ×4 already stands for the reference.
 */
export function referenceSlowdown(
  benchmarkIndex: number,
  above: number = SCALE_ABOVE_INDEX,
): number | undefined {
  if (!(benchmarkIndex > above)) return undefined;
  return Math.round(((DEFAULT_CPU_SLOWDOWN * benchmarkIndex) / REFERENCE_INDEX) * 100) / 100;
}

/** A request as Lighthouse's `network-requests` audit lists it. */
export interface NetworkRequest {
  url: string;
  resourceType?: string;
}

/**
 * The render-blocking requests (Lighthouse's render-blocking insight and audit) that are not the
 * page's own stylesheets. A page's stylesheet has to block its first paint, or the page would
 * paint unstyled; anything else that blocks it (a script, a font, another origin's stylesheet)
 * delays the first paint for no such reason.
 */
export function renderBlockingOffenders(
  blockingUrls: readonly string[],
  requests: readonly NetworkRequest[],
  pageUrl: string,
): string[] {
  const page = new URL(pageUrl);
  const typeOf = new Map(requests.map((request) => [request.url, request.resourceType]));
  const ownStylesheet = (url: string) => {
    const parsed = new URL(url, page);
    if (parsed.origin !== page.origin) return false;
    const type = typeOf.get(parsed.href) ?? typeOf.get(url);
    return type ? type === 'Stylesheet' : parsed.pathname.endsWith('.css');
  };
  return [...new Set(blockingUrls)].filter((url) => !ownStylesheet(url));
}

/** Options of {@link lighthouseChecks} and {@link lighthouseTimings}. */
export interface RouteRuns {
  route: string;
  /** The page's runs. */
  page: readonly LighthouseRun[];
  /** Its script-free copy's runs, measured alternately with the page's. */
  scriptFree: readonly LighthouseRun[];
}

/**
 * The checks of one route over every run: the worst accessibility, best-practices and SEO scores,
 * the worst layout shift, and every request other than the page's stylesheets that blocked
 * rendering in any run.
 */
export function lighthouseChecks(section: string, { route, page }: RouteRuns): Figure[] {
  const worst = (key: 'accessibility' | 'bestPractices' | 'seo') =>
    Math.min(...page.map((run) => run[key]));
  const below = (category: string) =>
    [
      ...new Set(page.flatMap((run) => run.belowFullMarks.filter((id) => id.startsWith(category)))),
    ].join(', ');
  const score = (
    key: 'accessibility' | 'bestPractices' | 'seo',
    name: string,
    category: string,
  ) => {
    const figure: Figure = {
      id: `site:${route}:${key}`,
      section,
      name: `${route} ${name}`,
      value: worst(key),
      unit: '',
      digits: 0,
      target: { op: '=', value: TARGETS[key] },
      kind: 'check',
    };
    const audits = below(category);
    return audits ? { ...figure, note: `below full marks: ${audits}` } : figure;
  };
  const offenders = [...new Set(page.flatMap((run) => run.blockingOffenders))];
  return [
    score('accessibility', 'accessibility', 'accessibility'),
    score('bestPractices', 'best practices', 'best-practices'),
    score('seo', 'SEO', 'seo'),
    {
      id: `site:${route}:cls`,
      section,
      name: `${route} Cumulative Layout Shift (worst run)`,
      value: Math.max(...page.map((run) => run.cls)),
      unit: '',
      digits: 3,
      target: { op: '<=', value: TARGETS.cls },
      kind: 'check',
    },
    {
      id: `site:${route}:render-blocking`,
      section,
      name: `${route} render-blocking requests besides its stylesheets`,
      value: offenders.length,
      unit: '',
      digits: 0,
      target: { op: '=', value: 0 },
      kind: 'check',
      ...(offenders.length ? { note: offenders.join(', ') } : {}),
    },
  ];
}

/**
 * The timed figures of one route (medians), with its script-free copy's Total Blocking Time and
 * what the scripts add to it (the difference of the two medians). `idPrefix` tells a pass at
 * another CPU slowdown apart.
 */
export function lighthouseTimings(section: string, idPrefix: string, runs: RouteRuns): Figure[] {
  const { route } = runs;
  const page = medians(runs.page);
  const free = medians(runs.scriptFree);
  const id = (key: string) => `${idPrefix}:${route}:${key}`;
  const timing = (key: string, name: string, value: number, target?: Figure['target']): Figure => ({
    id: id(key),
    section,
    name: `${route} ${name}`,
    value,
    unit: 'ms',
    ...(target ? { target } : {}),
    kind: 'benchmark',
  });
  return [
    {
      id: id('performance'),
      section,
      name: `${route} performance score`,
      value: page.performance,
      unit: '',
      digits: 0,
      target: { op: '>=', value: TARGETS.performance },
      kind: 'benchmark',
    },
    timing('fcp', 'First Contentful Paint', page.fcpMs, { op: '<=', value: TARGETS.fcpMs }),
    timing('lcp', 'Largest Contentful Paint', page.lcpMs, { op: '<=', value: TARGETS.lcpMs }),
    timing('speed-index', 'Speed Index', page.speedIndexMs),
    timing('tbt', 'Total Blocking Time of the page', page.tbtMs),
    timing('tbt-script-free', 'Total Blocking Time of its script-free copy', free.tbtMs, {
      op: '<=',
      value: TARGETS.scriptFreeTbtMs,
    }),
    timing('tbt-scripts-add', 'Total Blocking Time the scripts add', page.tbtMs - free.tbtMs, {
      op: '<=',
      value: TARGETS.scriptTbtMs,
    }),
  ];
}
