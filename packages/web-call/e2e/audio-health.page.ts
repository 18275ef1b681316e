// Runs in a real Chromium page (see audio-health.spec.ts): the real client over the simulated
// transport and platform, watching the call's audio (docs/requirements.md#audio-health).
import { type AudioHealthEvent, WebCall } from '../src/index';
import { createPlatformFetch, createSimulatedTransport } from '../src/testing';

/** One `audio-health` event as the page saw it, with ms since the step began. */
type Seen = { condition: string; active: boolean; at: number };

/** A client over the simulated call, and the `audio-health` events it reports. */
async function connected(firstMessage: string) {
  const fetch = createPlatformFetch({ tokens: ['pk_browser'] });
  const factory = createSimulatedTransport({ fetch });
  const call = new WebCall('pk_browser', 'https://platform.test', undefined, undefined, {
    transport: factory,
    fetch,
  });
  const seen: Seen[] = [];
  let from = performance.now();
  // The events of the step under way start here.
  let first = 0;
  call.on('audio-health', ({ condition, active }: AudioHealthEvent) =>
    seen.push({ condition, active, at: Math.round(performance.now() - from) }),
  );
  const greeted = new Promise((resolve) => call.once('speech-end', () => resolve(undefined)));
  await call.start({ firstMessage });
  await greeted;
  const sim = factory.last;
  if (!sim) throw new Error('no simulated transport');
  return {
    call,
    sim,
    seen,
    /** Starts a step: its clock, and the events `until` looks at. */
    mark: () => {
      from = performance.now();
      first = seen.length;
    },
    /** Waits until the step has reported `condition` `active`, at most `ms`. */
    until: (condition: string, active: boolean, ms: number) =>
      new Promise<void>((resolve, reject) => {
        const deadline = performance.now() + ms;
        const check = () => {
          const step = seen.slice(first);
          if (step.some((e) => e.condition === condition && e.active === active)) resolve();
          else if (performance.now() > deadline) reject(new Error(`no ${condition} ${active}`));
          else setTimeout(check, 20);
        };
        check();
      }),
  };
}

/** The greeting ends, nobody speaks: the silence is said, then cleared when the person speaks. */
async function silentMicrophone() {
  const { call, sim, seen, mark, until } = await connected('Hello, can you hear me?');
  mark();
  await until('silent-microphone', true, 10_000);
  const silentAfter = seen[0]?.at;
  mark();
  sim.setLocalAudioLevel(0.08);
  await until('silent-microphone', false, 2000);
  const clearedAfter = seen[1]?.at;
  const during = call.getAudioHealth();
  await call.stop();
  return {
    events: seen.map(({ condition, active }) => [condition, active]),
    silentAfter,
    clearedAfter,
    during,
    after: call.getAudioHealth(),
    listenersAfter: sim.totalListenerCount,
  };
}

/**
 * A track muted and unmuted by the system, then a real track from Chromium's fake microphone
 * stopped (which fires no `ended`: the watch reads `readyState`), then the device unplugged.
 */
async function mutedAndEnded() {
  const { call, sim, seen, mark, until } = await connected('Hello, this is the front desk.');
  sim.setLocalAudioLevel(0.05); // the person is heard: no silence on the way
  sim.microphone.setMuted(true);
  sim.microphone.setMuted(false);
  const muted = seen.map(({ condition, active }) => [condition, active]);

  const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  const [track] = stream.getAudioTracks();
  if (!track) throw new Error('no audio track from the fake device');
  sim.microphone.useTrack(track);
  const before = call.getAudioHealth();
  mark();
  track.stop();
  const stoppedState = track.readyState;
  await until('microphone-muted', true, 2000);
  const ended = seen.at(-1);

  mark();
  sim.microphone.use('usb-headset');
  await until('microphone-muted', false, 2000);
  sim.microphone.unplug();
  const lost = call.getAudioHealth();
  sim.microphone.use('default-headset');
  const back = call.getAudioHealth();
  await call.stop();
  return {
    muted,
    realTrack: track instanceof MediaStreamTrack,
    before,
    stoppedState,
    ended: ended && [ended.condition, ended.active],
    endedAfter: ended?.at,
    lost,
    back,
    after: call.getAudioHealth(),
  };
}

declare global {
  interface Window {
    runSilentMicrophone(): Promise<Record<string, unknown>>;
    runMutedAndEnded(): Promise<Record<string, unknown>>;
  }
}

const report = (error: unknown) => ({ error: String(error) });
window.runSilentMicrophone = () => silentMicrophone().catch(report);
window.runMutedAndEnded = () => mutedAndEnded().catch(report);
