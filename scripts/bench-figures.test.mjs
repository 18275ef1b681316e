// The benchmark's figure logic: which figures meet their targets, how they print, which misses are
// named as failed checks and which as benchmark figures, and how two reports compare.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  compareFigures,
  comparisonTable,
  figureTables,
  formatTarget,
  formatValue,
  meets,
  misses,
  missReport,
  verdict,
} from './bench-figures.mjs';

const fcp = {
  id: 'site:/:fcp',
  section: 'Lighthouse mobile',
  name: 'First Contentful Paint /',
  value: 1_310,
  unit: 'ms',
  target: { op: '<=', value: 1_200 },
  kind: 'benchmark',
};
const seo = {
  id: 'site:/:seo',
  section: 'Lighthouse mobile',
  name: 'SEO /',
  value: 100,
  unit: '',
  digits: 0,
  target: { op: '=', value: 100 },
  kind: 'check',
};
const initialJs = {
  id: 'site:initial-js',
  section: 'Bytes',
  name: 'JavaScript / loads before any interaction (min+gzip)',
  value: 112.66,
  unit: 'KB',
  target: { op: '<=', value: 100 },
  kind: 'check',
  note: '12.7 KB over',
};
const tbt = {
  id: 'site:/:tbt',
  section: 'Lighthouse mobile',
  name: 'Total Blocking Time /',
  value: 40,
  unit: 'ms',
  kind: 'benchmark',
};

describe('meets', () => {
  it('compares the value with the target by its operator', () => {
    assert.equal(meets(fcp), false);
    assert.equal(meets({ ...fcp, value: 1_200 }), true);
    assert.equal(meets(seo), true);
    assert.equal(meets({ ...seo, value: 99 }), false);
    assert.equal(meets({ ...seo, target: { op: '>=', value: 98 }, value: 98 }), true);
  });

  it('has nothing to say of a figure without a target, and fails a value it could not take', () => {
    assert.equal(meets(tbt), undefined);
    assert.equal(meets({ ...fcp, value: Number.NaN }), false);
  });
});

describe('formatting', () => {
  it('prints values and targets in their units with sensible decimals', () => {
    assert.equal(formatValue(1_310.4, fcp), '1310 ms');
    assert.equal(formatValue(112.66, initialJs), '112.7 KB');
    assert.equal(formatValue(0.4234, { unit: '' }), '0.42');
    assert.equal(formatValue(Number.POSITIVE_INFINITY, fcp), 'n/a');
    assert.equal(formatTarget(fcp), '≤ 1200 ms');
    assert.equal(formatTarget(seo), '= 100');
    assert.equal(formatTarget(tbt), '');
  });

  it('says FAIL for a missed check and missed for a missed benchmark figure', () => {
    assert.equal(verdict(fcp), 'missed');
    assert.equal(verdict(initialJs), 'FAIL');
    assert.equal(verdict(seo), 'ok');
    assert.equal(verdict(tbt), '');
  });

  it('prints one table per section, in the order the figures come', () => {
    const text = figureTables([fcp, initialJs, seo, tbt]);
    const lines = text.split('\n');
    assert.equal(lines[0], 'Lighthouse mobile');
    assert.match(lines[1], /^figure\s+value\s+target\s+result\s+kind$/);
    assert.match(
      lines[3],
      /^First Contentful Paint \/\s+1310 ms\s+≤ 1200 ms\s+missed\s+benchmark$/,
    );
    assert.match(lines[4], /^SEO \/\s+100\s+= 100\s+ok\s+check$/);
    assert.match(lines[5], /^Total Blocking Time \/\s+40 ms\s+benchmark$/);
    assert.equal(lines[7], 'Bytes');
    assert.match(lines[10], /112\.7 KB\s+≤ 100\.0 KB\s+FAIL\s+check$/);
  });
});

describe('misses', () => {
  it('names failed checks apart from missed benchmark figures', () => {
    const { checks, benchmark } = misses([fcp, seo, initialJs, tbt]);
    assert.deepEqual(
      checks.map((f) => f.id),
      ['site:initial-js'],
    );
    assert.deepEqual(
      benchmark.map((f) => f.id),
      ['site:/:fcp'],
    );
  });

  it('reports every miss under its section, with its value, target and note', () => {
    const text = missReport([fcp, seo, initialJs, tbt]);
    assert.equal(
      text,
      [
        'Checks that failed (these fail npm test): 1',
        '  Bytes:',
        '    - JavaScript / loads before any interaction (min+gzip) 112.7 KB, target ≤ 100.0 KB (12.7 KB over)',
        "Benchmark figures that missed their targets (printed only: they depend on the host's speed): 1",
        '  Lighthouse mobile:',
        '    - First Contentful Paint / 1310 ms, target ≤ 1200 ms',
      ].join('\n'),
    );
  });

  it('says so when everything met its target', () => {
    assert.equal(
      missReport([seo, tbt]),
      'Checks: all met.\nBenchmark figures: all met their targets.',
    );
  });
});

describe('compareFigures', () => {
  it('gives the change of every figure both reports have', () => {
    const rows = compareFigures(
      [fcp, tbt, { ...seo, value: null }],
      [{ ...fcp, value: 1_179 }, seo],
    );
    assert.equal(rows.length, 1);
    assert.equal(rows[0].delta, -131);
    assert.equal(rows[0].share.toFixed(3), '-0.100');
    const lines = comparisonTable(rows).split('\n');
    assert.equal(lines[0], 'Lighthouse mobile');
    assert.match(lines[1], /^figure\s+before\s+after\s+delta\s+change$/);
    assert.match(lines[3], /^First Contentful Paint \/\s+1310 ms\s+1179 ms\s+-131 ms\s+-10\.0 %$/);
  });

  it('leaves the change in % out when the earlier value was 0', () => {
    const [row] = compareFigures([{ ...tbt, value: 0 }], [tbt]);
    assert.equal(row.share, undefined);
    assert.match(comparisonTable([row]), /0 ms\s+40 ms\s+\+40 ms$/);
  });
});
