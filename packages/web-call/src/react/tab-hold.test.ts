// @vitest-environment jsdom
// One tab holds a call (docs/requirements.md#one-tab-per-call): over Web Locks (a stand-in, as jsdom
// has none), and over Node's own BroadcastChannel where Web Locks are missing, on real timers.
import type { ReconnectCall } from '@org/web-call';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeLocks } from '../../test-support/tabs';
import { ASK_WAIT_MS, holdName, tabHold, tabOwner } from './tab-hold';

const call = (id: string): ReconnectCall => ({ webCallUrl: `https://rooms.test/${id}`, id });

/** Gives the page Web Locks (one origin's, shared by the "tabs" of a test). */
function withLocks(locks: LockManager | object = new FakeLocks()) {
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  return locks as FakeLocks;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'locks');
  vi.restoreAllMocks();
});

describe('over Web Locks', () => {
  it('the first tab to claim a call holds its lock; another tab finds it held until it is let go', async () => {
    const locks = withLocks();
    const first = tabHold('call-1');
    const second = tabHold('call-1');
    expect(await first.claim()).toBe(true);
    expect(locks.held()).toEqual([holdName('call-1')]);
    expect(holdName('call-1')).toBe('@org/web-call:call:call-1');
    expect(await second.claim()).toBe(false);
    // Another call is another lock.
    expect(await tabHold('call-2').claim()).toBe(true);
    first.release();
    await vi.waitFor(() => expect(locks.held()).toEqual([holdName('call-2')]));
    expect(await tabHold('call-1').claim()).toBe(true);
  });

  it('a call started in the tab is held at once', async () => {
    const locks = withLocks();
    const started = tabHold('call-1');
    started.hold();
    await vi.waitFor(() => expect(locks.held()).toEqual([holdName('call-1')]));
    expect(await tabHold('call-1').claim()).toBe(false);
    started.release();
    await vi.waitFor(() => expect(locks.held()).toEqual([]));
  });

  it('where no lock can be had (an opaque origin), the tab decides alone', async () => {
    const refused = new DOMException('The request was denied.', 'SecurityError');
    withLocks({ request: () => Promise.reject(refused) });
    expect(await tabHold('call-1').claim()).toBe(true);
  });

  it('the owner holds one call at a time, and holds nothing of a call it lost to another tab', async () => {
    const locks = withLocks();
    const other = tabOwner();
    expect(await other.claim(call('call-1'))).toBe(true);
    const owner = tabOwner();
    expect(await owner.claim(call('call-1'))).toBe(false);
    owner.hold(call('call-2'));
    await vi.waitFor(() =>
      expect(locks.held().sort()).toEqual([holdName('call-1'), holdName('call-2')]),
    );
    // A new call instead: the old one is let go.
    owner.hold(call('call-3'));
    await vi.waitFor(() =>
      expect(locks.held().sort()).toEqual([holdName('call-1'), holdName('call-3')]),
    );
    other.release();
    owner.release();
    await vi.waitFor(() => expect(locks.held()).toEqual([]));
  });

  it('names a call without an id by its room', async () => {
    const locks = withLocks();
    expect(await tabOwner().claim({ webCallUrl: 'https://rooms.test/r1' })).toBe(true);
    expect(locks.held()).toEqual([holdName('https://rooms.test/r1')]);
  });
});

describe('over a BroadcastChannel, where Web Locks are missing', () => {
  it('a tab that holds the call answers at once; a claim with no answer holds it after the wait', async () => {
    expect('locks' in navigator).toBe(false);
    const first = tabHold('call-1');
    let at = performance.now();
    expect(await first.claim()).toBe(true);
    expect(performance.now() - at).toBeGreaterThanOrEqual(ASK_WAIT_MS - 5);
    const second = tabHold('call-1');
    at = performance.now();
    expect(await second.claim()).toBe(false);
    expect(performance.now() - at).toBeLessThan(ASK_WAIT_MS);
    // The page that has it goes away (a reload): nobody answers any more.
    first.release();
    second.release();
    const reloaded = tabHold('call-1');
    expect(await reloaded.claim()).toBe(true);
    // A tab that lost its claim does not answer for the call.
    const loser = tabHold('call-1');
    expect(await loser.claim()).toBe(false);
    loser.release();
    reloaded.release();
  });

  it('a started call is held at once, and only its own call is answered for', async () => {
    const started = tabHold('call-1');
    started.hold();
    const elsewhere = tabHold('call-2');
    const same = tabHold('call-1');
    const [other, mine] = await Promise.all([elsewhere.claim(), same.claim()]);
    expect({ other, mine }).toEqual({ other: true, mine: false });
    for (const hold of [started, elsewhere, same]) hold.release();
  });
});
