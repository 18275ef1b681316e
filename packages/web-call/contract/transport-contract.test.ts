// @vitest-environment node
// The transport seam's contract in Node, on the simulated transport of @org/web-call/testing with
// the call bundle unreachable, on a fake clock. The same cases run on the daily-js transport in
// Chromium: e2e/daily-contract.spec.ts.
import { afterEach, beforeEach, describe, it, vi } from 'vitest';
import { createSimulatedTransport } from '../src/testing';
import { TRANSPORT_RULES } from './daily-contract';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the transport contract, on the simulated transport', () => {
  for (const contractCase of TRANSPORT_RULES) {
    it(contractCase.name, () => {
      const make = createSimulatedTransport({ faults: { bundle: 'unreachable' } });
      return contractCase.run(
        { make: (properties = {}) => make(properties) },
        {
          sleep: (ms) => vi.advanceTimersByTimeAsync(ms).then(() => undefined),
          now: () => Date.now(),
        },
      );
    });
  }
});
