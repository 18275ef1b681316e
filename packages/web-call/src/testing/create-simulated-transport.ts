import { DUPLICATE_CALL } from '../page-calls';
import type { TransportFactory, TransportProperties } from '../transport';
import { parseCallFixture } from './call-fixture';
import { resolvePacing, type SimulatedRoomOptions, withFault } from './options';
import { FixturePlayer } from './replay';
import { type SimulatedDevice, SimulatedDevices } from './simulated-devices';
import type { SimulatedPage } from './simulated-page';
import { SimulatedTransport } from './simulated-transport';

/** Options of {@link createSimulatedTransport}. */
export interface SimulatedTransportOptions extends SimulatedRoomOptions {
  /** Called with each new transport (e.g. to inject a runtime error from a browser test). */
  onCreate?: (transport: SimulatedTransport) => void;
  /** The page's devices at first (default `DEFAULT_DEVICES`: a built-in microphone and speakers). */
  devices?: readonly SimulatedDevice[];
}

/** A transport factory for `WebCallOptions.transport` that makes simulated transports. */
export interface SimulatedTransportFactory extends TransportFactory {
  (properties: TransportProperties): Promise<SimulatedTransport>;
  /** The most recently made transport (to end the call remotely or inject a fault). */
  readonly last: SimulatedTransport | undefined;
  /** How many transports it has made. */
  readonly created: number;
  /** How many of them are not destroyed yet: the page's calls. */
  readonly open: number;
  /** Called with each new transport. */
  onCreate: ((transport: SimulatedTransport) => void) | undefined;
  /** Forgets the downloaded bundle, so the next call pays the load again (a cold page). */
  resetBundle(): void;
  /**
   * The page's devices: `add()` and `remove()` plug devices in and out, and every transport of the
   * page tells it with `available-devices-updated`, as daily-js does.
   */
  readonly devices: SimulatedDevices;
}

/**
 * Makes a factory of simulated transports: pass it as `transport` to run the real client without
 * a network, in Node, jsdom or a browser. One factory is one page: one call at a time (a second
 * is refused, as daily-js refuses it, unless made with `allowMultipleCallInstances`), and one
 * bundle download.
 *
 * @example
 * ```ts
 * const transport = createSimulatedTransport({
 *   script: { turns: [{ role: 'assistant', text: 'Hello! How can I help?' }] },
 * });
 * const call = new WebCall('public-key', 'http://localhost:54321', undefined, undefined, {
 *   transport,
 *   fetch: createPlatformFetch(),
 * });
 * await call.start('assistant-id');
 * transport.last?.endFromRemote();
 * ```
 */
export function createSimulatedTransport(
  options: SimulatedTransportOptions = {},
): SimulatedTransportFactory {
  const page: SimulatedPage = {
    options,
    pacing: resolvePacing(options.pacing),
    faults: options.faults ?? {},
    bundle: { loaded: false },
    open: new Set(),
    devices: new SimulatedDevices(options.devices),
  };
  // A fixture is checked now, so a bad one fails where it is given; it needs no room.
  if (options.replay) {
    page.replay = new FixturePlayer(parseCallFixture(options.replay));
    page.options = { ...options, script: options.script ?? { turns: [] } };
  }
  let last: SimulatedTransport | undefined;
  let created = 0;
  const factory = ((properties: TransportProperties) =>
    withFault(page.faults['daily-call-object-creation'], 'createCallObject', async () => {
      if (page.open.size && !properties.allowMultipleCallInstances) {
        throw new Error(DUPLICATE_CALL);
      }
      const transport = new SimulatedTransport(properties, page);
      page.open.add(transport);
      last = transport;
      created++;
      factory.onCreate?.(transport);
      return transport;
    })) as SimulatedTransportFactory;
  Object.defineProperties(factory, {
    last: { get: () => last },
    created: { get: () => created },
    open: { get: () => page.open.size },
    devices: { value: page.devices },
  });
  factory.onCreate = options.onCreate;
  factory.resetBundle = () => {
    page.bundle = { loaded: false };
  };
  return factory;
}
