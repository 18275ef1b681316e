import assert from 'node:assert/strict';
import { test } from 'node:test';
import { instantiations, LIMIT_FACTOR, withinLimit } from './type-cost.mjs';

test('reads the instantiation count tsc --extendedDiagnostics prints', () => {
  const output =
    'Files:              312\nTypes:            25140\nInstantiations:   100033\nMemory used: 1 K';
  assert.equal(instantiations(output), 100_033);
  assert.throws(() => instantiations('Files: 3'), /no instantiation count/);
});

test(`a count may grow to ${LIMIT_FACTOR}× its baseline, not beyond`, () => {
  assert.equal(withinLimit(200, 100), true);
  assert.equal(withinLimit(201, 100), false);
});
