// @vitest-environment jsdom
// The React bindings with Testing Library, over the real client and the simulated call object and
// platform; the transcript follows docs/requirements.md#the-live-demo.
import { act, cleanup, render, screen } from '@testing-library/react';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMediaPlayback } from '../../test-support/harness';
import { WebCall, type WebCallEvents } from '../index';
import {
  createPlatformFetch,
  createSimulatedTransport,
  type SimulatedTransportOptions,
} from '../testing';
import {
  createWebCallHub,
  type UseWebCall,
  useIsSpeaking,
  useLocalVolumeLevel,
  useTranscript,
  useVolumeLevel,
  useWebCall,
  useWebCallEvent,
  WebCallProvider,
  type WebCallProviderProps,
} from './index';
import { TRANSCRIPT_MAX_LINES } from './transcript';

const KEY = 'pk_react';
const BASE = 'https://platform.test';
const TURNS = [
  { role: 'assistant' as const, text: 'Hello, this is the clinic.' },
  { role: 'user' as const, text: 'I need an appointment.' },
  { role: 'user' as const, text: 'Tomorrow if possible.' },
  { role: 'assistant' as const, text: 'Tomorrow at nine works.' },
];

// The controller loads with a provider's first action (a dynamic import, which takes real time the
// first time): load it once ahead, so the fake clock drives every test alike.
beforeAll(async () => {
  await import('./controller');
});

