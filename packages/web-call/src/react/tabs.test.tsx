// @vitest-environment jsdom
// With resume="session", one tab of the browser has a call (docs/requirements.md#one-tab-per-call):
// a duplicated tab, whose sessionStorage is a copy, does not join it and says why, while the
// owner's reload rejoins it and shows the transcript so far at once. Two providers stand for two
// tabs of one browser: each has its own sessionStorage and its own client and call object, both
// share the simulated platform, and Web Locks (or, without them, a BroadcastChannel) of one origin.
import { act, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FakeBroadcastChannel, FakeLocks, MemoryStorage } from '../../test-support/tabs';
import { WebCall } from '../index';
import { createPlatformFetch, createSimulatedTransport } from '../testing';
import {
  OPEN_IN_ANOTHER_TAB,
  type UseWebCall,
  useTranscript,
  useWebCall,
  WebCallProvider,
} from './index';
import { RESUME_KEY } from './state';
import { ASK_WAIT_MS } from './tab-hold';
import { BOOKING_TURNS, installSimulatedCalls } from './test-harness';

const KEY = 'pk_tabs';
const BASE = 'https://platform.test';
const TURNS = BOOKING_TURNS;
const ALL = TURNS.map((turn) => `${turn.role}: ${turn.text}`);

installSimulatedCalls();
beforeAll(async () => {
  // Loaded ahead, so the fake clock drives every test alike (see test-harness.tsx).
  await Promise.all([import('./resume'), import('./tab-hold')]);
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'locks');
});

/** One browser: the platform its tabs call, and how tabs find each other. */
function browser(path: 'Web Locks' | 'BroadcastChannel') {
  const platform = createPlatformFetch({
    tokens: [KEY],
    room: () => ({ assistantName: 'Riley', turns: TURNS, endCall: true }),
  });
  const locks = new FakeLocks();
  if (path === 'Web Locks') {
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  } else {
    vi.stubGlobal('BroadcastChannel', FakeBroadcastChannel);
  }
  return { platform, locks };
}

/** What a tab's panel shows. */
interface Seen {
  call: UseWebCall;
  lines: string[];
  /** Each state with the number of transcript lines shown, as rendered. */
  shown: string[];
}

function Probe({ seen }: { seen: Seen }) {
  seen.call = useWebCall();
  seen.lines = useTranscript().lines.map((line) => `${line.speaker}: ${line.text}`);
  const shown = `${seen.call.state} ${seen.lines.length}`;
  if (seen.shown.at(-1) !== shown) seen.shown.push(shown);
  return null;
}

/**
 * Opens a tab of `browser` on `storage` (its own sessionStorage, or a copy of another tab's): a
 * provider with resume, its own transport and the clients it makes.
 */
function openTab({ platform }: ReturnType<typeof browser>, storage: MemoryStorage) {
  // The tab's page reads its own sessionStorage (the keeper keeps the one it first used).
  vi.stubGlobal('sessionStorage', storage);
  const factory = createSimulatedTransport({
    fetch: platform,
    pacing: { msPerWord: 300, turnGapMs: 200 },
  });
  const clients: WebCall[] = [];
  const createClient = vi.fn(() => {
    const client = new WebCall(KEY, BASE, undefined, undefined, {
      transport: factory,
      fetch: platform,
    });
    clients.push(client);
    return client;
  });
  const seen = { lines: [], shown: [] } as unknown as Seen;
  const view = render(
    <WebCallProvider createClient={createClient} resume="session">
      <Probe seen={seen} />
    </WebCallProvider>,
  );
  const reload = async (whileLeaving?: () => Promise<void>) => {
    // The page goes away: `pagehide`, then the call object torn down with the page.
    window.dispatchEvent(new Event('pagehide'));
    await whileLeaving?.();
    await act(() => clients.at(-1)?.stop() ?? Promise.resolve());
    view.unmount();
    window.dispatchEvent(new Event('pageshow'));
  };
  return { seen, view, factory, createClient, storage, reload };
}

const run = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const kept = (storage: Storage) => JSON.parse(storage.getItem(RESUME_KEY) ?? 'null');

