/**
 * daily-js's rules for one call object's life without Daily's servers: join's own checks, what
 * works before join and after destroy (docs/requirements.md#errors), app message sizes, leave and
 * destroy events, and a join or network test that cannot load Daily's bundle.
 */
import { expect } from 'chai';
import {
  attempt,
  bundleUrl,
  type ContractCase,
  DUPLICATE,
  INPUT_SETTINGS_HELP,
  logsOf,
  record,
  refused,
  URL,
  until,
  watch,
} from './contract-kit';

export const CALL_RULES: ContractCase[] = [
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
    name: 'before join: what works, what throws, and what it answers',
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
    name: "devices before Daily's bundle loads: the camera, microphone and speaker chosen are kept, each device method answers all three, and leave forgets all but the speaker",
    async run(lib) {
      const call = lib.createCallObject();
      const none = { camera: {}, mic: {}, speaker: {} };
      expect(await call.getInputDevices()).to.deep.equal(none);
      expect(await call.setOutputDeviceAsync({ outputDeviceId: 'speaker-1' })).to.deep.equal({
        ...none,
        speaker: { deviceId: 'speaker-1' },
      });
      const chosen = { camera: {}, mic: { deviceId: 'mic-1' }, speaker: { deviceId: 'speaker-1' } };
      expect(await call.setInputDevicesAsync({ audioDeviceId: 'mic-1' })).to.deep.equal(chosen);
      // No device named (false turns the microphone off rather than choosing one): all kept.
      expect(await call.setInputDevicesAsync({ audioDeviceId: false })).to.deep.equal(chosen);
      expect(await call.setInputDevicesAsync({})).to.deep.equal(chosen);
      expect(await call.getInputDevices()).to.deep.equal(chosen);
      // Leaving forgets the camera and microphone chosen, not the speaker.
      const speakerOnly = { ...none, speaker: { deviceId: 'speaker-1' } };
      await call.leave();
      expect(await call.getInputDevices()).to.deep.equal(speakerOnly);
      await call.destroy();
      expect(await call.getInputDevices()).to.deep.equal(speakerOnly);
    },
  },
  {
    name: 'setOutputDeviceAsync needs a device id, a non-empty string: else it rejects and the speaker stays',
    async run(lib) {
      const call = lib.createCallObject();
      await call.setOutputDeviceAsync({ outputDeviceId: 'speaker-1' });
      for (const outputDeviceId of ['', undefined, 5]) {
        expect(
          await refused(() =>
            call.setOutputDeviceAsync({ outputDeviceId } as { outputDeviceId: string }),
          ),
        ).to.equal('outputDeviceId must be provided and must be a valid device id');
      }
      expect(await call.getInputDevices()).to.deep.include({ speaker: { deviceId: 'speaker-1' } });
      await call.destroy();
    },
  },
  {
    name: 'updateInputSettings refuses settings it cannot take with its help text itself (a string, not an Error), logged first',
    async run(lib) {
      const call = lib.createCallObject();
      let outcome: Awaited<ReturnType<typeof attempt>> | undefined;
      const logs = await logsOf(async () => {
        outcome = await attempt(() =>
          call.updateInputSettings({ audio: { processor: { type: 'bogus' } } }),
        );
      });
      expect(outcome).to.deep.equal({ ok: false, error: INPUT_SETTINGS_HELP });
      expect(logs.error).to.deep.equal([
        'inputSettings audio processor type invalid',
        INPUT_SETTINGS_HELP,
      ]);
      await call.destroy();
    },
  },
  {
    name: 'updateInputSettings merges kind by kind (each processor or settings entry replaced whole), answers all in force, and leave clears them',
    async run(lib) {
      const call = lib.createCallObject();
      const quiet = { settings: { noiseSuppression: false } };
      const blur = { processor: { type: 'background-blur', config: { strength: 0.5 } } };
      const noiseCancellation = { processor: { type: 'noise-cancellation' } };
      expect(await call.updateInputSettings({})).to.deep.equal({});
      await call.updateInputSettings({ audio: { settings: { echoCancellation: false } } });
      expect(await call.updateInputSettings({ audio: quiet })).to.deep.equal({ audio: quiet });
      expect(await call.updateInputSettings({ video: blur })).to.deep.equal({
        audio: quiet,
        video: blur,
      });
      expect(await call.updateInputSettings({ audio: noiseCancellation, video: {} })).to.deep.equal(
        { audio: { ...quiet, ...noiseCancellation }, video: blur },
      );
      expect(await call.updateInputSettings({})).to.deep.equal({
        audio: { ...quiet, ...noiseCancellation },
        video: blur,
      });
      await call.leave();
      expect(await call.updateInputSettings({})).to.deep.equal({});
      await call.destroy();
    },
  },
  {
    name: 'updateParticipant without a session id or without updates does nothing: nothing checked, nothing refused',
    async run(lib) {
      const call = lib.createCallObject();
      expect(call.updateParticipant('', { bogus: 1 })).to.equal(call);
      expect(
        call.updateParticipant('abc', undefined as unknown as Record<string, unknown>),
      ).to.equal(call);
      await call.destroy();
      expect(call.updateParticipant('', { setAudio: true })).to.equal(call);
    },
  },
  {
    name: 'local audio level observer before load: interval checked, request kept, nothing runs; stop refused after destroy',
    async run(lib) {
      const call = lib.createCallObject();
      expect(await refused(() => call.startLocalAudioLevelObserver(50))).to.equal(
        'The interval must be a number greater than or equal to 100 milliseconds.',
      );
      // Before Daily's bundle has loaded the request is only remembered: no promise, not running.
      expect(call.startLocalAudioLevelObserver(200)).to.equal(undefined);
      expect(call.isLocalAudioLevelObserverRunning()).to.equal(false);
      expect(call.getLocalAudioLevel()).to.equal(0);
      expect(call.stopLocalAudioLevelObserver()).to.equal(undefined);
      expect(call.startLocalAudioLevelObserver()).to.equal(undefined);
      await call.destroy();
      await logsOf(async () => {
        expect(await refused(() => call.stopLocalAudioLevelObserver())).to.equal(
          'Use after destroy',
        );
      });
    },
  },
  {
    name: 'remote audio level observer before load, as the local one: interval checked, request kept, no promise, also after leave and destroy',
    async run(lib) {
      const call = lib.createCallObject();
      expect(await refused(() => call.startRemoteParticipantsAudioLevelObserver(50))).to.equal(
        'The interval must be a number greater than or equal to 100 milliseconds.',
      );
      expect(call.startRemoteParticipantsAudioLevelObserver(100)).to.equal(undefined);
      expect(call.startRemoteParticipantsAudioLevelObserver()).to.equal(undefined);
      await call.leave();
      expect(call.startRemoteParticipantsAudioLevelObserver(200)).to.equal(undefined);
      await call.destroy();
      expect(call.startRemoteParticipantsAudioLevelObserver(200)).to.equal(undefined);
    },
  },
  {
    name: 'network stats outside a call: the network as daily-js starts it, with no figures yet',
    async run(lib) {
      // daily-js answers its starting network, without the networkStateReasons its types promise.
      const starting = { stats: {}, threshold: 'good', quality: 100, networkState: 'unknown' };
      const call = lib.createCallObject();
      expect(await call.getNetworkStats()).to.deep.equal(starting);
      await call.leave();
      expect(await call.getNetworkStats()).to.deep.equal(starting);
      await call.destroy();
      expect(await call.getNetworkStats()).to.deep.equal(starting);
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
    name: 'leave before join: left-meeting with its event; leave again resolves at once',
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
    name: "events follow Node's EventEmitter: a handler added twice runs twice, off removes one, once runs once and off removes it too",
    async run(lib) {
      const call = lib.createCallObject();
      const ran: string[] = [];
      const twice = () => ran.push('twice');
      const removed = () => ran.push('removed');
      const onlyOnce = () => ran.push('once');
      call.on('left-meeting', twice);
      call.on('left-meeting', twice);
      call.on('left-meeting', removed);
      call.on('left-meeting', removed);
      call.off('left-meeting', removed);
      call.off('left-meeting', removed);
      call.once('left-meeting', removed);
      call.off('left-meeting', removed);
      call.once('call-instance-destroyed', onlyOnce);
      expect(call.listenerCount('left-meeting')).to.equal(2);
      expect(call.listeners('left-meeting')).to.deep.equal([twice, twice]);
      expect(call.listenerCount('call-instance-destroyed')).to.equal(1);
      await call.leave();
      expect(ran).to.deep.equal(['twice', 'twice']);
      call.off('left-meeting', twice);
      expect(call.listenerCount('left-meeting')).to.equal(1);
      // Already left: destroy sends no second left-meeting, only call-instance-destroyed.
      await call.destroy();
      expect(ran).to.deep.equal(['twice', 'twice', 'once']);
      expect(call.listenerCount('call-instance-destroyed')).to.equal(0);
      call.removeAllListeners();
      expect(call.eventNames()).to.deep.equal([]);
    },
  },
  {
    name: "a listener that throws: daily-js logs it ('could not emit'), the later listeners of that event miss it, and the call goes on",
    async run(lib) {
      const call = lib.createCallObject();
      const ran: string[] = [];
      call.on('left-meeting', () => ran.push('before'));
      call.on('left-meeting', () => {
        ran.push('throws');
        throw new Error('a listener failed');
      });
      call.on('left-meeting', () => ran.push('after'));
      call.on('call-instance-destroyed', () => ran.push('destroyed'));
      let left: Awaited<ReturnType<typeof attempt>> | undefined;
      const logs = await logsOf(async () => {
        left = await attempt(() => call.leave());
      });
      expect(left?.ok, 'leave() resolves').to.equal(true);
      expect(ran).to.deep.equal(['before', 'throws']);
      expect(logs.log).to.have.length(1);
      expect(logs.log[0]).to.match(/^could not emit \[object Object\] Error: a listener failed/);
      expect(call.meetingState()).to.equal('left-meeting');
      await call.destroy();
      expect(ran).to.deep.equal(['before', 'throws', 'destroyed']);
      expect(call.isDestroyed()).to.equal(true);
    },
  },
  {
    name: 'destroy: left-meeting, then call-instance-destroyed; later uses are refused',
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
    name: "after destroy: updateParticipant and stopRecording are refused too, after updateParticipant's own checks; after leave they still work",
    async run(lib) {
      const call = lib.createCallObject({ subscribeToTracksAutomatically: false });
      const update = () => call.updateParticipant('abc', { setSubscribedTracks: { audio: true } });
      await call.leave();
      expect(update()).to.equal(call);
      expect(call.stopRecording()).to.equal(undefined);
      await call.destroy();
      expect(await refused(update)).to.equal('Use after destroy');
      expect(await refused(() => call.stopRecording())).to.equal('Use after destroy');
      expect(await refused(() => call.updateParticipant('abc', { bogus: 1 }))).to.equal(
        'unrecognized updateParticipant property bogus',
      );
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
    name: "the pre-call network tests load Daily's bundle first: offline they fail as that load does, and an error event with no listener is logged",
    async run(lib, clock) {
      const call = lib.createCallObject();
      const testing = watch(call.testWebsocketConnectivity(), clock);
      const logs = await logsOf(async () => {
        await clock.sleep(100);
        expect(call.meetingState()).to.equal('loading');
        await until(() => testing.state !== 'pending', clock, 12_000);
      });
      // Its fatal `error` event finds no listener: Node's EventEmitter throws for that, and
      // daily-js logs the throw (the message differs between the browser's and Node's `events`).
      expect(logs.log).to.have.length(1);
      expect(logs.log[0]).to.match(
        /^could not emit \[object Object\] Error( \[ERR_UNHANDLED_ERROR\])?: Unhandled error\./,
      );
      expect(testing.state).to.equal('rejected');
      expect(testing.value).to.equal(
        `Failed to load call object bundle ${bundleUrl(lib, 'c.dailywebrtc.net')}: TypeError: Failed to fetch`,
      );
      expect(call.meetingState()).to.equal('error');
      await call.destroy();
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