beforeEach(() => {
  vi.useFakeTimers();
  stubMediaPlayback();
});
afterEach(async () => {
  cleanup();
  await vi.runOnlyPendingTimersAsync();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A provider over the simulated platform; records every client it makes. */
function setup(
  sim: SimulatedTransportOptions = {},
  platform: { status?: number; latencyMs?: number } = {},
) {
  const fetch = createPlatformFetch({
    tokens: [KEY],
    room: () => ({ assistantName: 'Riley', turns: TURNS }),
    latencyMs: platform.latencyMs,
    ...(platform.status && { faults: { 'POST /call/web': { status: platform.status } } }),
  });
  const factory = createSimulatedTransport({ fetch, ...sim });
  const clients: WebCall[] = [];
  const createClient = vi.fn(() => {
    const client = new WebCall(KEY, BASE, undefined, undefined, {
      transport: factory,
      fetch,
    });
    clients.push(client);
    return client;
  });
  return { factory, clients, createClient, fetch };
}

/** What the probe saw of every hook. */
interface Seen {
  call: UseWebCall;
  states: string[];
  transcript: ReturnType<typeof useTranscript>;
  volume: number;
  speaking: boolean[];
}

/** Exposes every hook's latest value in `seen`. */
function Probe({ seen }: { seen: Seen }) {
  const call = useWebCall();
  seen.call = call;
  seen.transcript = useTranscript();
  seen.volume = useVolumeLevel();
  const speaking = useIsSpeaking();
  useEffect(() => {
    if (seen.states.at(-1) !== call.state) seen.states.push(call.state);
  }, [call.state, seen]);
  useEffect(() => {
    if (seen.speaking.at(-1) !== speaking) seen.speaking.push(speaking);
  }, [speaking, seen]);
  return <p data-testid="state">{call.state}</p>;
}

/** Records each `error` event type the client reports. */
function Errors({ into }: { into: string[] }) {
  useWebCallEvent('error', (event) => into.push(event.type));
  return null;
}

/** Records each partial line shown. */
function Partials({ into }: { into: string[] }) {
  const { partial } = useTranscript();
  useEffect(() => {
    if (partial) into.push(`${partial.speaker}: ${partial.text}`);
  }, [partial, into]);
  return null;
}

/** Records the loudest microphone level seen, and the latest. */
function MicLevel({ into }: { into: { loudest: number; last: number } }) {
  const level = useLocalVolumeLevel();
  into.loudest = Math.max(into.loudest, level);
  into.last = level;
  return null;
}

/** Uses a hook without a provider. */
function Lost() {
  useWebCall();
  return null;
}

/** Renders the probe (and `extra`) in a provider. */
function renderProbe(
  props: WebCallProviderProps,
  { strict = false, extra }: { strict?: boolean; extra?: ReactNode } = {},
) {
  const seen = {
    states: [],
    transcript: { lines: [], partial: null },
    volume: 0,
    speaking: [],
  } as unknown as Seen;
  const tree = (
    <WebCallProvider {...props}>
      <Probe seen={seen} />
      {extra}
    </WebCallProvider>
  );
  const view = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { seen, view };
}

/** Lets the simulation run. */
const run = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** The types of the JSON app messages a simulated call object was sent. */
const sentTypes = (sim: { sentMessages: unknown[] } | undefined) =>
  (sim?.sentMessages ?? []).flatMap((m) => {
    try {
      return [JSON.parse(String(m)).type];
    } catch {
      return [];
    }
  });

describe('WebCallProvider: one lazy client for the tree', () => {
  it('makes nothing before first use: no client, no call object', async () => {
    const { factory, createClient } = setup();
    renderProbe({ createClient });
    await run(1000);
    expect(screen.getByTestId('state').textContent).toBe('idle');
    expect(createClient).not.toHaveBeenCalled();
    expect(factory.created).toBe(0);
  });

  it('under StrictMode double mounting makes one client and one call object', async () => {
    const { factory, createClient } = setup();
    const { seen } = renderProbe({ createClient }, { strict: true });
    await act(async () => {
      void seen.call.start('assistant-id');
      void seen.call.start('assistant-id'); // ignored: a call is under way
    });
    await run(3000);
    expect(seen.call.state).toBe('connected');
    expect(createClient).toHaveBeenCalledTimes(1);
    expect(factory.created).toBe(1);
    await act(() => seen.call.stop());
  });

  it('shares the client between components, and hangs up when unmounted', async () => {
    const { factory, createClient } = setup();
    const { seen, view } = renderProbe({ createClient });
    await act(async () => void seen.call.start('assistant-id'));
    await run(1500);
    expect(seen.call.state).toBe('connected');
    view.unmount();
    await run(10);
    expect(factory.last?.isDestroyed()).toBe(true);
    expect(document.querySelectorAll('audio')).toHaveLength(0);
  });

  it('one hub shown by two roots: a start in one shows in both, and the last unmount hangs up', async () => {
    const { factory, createClient } = setup();
    const hub = createWebCallHub({ createClient });
    const orb = renderProbe({ hub }, { strict: true });
    const demo = renderProbe({ hub }, { strict: true });
    await act(async () => void orb.seen.call.start('assistant-id'));
    await run(1500);
    expect([orb.seen.call.state, demo.seen.call.state]).toEqual(['connected', 'connected']);
    expect(demo.seen.call.callId).toBe(orb.seen.call.callId);
    expect(await act(() => demo.seen.call.start('assistant-id'))).toBeNull(); // one call
    expect(createClient).toHaveBeenCalledTimes(1);
    // One root goes (its part of the page failed): the call goes on for the other.
    orb.view.unmount();
    await run(10);
    expect(factory.last?.isDestroyed()).toBe(false);
    expect(demo.seen.call.state).toBe('connected');
    demo.view.unmount();
    await run(10);
    expect(factory.last?.isDestroyed()).toBe(true);
    expect(hub.actions.getState().state).toBe('ended');
  });

  it('refuses a hub it did not make, saying how to give it one', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const hub = { actions: createWebCallHub({ createClient: vi.fn() }).actions };
    expect(() => renderProbe({ hub })).toThrow(
      'WebCallProvider: `hub` must be made with createWebCallHub()',
    );
  });

  it('loads the client code on first use when createClient imports it', async () => {
    const { factory, fetch } = setup();
    const { seen } = renderProbe({
      createClient: () =>
        import('../index').then(
          (core) =>
            new core.WebCall(KEY, BASE, undefined, undefined, { transport: factory, fetch }),
        ),
    });
    await act(async () => void seen.call.start('assistant-id'));
    await run(3000);
    expect(seen.call.state).toBe('connected');
    expect(seen.transcript.lines[0]).toEqual({
      speaker: 'assistant',
      text: 'Hello, this is the clinic.',
    });
    await act(() => seen.call.stop());
  });

  it('names what is missing when a hook has no provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Lost />)).toThrow('Wrap this in a <WebCallProvider>.');
  });
});

