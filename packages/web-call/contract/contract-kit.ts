/**
 * The parts of the contract suites that their cases share: daily-js's call object and library as
 * far as its own rules use them, and helpers that record refusals, logs, events and timings. The
 * cases are in `factory-rules.ts` and `call-rules.ts` (daily-js's, on the real one only) and
 * `transport-rules.ts` (the seam's, on both transports).
 */
import { expect } from 'chai';

/**
 * daily-js's call object as its own rules use it: typed loosely, since the cases hand it what its
 * types refuse, to see what daily-js answers.
 */
export interface ContractCall {
  callClientId?: string;
  meetingState(): string;
  isDestroyed(): boolean;
  participants(): Record<string, unknown>;
  localAudio(): unknown;
  setLocalAudio(enabled: boolean): unknown;
  load(): Promise<unknown>;
  startCamera(): Promise<unknown>;
  join(options?: Record<string, unknown>): Promise<unknown>;
  leave(): Promise<unknown>;
  destroy(): Promise<unknown>;
  sendAppMessage(data: unknown, to?: string): unknown;
  startRemoteParticipantsAudioLevelObserver(interval?: number): unknown;
  startLocalAudioLevelObserver(interval?: number): unknown;
  stopLocalAudioLevelObserver(): unknown;
  isLocalAudioLevelObserverRunning(): boolean;
  getLocalAudioLevel(): number;
  testWebsocketConnectivity(): Promise<unknown>;
  updateParticipant(id: string, updates: Record<string, unknown>): unknown;
  updateInputSettings(settings: Record<string, unknown>): Promise<unknown>;
  setInputDevicesAsync(devices: Record<string, unknown>): Promise<unknown>;
  setOutputDeviceAsync(device: { outputDeviceId: string }): Promise<unknown>;
  getInputDevices(): Promise<unknown>;
  startRecording(options?: Record<string, unknown>): unknown;
  stopRecording(): unknown;
  startScreenShare(options?: Record<string, unknown>): unknown;
  stopScreenShare(): unknown;
  // biome-ignore lint/suspicious/noExplicitAny: the cases read any event's payload.
  on(event: string, handler: (event: any) => void): unknown;
  // biome-ignore lint/suspicious/noExplicitAny: see above.
  off(event: string, handler: (event: any) => void): unknown;
  // biome-ignore lint/suspicious/noExplicitAny: see above.
  once(event: string, handler: (event: any) => void): unknown;
  listenerCount(event: string): number;
  listeners(event: string): unknown[];
  eventNames(): Array<string | symbol>;
  removeAllListeners(event?: string): unknown;
  getNetworkStats(): Promise<unknown>;
}

/** daily-js's static side (`Daily`). */
export interface DailyLibrary {
  createCallObject(properties?: Record<string, unknown>): ContractCall;
  getCallInstance(callClientId?: string): ContractCall | undefined;
  version(): string;
  /**
   * A call object in the joined state. The size rule of app messages comes after daily-js's
   * "only after join" check, and a real join needs Daily's servers: the runner sets the state by
   * hand on a fresh call object.
   */
  joined(): Promise<ContractCall>;
}

/** Time: real in the browser, Vitest's fake clock in Node. */
export interface ContractClock {
  sleep(ms: number): Promise<void>;
  now(): number;
}

/** One rule of daily-js, as assertions on a fresh page. */
export interface ContractCase {
  name: string;
  run(lib: DailyLibrary, clock: ContractClock): Promise<void>;
}

export const DUPLICATE = 'Duplicate DailyIframe instances are not allowed';
export const URL = 'https://example.daily.co/contract';
export const INPUT_SETTINGS_HELP =
  'inputSettings must be of the form: { video?: { processor?: { type: [ none | background-blur | background-image | face-detection ], config?: {} } }, audio?: { processor: {type: [ none | noise-cancellation ] } } }';

/** The outcome of a call that may throw or reject. */
type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

export async function attempt(action: () => unknown): Promise<Outcome> {
  try {
    return { ok: true, value: await action() };
  } catch (error) {
    return { ok: false, error };
  }
}

/** The text of whatever was thrown: an Error's message, or daily-js's bare strings. */
function textOf(outcome: Outcome): string {
  expect(outcome.ok, 'expected a refusal').to.equal(false);
  const error = (outcome as { error: unknown }).error;
  return error instanceof Error ? error.message : String(error);
}

export async function refused(action: () => unknown): Promise<string> {
  return textOf(await attempt(action));
}

/** A promise's state as it changes, with the time it settled. */
export function watch(promise: Promise<unknown>, clock: ContractClock) {
  const record: { state: 'pending' | 'resolved' | 'rejected'; value?: unknown; at?: number } = {
    state: 'pending',
  };
  promise.then(
    (value) => Object.assign(record, { state: 'resolved', value, at: clock.now() }),
    (value) => Object.assign(record, { state: 'rejected', value, at: clock.now() }),
  );
  return record;
}

/** Waits in small steps until `done()` or `limitMs` passes. */
export async function until(
  done: () => boolean,
  clock: ContractClock,
  limitMs: number,
): Promise<void> {
  for (let waited = 0; !done() && waited < limitMs; waited += 100) await clock.sleep(100);
}

/** What the page logs while `action` runs (daily-js explains many refusals on the console). */
export async function logsOf(action: () => Promise<void> | void) {
  const original = { log: console.log, warn: console.warn, error: console.error };
  const logs = { log: [] as string[], warn: [] as string[], error: [] as string[] };
  const text = (args: unknown[]) => args.map(String).join(' ');
  console.log = (...args: unknown[]) => logs.log.push(text(args));
  console.warn = (...args: unknown[]) => logs.warn.push(text(args));
  console.error = (...args: unknown[]) => logs.error.push(text(args));
  try {
    await action();
  } finally {
    Object.assign(console, original);
  }
  return logs;
}

/** Records the named events of a call object, with their payloads. */
export function record(call: ContractCall, names: string[]) {
  const seen: Array<{ name: string; payload: Record<string, unknown> }> = [];
  for (const name of names) call.on(name, (payload) => seen.push({ name, payload }));
  return seen;
}

/** Creates with `properties` and expects a refusal with `message`; returns what was logged. */
export async function refusedProperty(lib: DailyLibrary, properties: object, message: string) {
  let text = '';
  const logs = await logsOf(async () => {
    text = await refused(() =>
      lib.createCallObject({ ...properties, allowMultipleCallInstances: true }),
    );
  });
  expect(text).to.equal(message);
  return logs.error.join('\n');
}

/** Creates with `properties`, expects success, and destroys it again. */
export async function accepted(lib: DailyLibrary, properties: object) {
  const call = lib.createCallObject({ ...properties, allowMultipleCallInstances: true });
  await call.destroy();
}

export const bundleUrl = (lib: DailyLibrary, host: string) =>
  `https://${host}/call-machine/versioned/${lib.version()}/static/call-machine-object-bundle.js`;
