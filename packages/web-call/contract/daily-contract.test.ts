// @vitest-environment node
// The contract suite in Node, against the simulated call object of @org/web-call/testing, on a fake
// clock. The same cases run against the real daily-js in Chromium: e2e/daily-contract.spec.ts.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSimulatedCallObjectFactory } from '../src/testing';
import { CONTRACT, type ContractCall, type DailyLibrary } from './daily-contract';

/** A fresh page with daily-js's hosts unreachable, as in the browser run. */
function simulatedLibrary(): DailyLibrary {
  const factory = createSimulatedCallObjectFactory({ faults: { bundle: 'unreachable' } });
  return {
    createCallObject: (properties) =>
      factory.createCallObject(properties) as unknown as ContractCall,
    getCallInstance: (id) => factory.getCallInstance(id) as unknown as ContractCall | undefined,
    version: () => factory.version(),
    async joined() {
      // Another page, with a room to join, to reach the checks that come after join.
      const online = createSimulatedCallObjectFactory({ script: { turns: [] } });
      const call = online.createCallObject();
      const joining = call.join({ url: 'https://example.daily.co/contract' });
      await vi.advanceTimersByTimeAsync(0);
      await joining;
      return call as unknown as ContractCall;
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the daily-js contract, against the simulated call object', () => {
  for (const contractCase of CONTRACT) {
    it(contractCase.name, () =>
      contractCase.run(simulatedLibrary(), {
        sleep: (ms) => vi.advanceTimersByTimeAsync(ms).then(() => undefined),
        now: () => Date.now(),
      }),
    );
  }

  it('follows the daily-js version that is installed (its bundle URLs carry it)', () => {
    const require = createRequire(import.meta.url);
    const manifest = require.resolve('@daily-co/daily-js/package.json');
    const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
    expect(createSimulatedCallObjectFactory().version()).toBe(version);
  });
});
