// The size budgets' headroom rule: a budget passes only when it sits at least 5 % above its figure.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  headroom,
  headroomTable,
  judgeHeadroom,
  MIN_HEADROOM,
  statedCeiling,
} from './size-headroom.mjs';

const entry = (size, sizeLimit, passed = size <= sizeLimit) => ({
  packageName: '@org/web-call',
  name: 'own code',
  size,
  sizeLimit,
  passed,
});

describe('headroom', () => {
  it('is the share by which the budget sits above the figure', () => {
    assert.equal(headroom(1000, 1050), 0.05);
    assert.equal(headroom(2000, 1000), -0.5);
    assert.throws(() => headroom(0, 100), RangeError);
  });
});

describe('judgeHeadroom', () => {
  it(`passes a budget ${MIN_HEADROOM * 100} % or more above its figure`, () => {
    const [exact, roomy] = judgeHeadroom([entry(1000, 1050), entry(5093, 5400)]);
    assert.equal(exact.ok, true);
    assert.equal(roomy.ok, true);
    assert.equal(roomy.headroom.toFixed(4), '0.0603');
  });

  it('fails a budget that sits just above its figure, as 5.1 kB over 5.093 kB did', () => {
    const [tight] = judgeHeadroom([entry(5093, 5100)]);
    assert.equal(tight.ok, false);
    assert.equal(tight.problem, 'headroom under 5 %');
  });

  it('fails an entry over its budget, whatever size-limit says', () => {
    const [over, refused] = judgeHeadroom([entry(1200, 1000, true), entry(900, 1000, false)]);
    assert.equal(over.problem, 'over budget');
    assert.equal(refused.problem, 'over budget');
  });

  it('takes another minimum when given one', () => {
    assert.equal(judgeHeadroom([entry(1000, 1080)], 0.1)[0].ok, false);
  });
});

describe('headroomTable', () => {
  it('prints figure, budget and headroom as size-limit counts kilobytes, then the entry', () => {
    const text = headroomTable(
      judgeHeadroom([entry(5093, 5100), { ...entry(1374, 1500), name: '@org/web-call/react' }]),
    );
    const [heading, , tight, roomy] = text.split('\n');
    assert.match(heading, /^figure\s+budget\s+headroom\s+result\s+entry$/);
    assert.match(
      tight,
      /^5\.09 kB\s+5\.10 kB\s+0\.1 %\s+FAIL: headroom under 5 %\s+@org\/web-call: own code$/,
    );
    assert.match(roomy, /^1\.37 kB\s+1\.50 kB\s+9\.2 %\s+ok\s+@org\/web-call\/react$/);
  });
});

describe('statedCeiling', () => {
  it('reads the ceiling an entry promises, and fails a figure above it whatever the budget', () => {
    const name = 'client: the ceiling, at most 10.4 KB (0.8 × the other SDK)';
    assert.equal(statedCeiling(name), 10400);
    assert.equal(statedCeiling('client: every export'), undefined);
    const [under, over] = judgeHeadroom([
      { name, packageName: 'p', size: 9933, sizeLimit: 10600, passed: true },
      { name, packageName: 'p', size: 10401, sizeLimit: 11000, passed: true },
    ]);
    assert.equal(under.ok, true);
    assert.equal(over.ok, false);
    assert.match(over.problem, /over the stated ceiling of 10\.40 kB/);
  });
});
