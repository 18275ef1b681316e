// Runs in a real Chromium page (see simulated-call.spec.ts): a whole call of the real client over
// the simulated transport and platform.
import { WebCall } from '../src/index';
import { createPlatformFetch, createSimulatedTransport } from '../src/testing';

async function run(): Promise<Record<string, unknown>> {
  const fetch = createPlatformFetch({ tokens: ['pk_browser'] });
  const factory = createSimulatedTransport({ fetch });
  const call = new WebCall('pk_browser', 'https://platform.test', undefined, undefined, {
    transport: factory,
    fetch,
  });
  const events: string[] = [];
  const finals: string[] = [];
  for (const name of ['call-start', 'speech-start', 'speech-end', 'call-end'] as const) {
    call.on(name, () => events.push(name));
  }
  call.on('message', (m) => {
    if (m.type === 'transcript' && m.transcriptType === 'final') finals.push(m.transcript);
  });
  // The assistant's greeting is said once its speech has ended (the level fell and stayed low).
  const greeted = new Promise((resolve) => call.once('speech-end', () => resolve(undefined)));
  const created = await call.start({ firstMessage: 'Hello from a real browser' });
  await greeted;
  const sim = factory.last;
  const remote = Object.values(sim?.participants() ?? {}).find((p) => !p.local);
  const audio = document.querySelector('audio');
  const result = {
    created: created !== null,
    realTrack: remote?.tracks.audio.persistentTrack instanceof MediaStreamTrack,
    playing: audio?.srcObject instanceof MediaStream,
    audioElements: document.querySelectorAll('audio').length,
    finals,
    sent: sim?.sentMessages.filter((m) => m === 'playable').length,
  };
  await call.stop();
  return {
    ...result,
    events,
    audioAfter: document.querySelectorAll('audio').length,
    destroyed: sim?.isDestroyed(),
    listenersAfter: sim?.totalListenerCount,
    timersAfter: sim?.pendingTimers,
  };
}

declare global {
  interface Window {
    /** Runs one whole simulated call and reports what the page saw. */
    runSimulatedCall(): Promise<Record<string, unknown>>;
  }
}

window.runSimulatedCall = () => run().catch((error: unknown) => ({ error: String(error) }));
