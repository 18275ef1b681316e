/**
 * daily-js's rules for one call object's life without Daily's servers: join's own checks, what
 * works before join and after destroy (docs/requirements.md#errors), app message sizes, and leave
 * and destroy events. Devices and audio levels are in `media-rules.ts`, a Daily bundle that cannot
 * load in `offline-rules.ts`.
 */
import { expect } from 'chai';
import {
  attempt,
  type ContractCase,
  INPUT_SETTINGS_HELP,
  logsOf,
  record,
  refused,
  URL,
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
];
