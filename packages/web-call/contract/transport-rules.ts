/**
 * The transport seam's contract (docs/architecture.md#the-transport-seam): what the client relies
 * on from any `Transport`, run on the daily-js one in Chromium (`e2e/daily-contract.spec.ts`) and
 * on the simulated one of `@org/web-call/testing` in Node (`transport-contract.test.ts`), with the call
 * bundle unreachable in both: the transport's life, one call per page, and the events and payloads
 * of both. Where the two runs differ, the simulation is wrong.
 */
import { expect } from 'chai';
import { DUPLICATE_CALL } from '../src/page-calls';
import type { Transport, TransportProperties } from '../src/transport';
import { attempt, type ContractClock, logsOf, refused, URL, until, watch } from './contract-kit';

/** One page's transports, the call bundle unreachable. */
export interface TransportPage {
  make(properties?: TransportProperties): Promise<Transport>;
}

/** One rule of the seam, as assertions on a fresh page. */
export interface TransportCase {
  name: string;
  run(page: TransportPage, clock: ContractClock): Promise<void>;
}

/** daily-js's text of a failed bundle load (it names the last URL tried; the simulation none). */
const BUNDLE_FAILURE = /^Failed to load call object bundle.*: TypeError: Failed to fetch$/;

export const TRANSPORT_RULES: TransportCase[] = [
  {
    name: 'one call per page: a second transport is refused until the first is destroyed, unless made with allowMultipleCallInstances',
    async run(page) {
      const first = await page.make();
      expect(await refused(() => page.make())).to.contain(DUPLICATE_CALL);
      const extra = await page.make({ allowMultipleCallInstances: true });
      await first.destroy();
      await extra.destroy();
      const second = await page.make();
      await second.destroy();
    },
  },
  {
    name: 'destroy before join: one left-meeting with its action and callClientId; later uses are refused, destroy again resolves',
    async run(page) {
      const transport = await page.make();
      expect(transport.participants()).to.deep.equal({});
      const seen: Array<Record<string, unknown>> = [];
      transport.on('left-meeting', (event) => seen.push({ ...event }));
      await transport.destroy();
      expect(seen).to.have.length(1);
      expect(seen[0]?.action).to.equal('left-meeting');
      expect(seen[0]?.callClientId).to.be.a('string');
      await logsOf(async () => {
        expect(await refused(() => transport.setLocalAudio(true))).to.equal('Use after destroy');
        expect(await refused(() => transport.startRecording({}))).to.equal('Use after destroy');
        expect(await refused(() => transport.sendAppMessage('x'))).to.equal(
          'sendAppMessage() only supported after join.',
        );
      });
      expect((await attempt(() => transport.destroy())).ok).to.equal(true);
      expect(seen).to.have.length(1);
    },
  },
  {
    name: 'app messages before join are refused',
    async run(page) {
      const transport = await page.make();
      await logsOf(async () => {
        expect(await refused(() => transport.sendAppMessage('playable'))).to.equal(
          'sendAppMessage() only supported after join.',
        );
      });
      await transport.destroy();
    },
  },
  {
    name: 'events: a listener added twice runs twice, and off removes one of them',
    async run(page) {
      const transport = await page.make();
      const ran: string[] = [];
      const twice = () => ran.push('twice');
      const removed = () => ran.push('removed');
      transport.on('left-meeting', twice);
      transport.on('left-meeting', twice);
      transport.on('left-meeting', removed);
      transport.off('left-meeting', removed);
      await transport.destroy();
      expect(ran).to.deep.equal(['twice', 'twice']);
    },
  },
  {
    name: 'a join that cannot load the call bundle: a fatal connection-error after about 6 s, then a rejection with its text; the page is held until destroy',
    async run(page, clock) {
      const transport = await page.make();
      const errors: Array<Record<string, unknown>> = [];
      transport.on('error', (event) => errors.push({ ...event }));
      const startedAt = clock.now();
      const joining = watch(transport.join({ url: URL }), clock);
      await until(() => joining.state !== 'pending', clock, 12_000);
      expect(joining.state).to.equal('rejected');
      expect(joining.value).to.be.a('string').and.match(BUNDLE_FAILURE);
      expect((joining.at ?? 0) - startedAt).to.be.within(6000, 9000);
      expect(errors).to.have.length(1);
      expect(errors[0]).to.deep.include({ action: 'error', errorMsg: joining.value });
      expect(errors[0]?.error).to.deep.include({ type: 'connection-error' });
      expect(await refused(() => page.make())).to.contain(DUPLICATE_CALL);
      await transport.destroy();
      await (await page.make()).destroy();
    },
  },
  {
    name: 'destroy while the call bundle loads: resolves at once with left-meeting, frees the page, and the join never settles',
    async run(page, clock) {
      const transport = await page.make();
      const events: string[] = [];
      transport.on('left-meeting', () => events.push('left-meeting'));
      transport.on('error', () => events.push('error'));
      const joining = watch(transport.join({ url: URL }), clock);
      await clock.sleep(200);
      const startedAt = clock.now();
      await transport.destroy();
      expect(clock.now() - startedAt).to.be.below(1000);
      expect(events).to.deep.equal(['left-meeting']);
      await (await page.make()).destroy();
      await clock.sleep(7000);
      expect(joining.state).to.equal('pending');
      expect(events).to.deep.equal(['left-meeting']);
    },
  },
  {
    name: 'the pre-call network tests load the call bundle first: offline they fail as that load does',
    async run(page, clock) {
      const transport = await page.make();
      transport.on('error', () => {});
      const testing = watch(transport.testWebsocketConnectivity(), clock);
      await until(() => testing.state !== 'pending', clock, 12_000);
      expect(testing.state).to.equal('rejected');
      expect(testing.value).to.be.a('string').and.match(BUNDLE_FAILURE);
      await transport.destroy();
    },
  },
  {
    name: 'devices without a join: enumerateDevices lists plain copies; getInputDevices names only what was picked, by id, until the bundle loads',
    async run(page) {
      const transport = await page.make();
      const { devices } = await transport.enumerateDevices();
      const microphones = devices.filter((device) => device.kind === 'audioinput');
      expect(microphones.length).to.be.above(0);
      for (const device of devices) {
        expect(device).to.include.all.keys('deviceId', 'groupId', 'kind', 'label');
        // Copies through JSON, not the browser's own entries.
        expect((device as { toJSON?: unknown }).toJSON).to.equal(undefined);
      }
      expect(await transport.getInputDevices()).to.deep.equal({ camera: {}, mic: {}, speaker: {} });
      const picked = microphones[microphones.length - 1]?.deviceId ?? '';
      await transport.setInputDevicesAsync({ audioDeviceId: picked });
      await transport.setOutputDeviceAsync({ outputDeviceId: 'default' });
      expect(await transport.getInputDevices()).to.deep.equal({
        camera: {},
        mic: { deviceId: picked },
        speaker: { deviceId: 'default' },
      });
      await transport.destroy();
    },
  },
];