describe("useWebCall: the client's state, call id and controls", () => {
  it('goes idle → starting → connected → ending → ended with the call id', async () => {
    const { createClient, factory } = setup();
    const { seen } = renderProbe({ createClient });
    let created: Awaited<ReturnType<UseWebCall['start']>> = null;
    await act(async () => {
      void seen.call.start('assistant-id').then((call) => {
        created = call;
      });
    });
    expect(seen.call.state).toBe('starting');
    await run(3000);
    expect(seen.call.state).toBe('connected');
    expect(seen.call.callId).toBe((created as { id: string } | null)?.id);
    expect(seen.call.callId).toMatch(/^[0-9a-f-]{36}$/);

    act(() => seen.call.setMuted(true));
    expect(factory.last?.localAudio()).toBe(false);
    act(() => seen.call.say('Please repeat that.'));
    expect(sentTypes(factory.last)).toContain('say');

    await act(() => seen.call.stop());
    expect(seen.states).toEqual(['idle', 'starting', 'connected', 'ending', 'ended']);
    expect(factory.last?.isDestroyed()).toBe(true);
  });

  it('end() asks the platform to end the call, then hangs up', async () => {
    const { createClient, factory } = setup();
    const { seen } = renderProbe({ createClient });
    await act(async () => void seen.call.start('assistant-id'));
    await run(3000);
    const sim = factory.last;
    await act(() => seen.call.end());
    expect(sentTypes(sim)).toContain('end-call');
    expect(seen.call.state).toBe('ended');
    // stop() puts the ended call away.
    await act(() => seen.call.stop());
    expect(seen.call.state).toBe('idle');
  });

  it('setMuted without a call throws "Call object is not available."', () => {
    const { createClient } = setup();
    const { seen } = renderProbe({ createClient });
    expect(() => seen.call.setMuted(true)).toThrow('Call object is not available.');
  });

  it('a start that fails is "failed" at phase "start", with the client\'s error', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { createClient } = setup({}, { status: 500 });
    const { seen } = renderProbe({ createClient });
    let result: unknown = 'pending';
    await act(async () => {
      result = await seen.call.start('assistant-id');
    });
    expect(result).toBeNull();
    expect(seen.call.state).toBe('failed');
    expect(seen.call.error?.phase).toBe('start');
    expect(seen.call.error?.event?.type).toBe('start-method-error');
    expect(seen.call.error?.error.name).toBe('WebCallError');
  });

  it('a fatal error in the call is "failed" at phase "call", and nothing is left', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { createClient, factory } = setup();
    const { seen } = renderProbe({ createClient });
    await act(async () => void seen.call.start('assistant-id'));
    await run(3000);
    act(() => factory.last?.raiseFatalError('Connection lost'));
    await run(10);
    expect(seen.call.state).toBe('failed');
    expect(seen.call.error).toMatchObject({ phase: 'call', event: { type: 'daily-error' } });
    expect(factory.last?.isDestroyed()).toBe(true);
    expect(seen.volume).toBe(0);
    // The next start clears it.
    await act(async () => void seen.call.start('assistant-id'));
    expect(seen.call).toMatchObject({ state: 'starting', error: null });
    await run(3000);
    expect(seen.call.state).toBe('connected');
    await act(() => seen.call.stop());
  });

  it('a degradation the client works around keeps the call connected', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { createClient } = setup({ faults: { 'audio-processing-setup': 'reject' } });
    const errors: string[] = [];
    const { seen } = renderProbe({ createClient }, { extra: <Errors into={errors} /> });
    await act(async () => void seen.call.start('assistant-id'));
    await run(3000);
    expect(errors).toEqual(['audio-processing-setup-error']);
    expect(seen.call.state).toBe('connected');
    expect(seen.call.error).toBeNull();
    await act(() => seen.call.stop());
  });

  it('a client that cannot be made is "failed" at phase "client"; the next start retries', async () => {
    const { createClient } = setup();
    const failing = vi
      .fn<() => Promise<WebCall>>()
      .mockRejectedValueOnce(new Error('no public key'))
      .mockImplementation(async () => createClient());
    const { seen } = renderProbe({ createClient: failing });
    await act(async () => void (await seen.call.start('assistant-id')));
    expect(seen.call.state).toBe('failed');
    expect(seen.call.error).toMatchObject({ phase: 'client', error: { message: 'no public key' } });
    await act(async () => void seen.call.start('assistant-id'));
    await run(3000);
    expect(seen.call.state).toBe('connected');
    expect(failing).toHaveBeenCalledTimes(2);
    await act(() => seen.call.stop());
  });

  it('stop() while starting cancels the start: ended, no error', async () => {
    const { createClient, factory } = setup({}, { latencyMs: 500 });
    const { seen } = renderProbe({ createClient });
    let result: unknown = 'pending';
    await act(async () => {
      void seen.call.start('assistant-id').then((call) => {
        result = call;
      });
    });
    await run(100);
    expect(seen.call.state).toBe('starting');
    await act(() => seen.call.stop());
    await run(3000);
    expect(result).toBeNull();
    expect(seen.call).toMatchObject({ state: 'ended', error: null });
    expect(factory.last?.isDestroyed()).toBe(true);
  });
});