describe.each(['Web Locks', 'BroadcastChannel'] as const)('over %s', (path) => {
  it('a duplicated tab does not join the call, says why, and drops its copy', async () => {
    const web = browser(path);
    const first = openTab(web, new MemoryStorage());
    await act(async () => void first.seen.call.start('assistant-id'));
    await run(2500);
    expect(first.seen.call.state).toBe('connected');
    const callId = first.seen.call.callId;
    expect(kept(first.storage)).toMatchObject({ id: callId });
    if (path === 'Web Locks') expect(web.locks.held()).toEqual([`@org/web-call:call:${callId}`]);

    const copy = openTab(web, first.storage.copy());
    await run(ASK_WAIT_MS + 100);
    expect(copy.seen.call).toMatchObject({
      state: 'idle',
      elsewhere: OPEN_IN_ANOTHER_TAB,
      error: null,
    });
    expect(copy.seen.call.elsewhere).toBe('open-in-another-tab');
    // It made no client, joined nothing and showed none of the other tab's transcript.
    expect(copy.createClient).not.toHaveBeenCalled();
    expect(copy.factory.created).toBe(0);
    expect(copy.seen.shown).toEqual(['idle 0', 'starting 0', 'idle 0']);
    expect(copy.storage.getItem(RESUME_KEY)).toBeNull();
    // The first tab's call goes on, and is still kept there.
    expect(first.seen.call.state).toBe('connected');
    expect(kept(first.storage)).toMatchObject({ id: callId });

    // stop() clears the notice; a start is a new call of this tab's own.
    await act(() => copy.seen.call.stop());
    expect(copy.seen.call).toMatchObject({ state: 'idle', elsewhere: null });
    await act(async () => void copy.seen.call.start('assistant-id'));
    await run(1500);
    expect(copy.seen.call).toMatchObject({ state: 'connected', elsewhere: null });
    expect(copy.seen.call.callId).not.toBe(callId);
    expect(kept(copy.storage)).toMatchObject({ id: copy.seen.call.callId });
    await act(() => copy.seen.call.end());
    await act(() => first.seen.call.end());
  });

  it("the owner's reload rejoins the call, shows the transcript at once, and it goes on once", async () => {
    const web = browser(path);
    const first = openTab(web, new MemoryStorage());
    await act(async () => void first.seen.call.start('assistant-id'));
    await run(4500);
    const heard = first.seen.lines;
    expect(heard.length).toBeGreaterThanOrEqual(2);
    expect(heard.length).toBeLessThan(TURNS.length);
    // A duplicate opened meanwhile is told the call is elsewhere, and changes nothing.
    const copy = openTab(web, first.storage.copy());
    await run(ASK_WAIT_MS + 100);
    expect(copy.seen.call.elsewhere).toBe(OPEN_IN_ANOTHER_TAB);

    const callId = first.seen.call.callId;
    await first.reload(async () => {
      // The hold goes with `pagehide`, before the page and its call are torn down.
      expect(first.seen.call.state).toBe('connected');
      if (path === 'Web Locks') await vi.waitFor(() => expect(web.locks.held()).toEqual([]));
      else await vi.waitFor(() => expect(FakeBroadcastChannel.openCount()).toBe(0));
    });
    const reloaded = openTab(web, first.storage);
    await run(15_000);
    expect(reloaded.seen.call).toMatchObject({ state: 'ended', callId, elsewhere: null });
    // The lines said before the reload show while the tab still rejoins.
    expect(reloaded.seen.shown.slice(0, 3)).toEqual([
      'idle 0',
      'starting 0',
      `starting ${heard.length}`,
    ]);
    expect(reloaded.seen.lines).toEqual(ALL);
    expect(reloaded.createClient).toHaveBeenCalledTimes(1);
    expect(kept(reloaded.storage)).toBeNull(); // the call ended
  });
});

describe('the kept transcript', () => {
  it('reads only well-formed lines back', async () => {
    const { sessionKeeper } = await import('./resume');
    browser('Web Locks');
    const storage = new MemoryStorage();
    vi.stubGlobal('sessionStorage', storage);
    const lines = [
      { speaker: 'assistant', text: 'Hello.' },
      { speaker: 'robot', text: 'Beep.' },
      { speaker: 'user', text: 42 },
      null,
      'user: Hi.',
      { speaker: 'user', text: 'Hi.' },
    ];
    storage.setItem(RESUME_KEY, JSON.stringify({ webCallUrl: 'https://rooms.test/r1', lines }));
    const kept = await sessionKeeper().take();
    expect(kept).toMatchObject({
      lines: [
        { speaker: 'assistant', text: 'Hello.' },
        { speaker: 'user', text: 'Hi.' },
      ],
    });
    // Another call: this tab holds the first one now.
    storage.setItem(
      RESUME_KEY,
      JSON.stringify({ webCallUrl: 'https://rooms.test/r2', lines: 'x' }),
    );
    const none = await sessionKeeper().take();
    expect(none).toMatchObject({ lines: [] });
  });

  it('keeps the final lines so far, at most 16,000 characters of JSON, dropping the oldest', async () => {
    const { sessionKeeper } = await import('./resume');
    const storage = new MemoryStorage();
    vi.stubGlobal('sessionStorage', storage);
    const keeper = sessionKeeper();
    const room = { webCallUrl: 'https://rooms.test/r1', id: 'call-1' };
    keeper.keep(room as never, [{ speaker: 'assistant', text: 'Hello.' }]);
    expect(kept(storage)).toMatchObject({
      id: 'call-1',
      lines: [{ speaker: 'assistant', text: 'Hello.' }],
    });
    // 30 lines of about 1,000 characters each: only the last ones fit.
    const long = Array.from({ length: 30 }, (_, i) => ({
      speaker: i % 2 ? ('user' as const) : ('assistant' as const),
      text: `${i} ${'word '.repeat(200)}`,
    }));
    keeper.keepLines(long);
    const { lines } = kept(storage);
    expect(JSON.stringify(lines).length).toBeLessThanOrEqual(16_000);
    expect(JSON.stringify(long.slice(-lines.length - 1)).length).toBeGreaterThan(16_000);
    expect(lines).toEqual(long.slice(-lines.length));
    expect(lines.length).toBe(15);
    keeper.clear();
    expect(storage.getItem(RESUME_KEY)).toBeNull();
    // Nothing is written for a call that is no longer kept.
    keeper.keepLines(long);
    expect(storage.getItem(RESUME_KEY)).toBeNull();
  });
});
