/**
 * The contract of daily-js that @org/web-call relies on: one set of assertions, run twice — against
 * the real `@daily-co/daily-js` in Chromium with Daily's hosts failing (`e2e/daily-contract.spec.ts`)
 * and against the simulated call object of `@org/web-call/testing` in Node
 * (`daily-contract.test.ts`). Where the two runs differ, the stand-in is wrong.
 *
 * Everything here happens before any network: the one-call-object-per-page rule, property checks
 * and their messages (SPEC §5 "Call library option checks"), the methods that work only after
 * join or not after destroy (SPEC §8), the events and payloads the client reads, and what a join
 * that cannot load Daily's bundle does: which step fails, how fast, and what it leaves behind.
 */
import { expect } from 'chai';

/** The call object, as far as the suite uses it. */
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
  updateParticipant(id: string, updates: Record<string, unknown>): unknown;
  updateInputSettings(settings: Record<string, unknown>): Promise<unknown>;
  setInputDevicesAsync(devices: Record<string, unknown>): Promise<unknown>;
  setOutputDeviceAsync(device: { outputDeviceId: string }): Promise<unknown>;
  startRecording(options?: Record<string, unknown>): unknown;
  startScreenShare(options?: Record<string, unknown>): unknown;
  stopScreenShare(): unknown;
  // biome-ignore lint/suspicious/noExplicitAny: daily-js's and the stand-in's handler types differ.
  on(event: string, handler: (event: any) => void): unknown;
  // biome-ignore lint/suspicious/noExplicitAny: see above.
  off(event: string, handler: (event: any) => void): unknown;
}

