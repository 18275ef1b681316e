/**
 * daily-js's rules for a call object's media before Daily's bundle loads: the devices chosen, the
 * input settings, track subscriptions, and the local and remote audio level observers.
 */
import { expect } from 'chai';
import { attempt, type ContractCase, INPUT_SETTINGS_HELP, logsOf, refused } from './contract-kit';

export const MEDIA_RULES: ContractCase[] = [
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
];
