import {
  type LighthouseRun,
  lighthouseChecks,
  lighthouseTimings,
  medians,
  middle,
  REFERENCE_INDEX,
  referenceSlowdown,
  renderBlockingOffenders,
  SCALE_ABOVE_INDEX,
} from './lighthouse-samples';

function run(overrides: Partial<LighthouseRun> = {}): LighthouseRun {
  return {
    performance: 100,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    fcpMs: 950,
    lcpMs: 1_250,
    tbtMs: 40,
    speedIndexMs: 1_400,
    cls: 0,
    benchmarkIndex: 3_700,
    blockingOffenders: [],
    belowFullMarks: [],
    ...overrides,
  };
}

describe('medians', () => {
  it('takes the lower middle, of each figure on its own', () => {
    expect(middle([3, 1, 2])).toBe(2);
    expect(middle([4, 1, 3, 2])).toBe(2);
    expect(() => middle([])).toThrow('no values');
    const runs = [
      run({ fcpMs: 1_310, lcpMs: 1_300, performance: 96 }),
      run({ fcpMs: 1_250, lcpMs: 1_900, performance: 99 }),
      run({ fcpMs: 1_400, lcpMs: 1_500, performance: 97 }),
    ];
    expect(medians(runs)).toMatchObject({ performance: 97, fcpMs: 1_310, lcpMs: 1_500 });
  });
});

describe('referenceSlowdown', () => {
  it(`scales Lighthouse's ×4 to a host of index ${REFERENCE_INDEX}: 4 × index ÷ ${REFERENCE_INDEX}`, () => {
    expect(referenceSlowdown(3_700)).toBe(7.4);
    expect(referenceSlowdown(3_846.5)).toBe(7.69);
    expect(referenceSlowdown(2_401)).toBe(4.8);
  });

  it(`leaves a host of index ${SCALE_ABOVE_INDEX} or less at Lighthouse's default`, () => {
    expect(referenceSlowdown(SCALE_ABOVE_INDEX)).toBeUndefined();
    expect(referenceSlowdown(2_000)).toBeUndefined();
    expect(referenceSlowdown(Number.NaN)).toBeUndefined();
    expect(referenceSlowdown(2_600, 3_000)).toBeUndefined();
  });
});

describe('renderBlockingOffenders', () => {
  const page = 'http://127.0.0.1:4173/demo';
  const requests = [
    { url: 'http://127.0.0.1:4173/demo', resourceType: 'Document' },
    { url: 'http://127.0.0.1:4173/assets/index-4.css', resourceType: 'Stylesheet' },
    { url: 'http://127.0.0.1:4173/assets/boot-1.js', resourceType: 'Script' },
    { url: 'http://127.0.0.1:4173/assets/inter.woff2', resourceType: 'Font' },
    { url: 'http://127.0.0.1:9999/theme.css', resourceType: 'Stylesheet' },
  ];

  it("lets the page's own stylesheets block rendering", () => {
    expect(
      renderBlockingOffenders(['http://127.0.0.1:4173/assets/index-4.css'], requests, page),
    ).toEqual([]);
  });

  it('names scripts, fonts and stylesheets of other origins, once each', () => {
    expect(
      renderBlockingOffenders(
        [
          'http://127.0.0.1:4173/assets/index-4.css',
          'http://127.0.0.1:4173/assets/boot-1.js',
          'http://127.0.0.1:4173/assets/inter.woff2',
          'http://127.0.0.1:9999/theme.css',
          'http://127.0.0.1:4173/assets/boot-1.js',
        ],
        requests,
        page,
      ),
    ).toEqual([
      'http://127.0.0.1:4173/assets/boot-1.js',
      'http://127.0.0.1:4173/assets/inter.woff2',
      'http://127.0.0.1:9999/theme.css',
    ]);
  });

  it('falls back on the file name for a request the network list lacks', () => {
    expect(
      renderBlockingOffenders(
        ['http://127.0.0.1:4173/assets/extra.css', 'http://127.0.0.1:4173/assets/extra.js'],
        [],
        page,
      ),
    ).toEqual(['http://127.0.0.1:4173/assets/extra.js']);
  });
});

describe('lighthouseChecks', () => {
  it('takes the worst run of each check and names what fell short', () => {
    const figures = lighthouseChecks('checks', {
      route: '/demo',
      page: [
        run(),
        run({ seo: 92, belowFullMarks: ['seo: canonical'], cls: 0.12 }),
        run({ blockingOffenders: ['http://127.0.0.1:4173/assets/boot-1.js'] }),
      ],
      scriptFree: [],
    });
    const byId = Object.fromEntries(figures.map((figure) => [figure.id, figure]));
    expect(figures.every((figure) => figure.kind === 'check')).toBe(true);
    expect(byId['site:/demo:accessibility']).toMatchObject({ value: 100 });
    expect(byId['site:/demo:seo']).toMatchObject({
      value: 92,
      target: { op: '=', value: 100 },
      note: 'below full marks: seo: canonical',
    });
    expect(byId['site:/demo:cls']).toMatchObject({ value: 0.12, target: { op: '<=', value: 0.1 } });
    expect(byId['site:/demo:render-blocking']).toMatchObject({
      value: 1,
      target: { op: '=', value: 0 },
      note: 'http://127.0.0.1:4173/assets/boot-1.js',
    });
  });
});

describe('lighthouseTimings', () => {
  it('gives the medians as benchmark figures, and what the scripts add over the script-free copy', () => {
    const figures = lighthouseTimings('timings', 'site', {
      route: '/',
      page: [run({ tbtMs: 120 }), run({ tbtMs: 90 }), run({ tbtMs: 300 })],
      scriptFree: [run({ tbtMs: 10 }), run({ tbtMs: 0 }), run({ tbtMs: 20 })],
    });
    const byId = Object.fromEntries(figures.map((figure) => [figure.id, figure]));
    expect(figures.every((figure) => figure.kind === 'benchmark')).toBe(true);
    expect(byId['site:/:performance']).toMatchObject({ value: 100, target: { value: 98 } });
    expect(byId['site:/:fcp']).toMatchObject({ value: 950, target: { op: '<=', value: 1_200 } });
    expect(byId['site:/:lcp']).toMatchObject({ value: 1_250, target: { op: '<=', value: 1_800 } });
    expect(byId['site:/:speed-index']?.target).toBeUndefined();
    expect(byId['site:/:tbt']).toMatchObject({ value: 120 });
    expect(byId['site:/:tbt-script-free']).toMatchObject({ value: 10, target: { value: 50 } });
    expect(byId['site:/:tbt-scripts-add']).toMatchObject({ value: 110, target: { value: 50 } });
  });

  it('keeps the figures of another CPU slowdown apart by their id', () => {
    const [first] = lighthouseTimings('x7.4', 'site:cpu-7.4', {
      route: '/',
      page: [run()],
      scriptFree: [run()],
    });
    expect(first?.id).toBe('site:cpu-7.4:/:performance');
  });
});