/** daily-js's static side (`Daily`), or the simulated factory. */
export interface DailyLibrary {
  createCallObject(properties?: Record<string, unknown>): ContractCall;
  getCallInstance(callClientId?: string): ContractCall | undefined;
  version(): string;
  /**
   * A call object in the joined state. The size rule of app messages comes after daily-js's
   * "only after join" check, and a real join needs Daily's servers: the browser runner sets the
   * state by hand on a fresh call object, the Node runner joins a simulated room.
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

const DUPLICATE = 'Duplicate DailyIframe instances are not allowed';
const URL = 'https://example.daily.co/contract';
const INPUT_SETTINGS_HELP =
  'inputSettings must be of the form: { video?: { processor?: { type: [ none | background-blur | background-image | face-detection ], config?: {} } }, audio?: { processor: {type: [ none | noise-cancellation ] } } }';

/** The outcome of a call that may throw or reject. */
type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

async function attempt(action: () => unknown): Promise<Outcome> {
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

async function refused(action: () => unknown): Promise<string> {
  return textOf(await attempt(action));
}

/** A promise's state as it changes, with the time it settled. */
function watch(promise: Promise<unknown>, clock: ContractClock) {
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
async function until(done: () => boolean, clock: ContractClock, limitMs: number): Promise<void> {
  for (let waited = 0; !done() && waited < limitMs; waited += 100) await clock.sleep(100);
}

/** What the page logs while `action` runs (daily-js explains many refusals on the console). */
async function logsOf(action: () => Promise<void> | void) {
  const original = { warn: console.warn, error: console.error };
  const logs = { warn: [] as string[], error: [] as string[] };
  const text = (args: unknown[]) => args.map(String).join(' ');
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
function record(call: ContractCall, names: string[]) {
  const seen: Array<{ name: string; payload: Record<string, unknown> }> = [];
  for (const name of names) call.on(name, (payload) => seen.push({ name, payload }));
  return seen;
}

/** Creates with `properties` and expects a refusal with `message`; returns what was logged. */
async function refusedProperty(lib: DailyLibrary, properties: object, message: string) {
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
async function accepted(lib: DailyLibrary, properties: object) {
  const call = lib.createCallObject({ ...properties, allowMultipleCallInstances: true });
  await call.destroy();
}

const bundleUrl = (lib: DailyLibrary, host: string) =>
  `https://${host}/call-machine/versioned/${lib.version()}/static/call-machine-object-bundle.js`;

export const CONTRACT: ContractCase[] = [
  {
    name: 'one call object per page: a second createCallObject throws until the first is destroyed',
    async run(lib) {
      const first = lib.createCallObject();
      expect(lib.getCallInstance()).to.equal(first);
      expect(() => lib.createCallObject()).to.throw(DUPLICATE);
      const destroying = first.destroy();
      // The page's slot is free only once destroy() has resolved.
      expect(() => lib.createCallObject()).to.throw(DUPLICATE);
      await destroying;
      expect(lib.getCallInstance()).to.equal(undefined);
      const second = lib.createCallObject();
      expect(lib.getCallInstance()).to.equal(second);
      await second.destroy();
    },
  },
  {
    name: 'allowMultipleCallInstances on the new call object allows another; on the first alone it does not',
    async run(lib) {
      const first = lib.createCallObject({ allowMultipleCallInstances: true });
      expect(() => lib.createCallObject()).to.throw(DUPLICATE);
      const second = lib.createCallObject({ allowMultipleCallInstances: true });
      expect(lib.getCallInstance()).to.equal(first);
      expect(lib.getCallInstance(second.callClientId)).to.equal(second);
      await first.destroy();
      expect(lib.getCallInstance()).to.equal(second);
      await second.destroy();
      expect(lib.getCallInstance()).to.equal(undefined);
    },
  },
  {
    name: 'strictMode: false lets a second call object through with a deprecation warning',
    async run(lib) {
      const first = lib.createCallObject();
      let second: ContractCall | undefined;
      const logs = await logsOf(() => {
        second = lib.createCallObject({ strictMode: false });
      });
      expect(logs.warn).to.deep.equal([
        'Using strictMode: false to allow multiple call instances is now deprecated. Set `allowMultipleCallInstances: true`',
      ]);
      await second?.destroy();
      await first.destroy();
    },
  },
  {
    name: 'a refused factory property leaves a broken call object on the page that destroy() cannot remove',
    async run(lib) {
      const logs = await logsOf(async () => {
        const text = await refused(() => lib.createCallObject({ userData: 'x'.repeat(4097) }));
        expect(text).to.equal("property 'userData': invalid userData type provided");
      });
      expect(logs.error.join()).to.contain(
        'userData is too large (4097 characters). Maximum size suppported is 4096.',
      );
      const broken = lib.getCallInstance();
      expect(broken, 'a call object is left on the page').to.not.equal(undefined);
      expect((await attempt(() => broken?.destroy())).ok).to.equal(false);
      expect(lib.getCallInstance()).to.equal(broken);
      expect(() => lib.createCallObject()).to.throw(DUPLICATE);
      await accepted(lib, {});
    },
  },
  {
    name: 'userData (SPEC §3, §5): a string counts as it is, anything else as its JSON; at most 4096 characters',
    async run(lib) {
      await accepted(lib, { userData: 'x'.repeat(4096) });
      await accepted(lib, { userData: { a: 'x'.repeat(4088) } }); // {"a":"…"} is 4096 characters
      const logged = await refusedProperty(
        lib,
        { userData: { a: 'x'.repeat(4089) } },
        "property 'userData': invalid userData type provided",
      );
      expect(logged).to.contain('userData is too large (4097 characters)');
      const bigint = await refusedProperty(
        lib,
        { userData: { n: BigInt(1) } },
        "property 'userData': invalid userData type provided",
      );
      expect(bigint).to.contain('userData must be serializable to JSON');
    },
  },
  {
    name: 'factory property checks (SPEC §5 "Call library option checks") with daily-js messages',
    async run(lib) {
      await refusedProperty(lib, { url: 42 }, "property 'url': url should be a string");
      await refusedProperty(lib, { token: 42 }, "property 'token': token should be a string");
      const source = await refusedProperty(
        lib,
        { audioSource: 42 },
        "property 'audioSource': undefined",
      );
      expect(source).to.contain('audioSource must be a MediaStreamTrack, boolean, or a string');
      await accepted(lib, {
        audioSource: true,
        videoSource: false,
        dailyConfig: { avoidEval: true },
      });

      const sendSettings =
        "property 'sendSettings': Invalid sendSettings provided. Check error logs for detailed info.";
      const quality = await refusedProperty(
        lib,
        { sendSettings: { video: { maxQuality: 'ultra' } } },
        sendSettings,
      );
      expect(quality).to.contain('maxQuality must be either low, medium or high');
      const layers = (n: number) =>
        Object.fromEntries(
          ['low', 'medium', 'high', 'extra'].slice(0, n).map((name) => [name, { maxBitrate: 1e5 }]),
        );
      const four = await refusedProperty(
        lib,
        { sendSettings: { video: { encodings: layers(4) } } },
        sendSettings,
      );
      expect(four).to.contain(
        'Encodings must be defined as: low, low and medium, or low, medium and high.',
      );
      await accepted(lib, { sendSettings: { video: { encodings: layers(3) } } });
      await accepted(lib, { sendSettings: { video: { encodings: layers(1) } } });
      const preset = await refusedProperty(lib, { sendSettings: { video: 'best' } }, sendSettings);
      expect(preset).to.contain(
        'Video send settings should be either an object or one of the supported presets: default-video,',
      );
      await accepted(lib, {
        sendSettings: { video: 'quality-optimized', screenVideo: 'motion-optimized' },
      });

      const input = `property 'inputSettings': ${INPUT_SETTINGS_HELP}`;
      const video = (processor: object) => ({ inputSettings: { video: { processor } } });
      for (const strength of [0, 1.5]) {
        const blur = await refusedProperty(
          lib,
          video({ type: 'background-blur', config: { strength } }),
          input,
        );
        expect(blur).to.contain(`expected: {0 < strength <= 1}, got: ${strength}`);
      }
      await accepted(lib, video({ type: 'background-blur', config: { strength: 1 } }));
      for (const source of [0, 11, 2.5]) {
        const image = await refusedProperty(
          lib,
          video({ type: 'background-image', config: { source } }),
          input,
        );
        expect(image).to.contain('invalid image selection; must be an int, > 0, <= 10');
      }
      await accepted(lib, video({ type: 'background-image', config: { source: 10 } }));
      const audio = await refusedProperty(
        lib,
        { inputSettings: { audio: { processor: { type: 'echo' } } } },
        input,
      );
      expect(audio).to.contain('inputSettings audio processor type invalid');
      await accepted(lib, {
        inputSettings: { audio: { processor: { type: 'noise-cancellation' } } },
      });

      const tray = await refusedProperty(
        lib,
        { customTrayButtons: { b: { label: 'B', tooltip: 'b', visualState: 'pressed' } } },
        'property \'customTrayButtons\': customTrayButtons should be a dictionary of the type {"id":{"iconPath":"string","iconPathDarkMode":"string","label":"string","tooltip":"string","visualState":"\'default\' | \'sidebar-open\' | \'active\'"}}',
      );
      expect(tray).to.contain(
        "customTrayButton visualState should be 'default' | 'sidebar-open' | 'active'. Got: pressed",
      );
      const integration = await refusedProperty(
        lib,
        {
          customIntegrations: {
            i: { label: 'I', location: 'footer', src: 'https://example.com/' },
          },
        },
        'property \'customIntegrations\': customIntegrations should be an object of type {"id":{"allow":"string","controlledBy":"\'*\' | \'owners\' | string[]","csp":"string","iconURL":"string","label":"string","loading":"\'eager\' | \'lazy\'","location":"\'main\' | \'sidebar\'","name":"string","referrerPolicy":"string","sandbox":"string","src":"string","srcdoc":"string","shared":"string[] | \'owners\' | boolean"}}.',
      );
      expect(integration).to.contain("customIntegration i: location should be 'main' | 'sidebar'");

      // Unrecognised properties are dropped with a warning, not refused.
      const logs = await logsOf(() => accepted(lib, { bogus: 1 }));
      expect(logs.warn).to.deep.equal(["Ignoring unrecognized property 'bogus'"]);
    },
  },
  {
    name: 'join checks its properties before loading: no URL, a bad token or userData leave it new; unknown ones are dropped',
    async run(lib) {
      const call = lib.createCallObject();
      await logsOf(async () => {
        expect(await refused(() => call.join({}))).to.equal('No room URL has been provided');
        expect(call.meetingState()).to.equal('new');
        expect(await refused(() => call.join({ url: URL, token: 5 }))).to.equal(
          "property 'token': token should be a string",
        );
        expect(await refused(() => call.join({ url: URL, userData: 'y'.repeat(4097) }))).to.equal(
          "property 'userData': invalid userData type provided",
        );
        expect(call.meetingState()).to.equal('new');
      });
      const logs = await logsOf(() => {
        void call.join({ url: URL, bogus: 1 }).catch(() => {});
      });
      expect(logs.warn).to.deep.equal(["Ignoring unrecognized property 'bogus'"]);
      expect(call.meetingState()).to.equal('loading');
      await call.destroy();
    },
  },
  {
    name: 'before join (SPEC §8 "only after join"): what works, what throws, and what it answers',
    async run(lib) {
      const call = lib.createCallObject();
      await logsOf(async () => {
        expect(await refused(() => call.sendAppMessage('hello', '*'))).to.equal(
          'sendAppMessage() only supported after join.',
        );
        expect(await refused(() => call.startRemoteParticipantsAudioLevelObserver(50))).to.equal(
          'The interval must be a number greater than or equal to 100 milliseconds.',
        );
        expect(
          (await attempt(() => call.startRemoteParticipantsAudioLevelObserver(100))).ok,
        ).to.equal(true);
        expect(call.participants()).to.deep.equal({});
        expect(call.localAudio()).to.equal(null);
        expect(call.setLocalAudio(false)).to.equal(call);
        expect(
          await refused(() =>
            call.updateParticipant('abc', { setSubscribedTracks: { audio: true } }),
          ),
        ).to.match(
          /^setSubscribedTracks cannot be used when setSubscribeToTracksAutomatically is enabled/,
        );
        expect(await refused(() => call.updateParticipant('abc', { bogus: 1 }))).to.equal(
          'unrecognized updateParticipant property bogus',
        );
        expect(await refused(() => call.startRecording({ type: 'bogus' }))).to.equal(
          "invalid type: bogus, allowed values 'cloud', 'cloud-audio-only', 'raw-tracks', or 'local'",
        );
        expect((await attempt(() => call.startRecording())).ok).to.equal(true);
        expect(await refused(() => call.startScreenShare())).to.equal(
          'startScreenShare() requires preAuth(), startCamera(), or join() to initialize call state.',
        );
        expect(await refused(() => call.stopScreenShare())).to.equal(
          'stopScreenShare() requires preAuth(), startCamera(), or join() to initialize call state.',
        );
        expect(
          await refused(() =>
            call.updateInputSettings({ audio: { processor: { type: 'bogus' } } }),
          ),
        ).to.equal(INPUT_SETTINGS_HELP);
        const noiseCancellation = { audio: { processor: { type: 'noise-cancellation' } } };
        expect(await call.updateInputSettings(noiseCancellation)).to.deep.include(
          noiseCancellation,
        );
        const devices = (await call.setInputDevicesAsync({ audioDeviceId: 'default' })) as {
          mic: unknown;
        };
        expect(devices.mic).to.deep.equal({ deviceId: 'default' });
        expect(
          (await attempt(() => call.setOutputDeviceAsync({ outputDeviceId: 'x' }))).ok,
        ).to.equal(true);
      });
      await call.destroy();
      // Manual track subscription (what the client joins with) allows choosing tracks.
      const manual = lib.createCallObject({ subscribeToTracksAutomatically: false });
      expect(manual.updateParticipant('abc', { setSubscribedTracks: { audio: true } })).to.equal(
        manual,
      );
      await manual.destroy();
    },
  },
  {
    name: 'app messages: at most 4096 characters of JSON, checked after the meeting state',
    async run(lib) {
      const call = await lib.joined();
      expect(call.sendAppMessage('x'.repeat(4094), '*')).to.equal(call); // "…" is 4096
      expect(await refused(() => call.sendAppMessage('x'.repeat(4095), '*'))).to.equal(
        'Message data too large. Max size is 4096',
      );
      expect(await refused(() => call.sendAppMessage({ a: 'x'.repeat(4089) }, '*'))).to.equal(
        'Message data too large. Max size is 4096',
      );
    },
  },
  {
    name: 'leave before join (SPEC §4): left-meeting with its event; leave again resolves at once',
    async run(lib) {
      const call = lib.createCallObject();
      const events = record(call, ['left-meeting']);
      await call.leave();
      expect(call.meetingState()).to.equal('left-meeting');
      await call.leave();
      expect(events.map((e) => e.payload)).to.deep.equal([
        { action: 'left-meeting', callClientId: call.callClientId },
      ]);
      await call.destroy();
    },
  },
  {
    name: 'destroy (SPEC §8 "use after destroy"): left-meeting, then call-instance-destroyed; later uses are refused',
    async run(lib) {
      const call = lib.createCallObject();
      const id = call.callClientId;
      const events = record(call, ['left-meeting', 'call-instance-destroyed']);
      await call.destroy();
      expect(events.map((e) => e.payload)).to.deep.equal([
        { action: 'left-meeting', callClientId: id },
        { action: 'call-instance-destroyed', callClientId: id },
      ]);
      expect(call.isDestroyed()).to.equal(true);
      expect(call.meetingState()).to.equal('left-meeting');
      expect(call.callClientId).to.equal(undefined);
      await logsOf(async () => {
        for (const use of [
          () => call.join({ url: URL }),
          () => call.load(),
          () => call.startCamera(),
          () => call.setLocalAudio(true),
          () => call.startRecording(),
        ]) {
          expect(await refused(use)).to.equal('Use after destroy');
        }
        expect(await refused(() => call.sendAppMessage('x', '*'))).to.equal(
          'sendAppMessage() only supported after join.',
        );
      });
      expect((await attempt(() => call.leave())).ok).to.equal(true);
      expect((await attempt(() => call.destroy())).ok).to.equal(true);
    },
  },
  {
    name: "a join that cannot load Daily's bundle: 9 attempts, a fatal connection-error after about 6 s, the object left until destroyed",
    async run(lib, clock) {
      const call = lib.createCallObject();
      const events = record(call, ['loading', 'load-attempt-failed', 'error', 'left-meeting']);
      const startedAt = clock.now();
      const joining = watch(call.join({ url: URL }), clock);
      await clock.sleep(100);
      expect(call.meetingState()).to.equal('loading');
      await until(() => joining.state !== 'pending', clock, 12_000);

      expect(joining.state).to.equal('rejected');
      const failure = `Failed to load call object bundle ${bundleUrl(lib, 'c.dailywebrtc.net')}: TypeError: Failed to fetch`;
      expect(joining.value).to.equal(failure); // a string, not an Error
      const took = (joining.at ?? 0) - startedAt;
      expect(took).to.be.within(6000, 9000);
      expect(events.map((e) => e.name)).to.deep.equal([
        'loading',
        ...Array(9).fill('load-attempt-failed'),
        'error',
      ]);
      const fatal = events.at(-1)?.payload ?? {};
      expect(fatal).to.deep.include({ action: 'error', errorMsg: failure });
      const error = fatal.error as Record<string, unknown>;
      expect(error).to.deep.include({
        type: 'connection-error',
        msg: 'Failed to load call object bundle.',
      });
      expect(error.details).to.deep.include({
        on: 'load',
        bundleUrl: bundleUrl(lib, 'c.daily.co'),
      });

      // Left behind: the failed call object still holds the page until it is destroyed.
      expect(call.meetingState()).to.equal('error');
      expect(lib.getCallInstance()).to.equal(call);
      expect(() => lib.createCallObject()).to.throw(DUPLICATE);
      await call.leave();
      expect(call.meetingState()).to.equal('error');
      expect(events.filter((e) => e.name === 'left-meeting')).to.deep.equal([]);
      // Joining again loads again.
      void call.join({ url: URL }).catch(() => {});
      expect(call.meetingState()).to.equal('loading');
      await call.destroy();
      expect(lib.getCallInstance()).to.equal(undefined);
      await lib.createCallObject().destroy();
    },
  },
  {
    name: "destroy while Daily's bundle loads: resolves at once, frees the page, and the join never settles",
    async run(lib, clock) {
      const call = lib.createCallObject();
      const events = record(call, ['error', 'left-meeting', 'call-instance-destroyed']);
      const joining = watch(call.join({ url: URL }), clock);
      await clock.sleep(200);
      expect(call.meetingState()).to.equal('loading');
      const startedAt = clock.now();
      await call.destroy();
      expect(clock.now() - startedAt).to.be.below(1000);
      expect(events.map((e) => e.name)).to.deep.equal(['left-meeting', 'call-instance-destroyed']);
      expect(lib.getCallInstance()).to.equal(undefined);
      await lib.createCallObject().destroy();
      await clock.sleep(7000);
      expect(joining.state).to.equal('pending');
      expect(events.map((e) => e.name)).to.deep.equal(['left-meeting', 'call-instance-destroyed']);
    },
  },
];
