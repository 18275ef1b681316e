// Stands in for `@daily-co/daily-js` in the benchmark bundle: both clients call this module's
// `createCallObject`, which the scenario points at a fresh simulated factory (a cold page).
import type { CallObjectProperties } from '../src/call-object';
import type { SimulatedCallObjectFactory } from '../src/testing';

let current: SimulatedCallObjectFactory | undefined;

/** Points the simulated Daily module at a factory. */
export function useFactory(factory: SimulatedCallObjectFactory): void {
  current = factory;
}

export default {
  createCallObject(properties?: CallObjectProperties) {
    if (!current) throw new Error('bench: no simulated factory');
    return current.createCallObject(properties);
  },
};
