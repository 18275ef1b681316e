import type { CallObjectFactory, CallObjectProperties } from '../call-object';
import { DAILY_VERSION } from './daily-rules';
import { resolvePacing, type SimulatedRoomOptions, withFault } from './options';
import { SimulatedCallObject, type SimulatedEnvironment } from './simulated-call-object';

/** Options of {@link createSimulatedCallObjectFactory}. */
export interface SimulatedCallOptions extends SimulatedRoomOptions {
  /** Called with each new call object (e.g. to inject a runtime error from a browser test). */
  onCreate?: (call: SimulatedCallObject) => void;
}

/** A call-object factory for `WebCallOptions.createCallObject` that makes simulated call objects. */
export interface SimulatedCallObjectFactory extends CallObjectFactory {
  (properties: CallObjectProperties): Promise<SimulatedCallObject>;
  /** The most recently created call object (to end the call remotely or inject an error). */
  readonly last: SimulatedCallObject | undefined;
  /** How many call objects it has made. */
  readonly created: number;
  /** Called with each new call object. */
  onCreate: ((call: SimulatedCallObject) => void) | undefined;
  /** Forgets the loaded bundle, so the next call pays the load again (a cold page). */
  resetBundle(): void;
  /**
   * Makes a call object synchronously, like Daily's `createCallObject`, so the factory can stand in
   * for the `@daily-co/daily-js` module in module mocks: `{ default: { createCallObject } }`.
   * Throws, like daily-js, while another call object of this factory (the page) exists, unless
   * `allowMultipleCallInstances` is set.
   */
  createCallObject(properties?: CallObjectProperties): SimulatedCallObject;
  /**
   * Like `Daily.getCallInstance()`: the call object with this `callClientId`, or without one the
   * first that exists (created and not yet destroyed); `undefined` when there is none.
   */
  getCallInstance(callClientId?: string): SimulatedCallObject | undefined;
  /** The daily-js version whose rules the simulation follows, like `Daily.version()`. */
  version(): string;
}

/**
 * Makes a factory of simulated Daily call objects: pass it as `createCallObject` to run the real
 * client without a network, in Node, jsdom or a browser. One factory is one page with one copy of
 * daily-js: its call objects share the bundle and daily-js's one-call-object-per-page rule.
 *
 * @example
 * ```ts
 * const factory = createSimulatedCallObjectFactory({
 *   script: { turns: [{ role: 'assistant', text: 'Hello! How can I help?' }] },
 * });
 * const call = new WebCall('public-key', 'http://localhost:54321', undefined, undefined, {
 *   createCallObject: factory,
 *   fetch: platformFetch,
 * });
 * await call.start('assistant-id');
 * factory.last?.endFromRemote();
 * ```
 */
export function createSimulatedCallObjectFactory(
  options: SimulatedCallOptions = {},
): SimulatedCallObjectFactory {
  const env: SimulatedEnvironment = {
    options,
    pacing: resolvePacing(options.pacing),
    faults: options.faults ?? {},
    bundle: { loaded: false },
    page: new Map(),
  };
  let last: SimulatedCallObject | undefined;
  let created = 0;
  const make = (properties: CallObjectProperties) => {
    const call = new SimulatedCallObject(properties, env);
    last = call;
    created++;
    factory.onCreate?.(call);
    return call;
  };
  const factory = ((properties: CallObjectProperties) =>
    withFault(env.faults['daily-call-object-creation'], 'createCallObject', async () =>
      make(properties),
    )) as SimulatedCallObjectFactory;
  factory.createCallObject = (properties = {}) => {
    if (env.faults['daily-call-object-creation']) {
      throw new Error('Simulated failure: createCallObject threw');
    }
    return make(properties);
  };
  factory.getCallInstance = (callClientId) =>
    callClientId === undefined ? env.page.values().next().value : env.page.get(callClientId);
  factory.version = () => DAILY_VERSION;
  Object.defineProperties(factory, {
    last: { get: () => last },
    created: { get: () => created },
  });
  factory.onCreate = options.onCreate;
  factory.resetBundle = () => {
    env.bundle = { loaded: false };
  };
  return factory;
}
