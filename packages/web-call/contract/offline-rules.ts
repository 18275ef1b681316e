/**
 * daily-js's rules when its call bundle cannot load (Daily's hosts failing): a join, the pre-call
 * network tests, and a destroy while the bundle loads.
 */
import { expect } from 'chai';
import {
  bundleUrl,
  type ContractCase,
  DUPLICATE,
  logsOf,
  record,
  URL,
  until,
  watch,
} from './contract-kit';

export const OFFLINE_RULES: ContractCase[] = [
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
