// @vitest-environment jsdom
// The README's promises about the order of events, each held here: a failed start (the stage's own
// error, call-start-failed, then the generic one, in both modes; nothing after), a start refused
// because another call is live, stop() during a start, and reconnect()'s success and failure.
import { platformError } from '@org/api-client/msw';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  BASE_URL,
  harness,
  network,
  PUBLIC_KEY,
  type Recorded,
  useClientTestLifecycle,
} from '../test-support/harness';
import { ANOTHER_CALL_LIVE } from './page-calls';
import { createPlatformFetch } from './testing';

useClientTestLifecycle();

/** The events that tell a start's outcome, in order: progress as `stage:status`, others by name. */
const outcome = (events: Recorded[]) =>
  events
    .filter((e) => e.name !== 'volume-level' && e.name !== 'daily-participant-updated')
    .map((e) => {
      const p = e.payload as { stage?: string; status?: string; type?: string } | undefined;
      if (e.name === 'call-start-progress') return `${p?.stage}:${p?.status}`;
      if (e.name === 'error') return `error:${p?.type}`;
      if (e.name === 'message') return `message:${p?.type}:${p?.status}`;
      return e.name;
    });

/** What follows `call-start-failed`. */
const afterFailure = (events: Recorded[]) => {
  const names = outcome(events);
  return names.slice(names.indexOf('call-start-failed') + 1);
};

describe('a start that fails', () => {
  it.each([true, false])(
    'at POST /call/web (genericStartError %s): its error, then call-start-failed, nothing after',
    async (generic) => {
      const h = harness({ client: { genericStartError: generic } });
      network.use(http.post(`${BASE_URL}/call/web`, () => platformError(500)));
      expect(await h.start(500)).toBeNull();
      const names = outcome(h.events).filter((n) => !n.endsWith(':started'));
      expect(names.slice(names.indexOf('web-call-creation:failed'))).toEqual([
        'web-call-creation:failed',
        'error:start-method-error',
        'call-start-failed',
      ]);
    },
  );

  it.each([
    [true, ['error:start-method-error']],
    [false, []],
  ])(
    'at the join (genericStartError %s): its own error, call-start-failed, then the generic one by default',
    async (generic, after) => {
      const h = harness({
        sim: { script: { turns: [] }, faults: { 'daily-call-join': 'reject' } },
        client: { genericStartError: generic },
      });
      expect(await h.start(500)).toBeNull();
      const names = outcome(h.events);
      expect(names.slice(names.indexOf('daily-call-join:failed'))).toEqual([
        'daily-call-join:failed',
        'error:daily-call-join-error',
        'call-start-failed',
        ...after,
      ]);
    },
  );

  it('at daily-call-object-creation: no progress after call-start-failed, and no web call on the platform', async () => {
    const fetch = createPlatformFetch({ publicKeys: [PUBLIC_KEY] });
    const asked: string[] = [];
    const h = harness({
      sim: { script: { turns: [] }, faults: { 'daily-call-object-creation': 'throw' } },
      fetch: (input, init) => {
        asked.push(`${init?.method ?? 'GET'} ${String(input)}`);
        return fetch(input, init);
      },
    });
    expect(await h.start(2000)).toBeNull();
    expect(afterFailure(h.events)).toEqual(['error:start-method-error']);
    expect(outcome(h.events).filter((n) => n.startsWith('web-call-creation'))).toEqual([
      'web-call-creation:started',
    ]);
    expect(asked).toEqual([]);
    // The platform has no call of it.
    const calls = await fetch(`${BASE_URL}/call`, {
      headers: { authorization: `Bearer ${PUBLIC_KEY}` },
    });
    expect(await calls.json()).toEqual([]);
  });
});

describe('one call per page', () => {
  it.each([
    [true, ['error:start-method-error']],
    [false, []],
  ])(
    'a second live call (genericStartError %s): its error, call-start-failed, the generic one by default; nothing asked of the platform',
    async (generic, after) => {
      const h = harness({ sim: { script: { turns: [] } } });
      expect(await h.start(200)).not.toBeNull();
      const other = harness({ client: { transport: h.factory, genericStartError: generic } });
      const posts = () => other.requests.filter((r) => r.method === 'POST').length;
      const before = posts();
      expect(await other.start(200)).toBeNull();
      const names = outcome(other.events);
      expect(names.slice(names.indexOf('daily-call-object-creation:failed'))).toEqual([
        'daily-call-object-creation:failed',
        'error:daily-call-object-creation-error',
        'call-start-failed',
        ...after,
      ]);
      expect(other.of('error')[0]?.error.message).toBe(ANOTHER_CALL_LIVE);
      // Both clients share one platform: the refused start sent nothing to it.
      expect(posts()).toBe(before);
    },
  );
});

