// @vitest-environment jsdom
// `resume="session"` and `needsGesture`: the provider keeps what `reconnect()` needs of a call in
// sessionStorage while the call lasts, a provider mounted with it there (as after a reload)
// rejoins the call, and audio the autoplay policy holds back waits for a gesture. Over the real
// client, the simulated transport and the simulated platform, which keeps a room the user left.
import { act, cleanup, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMediaPlayback } from '../../test-support/harness';
import { WebCall } from '../index';
import {
  createPlatformFetch,
  createSimulatedTransport,
  type SimulatedTransportOptions,
} from '../testing';
import { type UseWebCall, useTranscript, useWebCall, WebCallProvider } from './index';
import { resumable } from './resume';
import { RESUME_KEY } from './state';
import { BOOKING_TURNS } from './test-harness';

const KEY = 'pk_resume';
const BASE = 'https://platform.test';
const TURNS = BOOKING_TURNS;

beforeAll(async () => {
  // Loaded ahead, so the fake clock drives every test alike (see test-harness.tsx).
  await Promise.all([import('./controller'), import('./resume'), import('./tab-hold')]);
});
beforeEach(() => {
  vi.useFakeTimers();
  stubMediaPlayback();
  sessionStorage.clear();
});
afterEach(async () => {
  cleanup();
  await vi.runOnlyPendingTimersAsync();
  vi.useRealTimers();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

/** One page's platform and transport; records the clients made and the calls asked for. */
function setup(sim: SimulatedTransportOptions = {}, graceMs?: number) {
  const platform = createPlatformFetch({
    tokens: [KEY],
    room: () => ({ assistantName: 'Riley', turns: TURNS, endCall: true }),
  });
  const bodies: Record<string, unknown>[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    if (String(input).endsWith('/call/web')) bodies.push(JSON.parse(String(init?.body)));
    return platform(input, init);
  };
  // Slow enough for a reload mid-call; the room ends the call after its last turn.
  const factory = createSimulatedTransport({
    fetch,
    pacing: { msPerWord: 300, turnGapMs: 200 },
    ...sim,
  });
  const clients: WebCall[] = [];
  const createClient = vi.fn(() => {
    const client = new WebCall(KEY, BASE, undefined, undefined, {
      transport: factory,
      fetch,
      reconnectGraceMs: graceMs,
    });
    clients.push(client);
    return client;
  });
  return { factory, clients, createClient, bodies };
}

/** The latest `useWebCall()` and transcript lines of a mounted provider. */
interface Seen {
  call: UseWebCall;
  lines: string[];
  states: string[];
  /** Each state with the number of transcript lines shown, as rendered. */
  shown: string[];
}

function Probe({ seen }: { seen: Seen }) {
  seen.call = useWebCall();
  seen.lines = useTranscript().lines.map((line) => `${line.speaker}: ${line.text}`);
  if (seen.states.at(-1) !== seen.call.state) seen.states.push(seen.call.state);
  const shown = `${seen.call.state} ${seen.lines.length}`;
  if (seen.shown.at(-1) !== shown) seen.shown.push(shown);
  return null;
}

function mount(createClient: () => WebCall, { resume = true, strict = false } = {}) {
  const seen = { lines: [], states: [], shown: [] } as unknown as Seen;
  const tree = (
    <WebCallProvider createClient={createClient} resume={resume ? 'session' : undefined}>
      <Probe seen={seen} />
    </WebCallProvider>
  );
  const view = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { seen, view };
}

const run = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const kept = () => sessionStorage.getItem(RESUME_KEY);

/** The page goes away mid-call, as in a reload: `pagehide`, then the call object torn down. */
async function reload(client: WebCall | undefined, view: { unmount(): void }) {
  window.dispatchEvent(new Event('pagehide'));
  await act(() => client?.stop() ?? Promise.resolve());
  view.unmount();
  window.dispatchEvent(new Event('pageshow'));
}

const notAllowed = () =>
  Object.assign(new Error('play() needs a user gesture'), { name: 'NotAllowedError' });

describe('resume="session": what is kept, and when it is cleared', () => {
  it('starts with the room kept and writes what reconnect() needs once the call is up', async () => {
    const { createClient, bodies } = setup();
    const { seen } = mount(createClient);
    expect(kept()).toBeNull();
    await act(async () => void seen.call.start('assistant-id'));
    await run(1500);
    expect(seen.call.state).toBe('connected');
    expect(bodies[0]).toMatchObject({ roomDeleteOnUserLeaveEnabled: false });
    const { lines, ...stored } = JSON.parse(kept() ?? 'null');
    expect(stored).toEqual(resumable(stored));
    expect(stored).toMatchObject({ id: seen.call.callId, webCallUrl: expect.any(String) });
    // Nothing else of the created call (no assistant, no status), and the transcript's lines.
    expect(Object.keys(stored).sort()).toEqual([
      'artifactPlan',
      'assistant',
      'id',
      'transport',
      'webCallUrl',
    ]);
    expect(lines).toEqual([]);
    // Each final line is kept as it comes.
    await run(2500);
    const later: Array<{ speaker: string; text: string }> = JSON.parse(kept() ?? 'null').lines;
    expect(later[0]).toEqual({ speaker: 'assistant', text: 'Hello, this is the clinic.' });
    expect(later.map((line) => `${line.speaker}: ${line.text}`)).toEqual(seen.lines);
    await act(() => seen.call.end());
  });

  it.each([
    ['end()', async (_: ReturnType<typeof setup>, seen: Seen) => seen.call.end()],
    ['stop()', async (_: ReturnType<typeof setup>, seen: Seen) => seen.call.stop()],
    [
      'the remote end',
      async ({ factory }: ReturnType<typeof setup>) => factory.last?.endFromRemote(),
    ],
    [
      'a fatal error',
      async ({ factory }: ReturnType<typeof setup>) => factory.last?.raiseFatalError('gone'),
    ],
    [
      'the connection lost',
      async ({ factory }: ReturnType<typeof setup>) => factory.last?.interruptNetwork(),
    ],
  ])('clears it when the call ends by %s', async (_, end) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const page = setup({}, 1000);
    const { seen } = mount(page.createClient);
    await act(async () => void seen.call.start('assistant-id'));
    await run(1500);
    expect(kept()).not.toBeNull();
    await act(() => end(page, seen));
    await run(1500); // the grace period of a lost connection runs out
    expect(seen.call.state).toMatch(/^(ended|failed)$/);
    expect(kept()).toBeNull();
  });

  it('unmounting ends the call (its room is kept otherwise) and clears it', async () => {
    const { createClient, factory } = setup();
    const { seen, view } = mount(createClient);
    await act(async () => void seen.call.start('assistant-id'));
    await run(1500);
    const sim = factory.last;
    view.unmount();
    await run(10);
    expect(sim?.sentMessages.some((m) => String(m).includes('end-call'))).toBe(true);
    expect(sim?.isDestroyed()).toBe(true);
    expect(kept()).toBeNull();
  });

  it('without resume, keeps nothing and leaves the room to the platform', async () => {
    const { createClient, bodies } = setup();
    const { seen } = mount(createClient, { resume: false });
    await act(async () => void seen.call.start('assistant-id'));
    await run(1500);
    expect(seen.call.state).toBe('connected');
    expect(bodies[0]).not.toHaveProperty('roomDeleteOnUserLeaveEnabled');
    expect(kept()).toBeNull();
    await act(() => seen.call.stop());
  });
});

describe('resume="session": a provider mounted with a kept call rejoins it', () => {
  it('after a reload mid-call, shows the transcript at once, rejoins, and it goes on once', async () => {
    const page = setup();
    const first = mount(page.createClient);
    await act(async () => void first.seen.call.start('assistant-id'));
    await run(2500);
    const heard = first.seen.lines;
    expect(heard.length).toBeGreaterThanOrEqual(1);
    expect(heard.length).toBeLessThan(TURNS.length);
    const callId = first.seen.call.callId;
    await reload(page.clients[0], first.view);
    expect(kept()).not.toBeNull();

    const { seen } = mount(page.createClient, { strict: true });
    await run(15_000);
    // What was said before the reload shows before the rejoin is done (jsdom has no Web Locks:
    // the tab asks the others on a BroadcastChannel, and holds the call once none answered).
    expect(seen.shown.slice(0, 3)).toEqual(['idle 0', 'starting 0', `starting ${heard.length}`]);
    expect(seen.states).toEqual(['idle', 'starting', 'connected', 'ended']);
    expect(seen.call.callId).toBe(callId);
    // One client made for the rejoin, even under StrictMode; each line is there once.
    expect(page.createClient).toHaveBeenCalledTimes(2);
    expect(seen.lines).toEqual(TURNS.map((turn) => `${turn.role}: ${turn.text}`));
    expect(kept()).toBeNull(); // the call ended
  });

  it('keeps the entry while the rejoined call lasts: a second reload rejoins it again', async () => {
    const page = setup();
    const first = mount(page.createClient);
    await act(async () => void first.seen.call.start('assistant-id'));
    await run(1500);
    const callId = first.seen.call.callId;
    await reload(page.clients[0], first.view);
    const second = mount(page.createClient);
    await run(1500);
    expect(second.seen.call).toMatchObject({ state: 'connected', callId });
    expect(kept()).not.toBeNull();
    await reload(page.clients[1], second.view);
    const { seen } = mount(page.createClient);
    await run(1500);
    expect(seen.call).toMatchObject({ state: 'connected', callId });
    expect(page.createClient).toHaveBeenCalledTimes(3);
    await act(() => seen.call.end());
    expect(kept()).toBeNull();
  });

  it('a kept call that is gone fails at phase "start" with reconnect-error, and is cleared', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { createClient } = setup();
    sessionStorage.setItem(
      RESUME_KEY,
      JSON.stringify({ webCallUrl: `${BASE}/simulator/rooms/no-such-room`, id: 'call-1' }),
    );
    const { seen } = mount(createClient);
    await run(1000);
    expect(seen.call.state).toBe('failed');
    expect(seen.call.error).toMatchObject({ phase: 'start', event: { type: 'reconnect-error' } });
    expect(kept()).toBeNull();
    // The next start is a new call.
    await act(async () => void seen.call.start('assistant-id'));
    await run(1500);
    expect(seen.call.state).toBe('connected');
    await act(() => seen.call.end());
  });

  it.each([
    ['not JSON', '{"webCallUrl": "https://'],
    ['JSON null', 'null'],
    ['a number', '42'],
    ['no room URL', '{"id": "call-1"}'],
    ['a room URL of the wrong type', '{"webCallUrl": 42}'],
    ['a room URL that is not http(s)', '{"webCallUrl": "javascript:alert(1)"}'],
    ['fields of the wrong types', '{"webCallUrl": {}, "transport": "x", "assistant": [1]}'],
  ])('ignores and clears a kept value that is %s: no client, no crash', async (_, value) => {
    const { createClient } = setup();
    sessionStorage.setItem(RESUME_KEY, value);
    const { seen } = mount(createClient);
    await run(100);
    expect(seen.call).toMatchObject({ state: 'idle', error: null });
    expect(createClient).not.toHaveBeenCalled();
    expect(kept()).toBeNull();
  });

  it('without resume, a kept call is left alone', async () => {
    const { createClient } = setup();
    sessionStorage.setItem(RESUME_KEY, '{"webCallUrl": "https://platform.test/rooms/1"}');
    const { seen } = mount(createClient, { resume: false });
    await run(100);
    expect(seen.call.state).toBe('idle');
    expect(createClient).not.toHaveBeenCalled();
    expect(kept()).not.toBeNull();
  });

  it('without sessionStorage (blocked by privacy settings), there is nothing to resume', async () => {
    const { createClient } = setup();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const { seen } = mount(createClient);
    await run(100);
    expect(createClient).not.toHaveBeenCalled();
    await act(async () => void seen.call.start('assistant-id'));
    await run(1500);
    expect(seen.call.state).toBe('connected');
    await act(() => seen.call.end());
  });
});