describe('useTranscript, useVolumeLevel, useIsSpeaking', () => {
  it('joins consecutive final turns by speaker, shows the partial line, and follows the voice', async () => {
    const { createClient } = setup();
    const partials: string[] = [];
    const { seen } = renderProbe({ createClient }, { extra: <Partials into={partials} /> });
    await act(async () => void seen.call.start('assistant-id'));
    let loudest = 0;
    for (let i = 0; i < 60; i++) {
      await run(100);
      loudest = Math.max(loudest, seen.volume);
    }
    expect(seen.transcript.lines).toEqual([
      { speaker: 'assistant', text: 'Hello, this is the clinic.' },
      { speaker: 'user', text: 'I need an appointment. Tomorrow if possible.' },
      { speaker: 'assistant', text: 'Tomorrow at nine works.' },
    ]);
    expect(seen.transcript.partial).toBeNull();
    // Each partial line was shown while spoken, never added to the lines.
    expect(partials.length).toBeGreaterThanOrEqual(TURNS.length);
    for (const partial of partials) {
      const [speaker, text = ''] = partial.split(': ');
      expect(TURNS.some((t) => t.role === speaker && t.text.startsWith(text))).toBe(true);
    }
    expect(loudest).toBeGreaterThan(0.5);
    // The user's turns are shorter than the 1 s speech-end delay: one stretch of speaking.
    expect(seen.speaking).toEqual([false, true, false]);
    await act(() => seen.call.stop());
    expect(seen.volume).toBe(0);
    // Kept after the call, cleared by the next one.
    expect(seen.transcript.lines).toHaveLength(3);
    await act(async () => void seen.call.start('assistant-id'));
    expect(seen.transcript.lines).toEqual([]);
    await act(() => seen.call.stop());
  });

  it(`keeps the last ${TRANSCRIPT_MAX_LINES} lines, dropping the oldest`, async () => {
    const turns = Array.from({ length: TRANSCRIPT_MAX_LINES + 5 }, (_, i) => ({
      role: i % 2 ? ('user' as const) : ('assistant' as const),
      text: `Turn ${i + 1}.`,
    }));
    const fetch = createPlatformFetch({ tokens: [KEY], room: () => ({ turns }) });
    const factory = createSimulatedTransport({ fetch });
    const { seen } = renderProbe({
      createClient: () =>
        new WebCall(KEY, BASE, undefined, undefined, { transport: factory, fetch }),
    });
    await act(async () => void seen.call.start('assistant-id'));
    await run(20_000);
    const texts = seen.transcript.lines.map((line) => line.text);
    expect(texts).toHaveLength(TRANSCRIPT_MAX_LINES);
    expect(texts[0]).toBe('Turn 6.');
    expect(texts.at(-1)).toBe(`Turn ${TRANSCRIPT_MAX_LINES + 5}.`);
    await act(() => seen.call.stop());
  });
});