describe('stop() during a start', () => {
  it.each([
    ['before the call object is made', 0],
    ['while joining', 300],
  ])('%s: ending, ended, call-end and one ended status; no failure events', async (_when, ms) => {
    const h = harness({ sim: { script: { turns: [] }, pacing: { joinMs: 2000 } } });
    const states: string[] = [];
    h.call.on('state-change', ({ next }) => states.push(next));
    const starting = h.call.start('assistant-id');
    await vi.advanceTimersByTimeAsync(ms);
    const startEvents = h.events.length;
    await h.call.stop();
    expect(await starting).toBeNull();
    await vi.advanceTimersByTimeAsync(3000);
    expect(states).toEqual(['starting', 'ending', 'ended']);
    expect(outcome(h.events.slice(startEvents))).toEqual([
      'call-end',
      'message:status-update:ended',
    ]);
    expect(h.of('message').at(-1)).toMatchObject({ endedReason: 'customer-ended-call' });
  });
});

describe('reconnect()', () => {
  it('succeeds: its progress, call-start-success, then call-start; fails: call-start-failed, then its reconnect-error', async () => {
    // The room's own script (a kept room knows where the call was, and does not greet again).
    const h = harness({ sim: { script: undefined } });
    const created = await h.start(200, 'a', undefined, undefined, undefined, undefined, {
      roomDeleteOnUserLeaveEnabled: false,
    });
    await h.call.stop();
    let from = h.events.length;
    const rejoining = h.call.reconnect(created as NonNullable<typeof created>);
    await vi.advanceTimersByTimeAsync(500);
    await rejoining;
    const rejoined = outcome(h.events.slice(from));
    expect(rejoined[0]).toBe('reconnect-initialization:started');
    // Noise cancellation is not waited for: its progress may come between the two.
    const told = rejoined.filter((n) => !n.includes(':'));
    expect(told.slice(told.indexOf('call-start-success'), told.indexOf('call-start') + 1)).toEqual([
      'call-start-success',
      'call-start',
    ]);
    expect(told.filter((n) => n === 'call-start')).toHaveLength(1);

    // A room that is gone.
    await h.call.stop();
    from = h.events.length;
    const failing = h.call.reconnect({ webCallUrl: `${BASE_URL}/simulator/rooms/gone` });
    failing.catch(() => {});
    await vi.advanceTimersByTimeAsync(500);
    const rejected = await failing.catch((e: unknown) => e);
    // The rejection is the error the event carries.
    expect(rejected).toMatchObject({ name: 'WebCallError', type: 'reconnect-error' });
    expect(h.of('error').at(-1)?.error).toBe(rejected);
    const names = outcome(h.events.slice(from));
    expect(names.slice(names.indexOf('daily-call-join:failed'))).toEqual([
      'daily-call-join:failed',
      'call-start-failed',
      'error:reconnect-error',
    ]);
  });
});

describe('the end of a call', () => {
  /** Every event of `h`'s client in order, with its state changes as `state:<next>`. */
  const timeline = (h: ReturnType<typeof harness>) => {
    const seen: string[] = [];
    h.call.on('state-change', ({ next }) => seen.push(`state:${next}`));
    for (const name of ['call-end', 'error', 'message'] as const) {
      h.call.on(name, (payload?: unknown) => {
        const p = payload as { type?: string; status?: string; endedReason?: string } | undefined;
        seen.push(
          name === 'message'
            ? `message:${p?.status}:${p?.endedReason}`
            : `${name}${p?.type ? `:${p.type}` : ''}`,
        );
      });
    }
    return seen;
  };

  it('stop(): ending, ended, call-end, then one ended status', async () => {
    const h = harness({ sim: { script: { turns: [] } } });
    await h.start(500);
    const seen = timeline(h);
    await h.call.stop();
    expect(seen).toEqual([
      'state:ending',
      'state:ended',
      'call-end',
      'message:ended:customer-ended-call',
    ]);
  });

  it('the connection lost: failed, its error, call-end, then the ended status naming it', async () => {
    const h = harness({ sim: { script: { turns: [] } }, client: { reconnectGraceMs: 1000 } });
    await h.start(500);
    const seen = timeline(h);
    h.factory.last?.interruptNetwork();
    await vi.advanceTimersByTimeAsync(1000);
    expect(seen).toEqual([
      'state:reconnecting',
      'state:failed',
      'error:connection-lost',
      'call-end',
      'message:ended:connection-lost',
    ]);
  });

  it("the assistant's audio: the audio event comes before playable is sent", async () => {
    const h = harness();
    const sentBefore: string[][] = [];
    h.call.on('audio', () =>
      sentBefore.push([...(h.factory.last?.sentMessages ?? [])] as string[]),
    );
    await h.start(500);
    expect(sentBefore).toEqual([[]]);
    expect(h.factory.last?.sentMessages).toContain('playable');
  });
});
