// Runs in a real Chromium page (see turn-latency.spec.ts): a call of the real client over the
// simulated transport, whose microphone and assistant tracks are real sounding tracks, so the
// turn latency reads them through Web Audio analysers.
import { type Caption, type TurnLatency, WebCall } from '../src/index';
import { createPlatformFetch, createSimulatedTransport, type SimulatedTurn } from '../src/testing';

/** The assistant's delays after each of the person's turns, in ms. */
export const DELAYS = [400, 900, 1500];

async function run(): Promise<Record<string, unknown>> {
  const turns: SimulatedTurn[] = [
    { role: 'assistant', text: 'Hello, how can I help?' },
    ...DELAYS.flatMap((delayMs, i): SimulatedTurn[] => [
      { role: 'user', text: `This is question number ${i + 1}` },
      { role: 'assistant', text: `Here is answer ${i + 1}.`, delayMs },
    ]),
  ];
  const fetch = createPlatformFetch({ tokens: ['pk_browser'] });
  const factory = createSimulatedTransport({
    fetch,
    script: { turns, endCall: true },
    pacing: { msPerWord: 120, turnGapMs: 300, roundTripMs: 40 },
  });
  const call = new WebCall('pk_browser', 'https://platform.test', undefined, undefined, {
    transport: factory,
    fetch,
  });
  const latencies: TurnLatency[] = [];
  const thinking: boolean[] = [];
  const captions: Caption[] = [];
  call.on('turn-latency', (latency) => latencies.push(latency));
  call.on('thinking', (value) => thinking.push(value));
  call.on('caption', (caption) => captions.push(caption));
  const ended = new Promise((resolve) => call.once('call-end', () => resolve(undefined)));
  await call.start('assistant-id');
  await ended;
  return {
    latencies,
    thinking,
    lastCaption: captions.at(-1)?.text,
    captionSources: [...new Set(captions.map((c) => c.source))],
    thinkingAfter: thinking.at(-1) ?? false,
  };
}

declare global {
  interface Window {
    /** Runs one call of scripted turns and reports the turn latencies the page measured. */
    runTurnLatency(): Promise<Record<string, unknown>>;
  }
}

window.runTurnLatency = () => run().catch((error: unknown) => ({ error: String(error) }));