/** Records `call-start` under its tag. */
function Listener({ tag, heard, seen }: { tag: string; heard: string[]; seen: Partial<Seen> }) {
  seen.call = useWebCall();
  useWebCallEvent('call-start', () => heard.push(`${tag} call-start`));
  return null;
}

describe('useLocalVolumeLevel ("we can\'t hear you")', () => {
  const slowly = { pacing: { msPerWord: 300 } }; // the user's turns last long enough to be heard

  it('follows the microphone during the call (the client starts its observer) and is 0 after', async () => {
    const { createClient } = setup(slowly);
    const mic = { loudest: 0, last: 0 };
    const { seen } = renderProbe({ createClient }, { extra: <MicLevel into={mic} /> });
    await act(async () => void seen.call.start('assistant-id'));
    for (let i = 0; i < 52; i++) await run(100);
    expect(mic.loudest).toBeGreaterThan(0);
    await act(() => seen.call.stop());
    expect(mic.last).toBe(0);
  });

  it('mounted mid-call, starts the observer itself', async () => {
    const { createClient, factory } = setup(slowly);
    const { seen, view } = renderProbe({ createClient });
    await act(async () => void seen.call.start('assistant-id'));
    await run(1200); // connected, the assistant's greeting still playing
    expect(seen.call.state).toBe('connected');
    expect(factory.last?.isLocalAudioLevelObserverRunning()).toBe(false);
    const mic = { loudest: 0, last: 0 };
    view.rerender(
      <WebCallProvider createClient={createClient}>
        <Probe seen={seen} />
        <MicLevel into={mic} />
      </WebCallProvider>,
    );
    for (let i = 0; i < 40; i++) await run(100); // the user's turns
    expect(factory.last?.isLocalAudioLevelObserverRunning()).toBe(true);
    expect(mic.loudest).toBeGreaterThan(0);
    await act(() => seen.call.stop());
    expect(mic.last).toBe(0);
  });
});

describe('useWebCallEvent', () => {
  it('hears the client made after it mounted, always calls the latest listener, and lets go', async () => {
    const { createClient } = setup();
    const heard: string[] = [];
    const seen: Partial<Seen> = {};
    const view = render(
      <WebCallProvider createClient={createClient}>
        <Listener tag="first" heard={heard} seen={seen} />
      </WebCallProvider>,
    );
    view.rerender(
      <WebCallProvider createClient={createClient}>
        <Listener tag="second" heard={heard} seen={seen} />
      </WebCallProvider>,
    );
    await act(async () => void seen.call?.start('assistant-id'));
    await run(3000);
    expect(heard).toEqual(['second call-start']);
    const client = createClient.mock.results[0]?.value as WebCall;
    const count = (event: keyof WebCallEvents) => client.listenerCount(event);
    const before = count('call-start');
    view.unmount();
    expect(count('call-start')).toBe(before - 1);
  });
});