describe('needsGesture: audio the autoplay policy holds back', () => {
  it('is set while the browser refuses the audio, and cleared once resumeAudio() plays it', async () => {
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(notAllowed());
    const { createClient } = setup();
    const { seen } = mount(createClient, { resume: false });
    expect(seen.call.needsGesture).toBe(false);
    await act(async () => void seen.call.start('assistant-id'));
    await run(1500);
    expect(seen.call).toMatchObject({ state: 'starting', needsGesture: true });
    // Still refused: still waiting.
    await act(() => expect(seen.call.resumeAudio()).rejects.toThrow('user gesture'));
    expect(seen.call.needsGesture).toBe(true);
    play.mockResolvedValue(undefined);
    await act(() => seen.call.resumeAudio());
    expect(seen.call.needsGesture).toBe(false);
    await run(1500);
    expect(seen.call.state).toBe('connected');
    expect(seen.lines[0]).toBe('assistant: Hello, this is the clinic.');
    await act(() => seen.call.stop());
  });

  it('is cleared when the call ends without a gesture', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(notAllowed());
    const { createClient } = setup();
    const { seen } = mount(createClient, { resume: false });
    await act(async () => void seen.call.start('assistant-id'));
    await run(1500);
    expect(seen.call.needsGesture).toBe(true);
    await act(() => seen.call.stop());
    expect(seen.call).toMatchObject({ state: 'ended', needsGesture: false });
  });

  it('after a reload, the rejoined call waits for a gesture, then goes on', async () => {
    const page = setup();
    const first = mount(page.createClient);
    await act(async () => void first.seen.call.start('assistant-id'));
    await run(2500);
    const heard = first.seen.lines.length;
    await reload(page.clients[0], first.view);

    // The reloaded page has had no user gesture yet.
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(notAllowed());
    const { seen } = mount(page.createClient);
    await run(3000);
    expect(seen.call).toMatchObject({ state: 'connected', needsGesture: true });
    expect(seen.lines).toHaveLength(heard); // the assistant waits for the audio to play
    play.mockResolvedValue(undefined);
    await act(() => seen.call.resumeAudio()); // "Tap to resume"
    expect(seen.call.needsGesture).toBe(false);
    await run(15_000);
    expect(seen.lines).toHaveLength(TURNS.length);
    expect(seen.call.state).toBe('ended');
  });
});
