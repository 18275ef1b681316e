/**
 * What a recording of a real daily-js call holds offline (docs/requirements.md#call-fixtures): the
 * microphone's level observer lives in Daily's call bundle, so with Daily's hosts failing it never
 * runs, even with a working (fake) microphone, and `recordCall()` of a real call records the
 * start's states and error with no level timeline. Should daily-js ever measure the microphone
 * without its bundle, the first rule fails: then a recorded level timeline can be checked here.
 */
import { expect } from 'chai';
import { recordCall } from '../src/testing/call-recorder';
import { WebCall } from '../src/web-call';
import { type ContractCase, record, until, watch } from './contract-kit';

/** A platform that creates every web call in a Daily room (which, offline, cannot be joined). */
const platform: typeof fetch = async () =>
  new Response(
    JSON.stringify({
      id: '0b6c1c7e-8f0b-4c5e-9a43-0c1b9e6a2f11',
      webCallUrl: 'https://example.daily.co/contract',
    }),
    { status: 201, headers: { 'content-type': 'application/json' } },
  );

export const RECORDER_RULES: ContractCase[] = [
  {
    name: "the microphone's level observer needs Daily's bundle: offline, startCamera fails as the load does and the observer never runs, though the microphone works",
    async run(lib, clock) {
      // The fake microphone is there: the browser gives its track.
      const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      expect(stream.getAudioTracks()).to.have.length(1);
      for (const track of stream.getTracks()) track.stop();

      const call = lib.createCallObject();
      const events = record(call, ['local-audio-level']);
      expect(call.startLocalAudioLevelObserver(100)).to.equal(undefined);
      const camera = watch(call.startCamera(), clock);
      await until(() => camera.state !== 'pending', clock, 12_000);
      expect(camera.state).to.equal('rejected');
      expect(String(camera.value)).to.match(/^Failed to load call object bundle /);
      // Asked again after the failed load: still only remembered, never running.
      expect(call.startLocalAudioLevelObserver(100)).to.equal(undefined);
      await clock.sleep(500);
      expect(call.isLocalAudioLevelObserverRunning()).to.equal(false);
      expect(call.getLocalAudioLevel()).to.equal(0);
      expect(events).to.deep.equal([]);
      await call.destroy();
    },
  },
  {
    name: "recordCall() of a real daily-js call offline: the start's states and error, and no level timeline",
    async run(lib, clock) {
      const webCall = new WebCall('pk_contract', 'http://localhost', undefined, undefined, {
        fetch: platform,
      });
      // Listening for the microphone's level makes a call start its observer.
      const recording = recordCall(webCall);
      const startedAt = clock.now();
      const starting = watch(webCall.start('assistant-id'), clock);
      await until(() => starting.state !== 'pending', clock, 15_000);
      expect(clock.now() - startedAt).to.be.within(6000, 12_000);
      expect(starting).to.deep.include({ state: 'resolved', value: null });
      await webCall.stop();
      const fixture = recording.stop();
      const states = fixture.events.flatMap((e) =>
        e.kind === 'state' ? [`${e.previous} → ${e.next} (${e.reason})`] : [],
      );
      expect(states).to.deep.equal([
        'idle → starting (start)',
        'starting → failed (start-failed)',
        'failed → idle (stop)',
      ]);
      const failed = fixture.events.find((e) => e.kind === 'state' && e.next === 'failed');
      expect(failed)
        .to.have.nested.property('error.message')
        .that.match(/call object bundle/);
      const levels = fixture.events.filter((e) => e.kind === 'volume' || e.kind === 'local-volume');
      expect(levels).to.deep.equal([]);
      // The fixture is JSON as it is, and the page is free for the next call.
      expect(JSON.parse(JSON.stringify(fixture))).to.deep.equal(fixture);
      expect(lib.getCallInstance()).to.equal(undefined);
    },
  },
];
