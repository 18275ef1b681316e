// A complete simulated call: the site's path end to end through the real client code
// (docs/requirements.md#the-live-demo, docs/requirements.md#site-calls): voice-config (Deno)
// gives the key and the simulator's URL; @org/web-call POSTs /call/web to the simulator; its
// simulated transport joins the returned room URL, plays the scripted agent, and the call ends.
import { WebCall } from '@org/web-call';
import { createSimulatedTransport } from '@org/web-call/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../stack';
import { siteClient } from '../testing/clients';
import { startTestStack } from '../testing/engine';
import { DEMO_ASSISTANT_IDS, roomScriptFor } from './scripts';

let stack: LocalStack;
let voice: { publicKey: string; apiBaseUrl: string };

beforeAll(async () => {
  stack = await startTestStack();
  const site = siteClient(stack.url, stack.anonKey);
  const { data, error } = await site.functions.invoke('voice-config');
  await site.auth.stopAutoRefresh();
  if (error) throw error;
  voice = data as typeof voice;
});
afterAll(() => stack?.stop());

interface Transcript {
  type: string;
  transcriptType?: string;
  role?: string;
  transcript?: string;
}

/** Runs one call to its end and returns what the host page saw. */
async function runCall(publicKey: string, assistantId: string) {
  const factory = createSimulatedTransport({ pacing: { msPerWord: 10, turnGapMs: 20 } });
  const call = new WebCall(publicKey, voice.apiBaseUrl, undefined, undefined, {
    transport: factory,
  });
  const seen: string[] = [];
  const finals: Array<{ role: string; text: string }> = [];
  const ended = new Promise<void>((resolve) => call.on('call-end', () => resolve()));
  call.on('call-start', () => seen.push('call-start'));
  call.on('call-start-failed', () => seen.push('call-start-failed'));
  call.on('message', (message) => {
    const m = message as Transcript;
    if (m.type === 'transcript' && m.transcriptType === 'final') {
      finals.push({ role: m.role as string, text: m.transcript as string });
    }
  });
  const created = await call.start(assistantId);
  if (created) await ended;
  else await call.stop();
  return { created, seen, finals, factory };
}

describe('a complete simulated call through @org/web-call', () => {
  it.each(Object.entries(DEMO_ASSISTANT_IDS))(
    'the %s agent: created by the simulator, joined, every turn transcribed, ended by the agent',
    async (_, assistantId) => {
      const { created, seen, finals } = await runCall(voice.publicKey, assistantId);
      expect(created?.webCallUrl).toBe(`${stack.url}/simulator/rooms/${created?.id}`);
      expect(seen).toEqual(['call-start']);
      // The room was deleted when the call ended (the user left it): compare with its script.
      await expect
        .poll(async () => (await fetch(created?.webCallUrl as string)).status, { timeout: 5000 })
        .toBe(404);
      const room = roomScriptFor({ assistantId });
      expect(finals).toEqual(room.turns.map((turn) => ({ role: turn.role, text: turn.text })));
      expect(finals.length).toBeGreaterThanOrEqual(4);
    },
  );

  it('fails the start at web-call creation with a wrong public key (401 from the simulator)', async () => {
    const { created, seen, factory } = await runCall('pk_wrong', DEMO_ASSISTANT_IDS.hotel);
    expect(created).toBeNull();
    expect(seen).toEqual(['call-start-failed']);
    expect(factory.last?.joinOptions).toBeUndefined();
  });
});
