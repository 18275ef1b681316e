// @vitest-environment jsdom
// The call's one state (docs/architecture.md#the-call-state): `WebCall.state` and `state-change`,
// with the previous state, the new one and the reason, before the events that tell the rest; and
// network blips: `reconnecting` while Daily reports the connection interrupted, back to `connected`
// with nothing cleared, or, after the grace period, the call ended with an error of type
// `connection-lost` and that `endedReason`.
import type { WebCallResponse } from '@org/api-client';
import { describe, expect, it, vi } from 'vitest';
import { harness, useClientTestLifecycle } from '../test-support/harness';
import { createCallLifecycle } from './call-lifecycle';
import {
  CALL_STATE_TABLE,
  type CallState,
  type CallStateChange,
  type CallStateReason,
  nextState,
} from './call-state';
import { isUnderWay } from './constants';
import { isWebCallError } from './errors';

useClientTestLifecycle();

/** A client whose state changes are recorded, with the events around them. */
function watched(options: Parameters<typeof harness>[0] = {}) {
  const h = harness({ sim: { script: { turns: [] } }, ...options });
  const changes: CallStateChange[] = [];
  const timeline: string[] = [];
  h.call.on('state-change', (change) => {
    changes.push(change);
    timeline.push(`${change.previous}>${change.next}`);
  });
  for (const name of ['call-start', 'call-end', 'error'] as const) {
    h.call.on(name, () => timeline.push(name));
  }
  const path = () => changes.map((c) => `${c.next}:${c.reason}`);
  return { ...h, changes, timeline, path };
}

const endedReasons = (h: ReturnType<typeof harness>) =>
  h
    .of('message')
    .filter((m) => m.type === 'status-update' && m.status === 'ended')
    .map((m) => (m as { endedReason?: string }).endedReason);

describe('WebCall.state and state-change', () => {
  it('is idle before a call; starting, connected, ending, ended through one call; idle after stop()', async () => {
    const h = watched();
    expect(h.call.state).toBe('idle');
    const starting = h.call.start('assistant-id');
    expect(h.call.state).toBe('starting');
    await vi.advanceTimersByTimeAsync(200);
    await starting;
    expect(h.call.state).toBe('connected');
    await h.call.stop();
    expect(h.call.state).toBe('ended');
    expect(h.path()).toEqual([
      'starting:start',
      'connected:listening',
      'ending:stop',
      'ended:stopped',
    ]);
    // Each change comes before the event that tells it.
    expect(h.timeline).toEqual([
      'idle>starting',
      'starting>connected',
      'call-start',
      'connected>ending',
      'ending>ended',
      'call-end',
    ]);
    expect(h.changes[0]).toEqual({ previous: 'idle', next: 'starting', reason: 'start' });
    await h.call.stop();
    expect(h.call.state).toBe('idle');
    expect(h.path().at(-1)).toBe('idle:stop');
  });

  it('a remote end is ended with reason remote-end, then call-end', async () => {
    const h = watched({
      sim: { script: { turns: [{ role: 'assistant', text: 'Bye now' }], endCall: true } },
    });
    await h.start(2000);
    expect(h.call.state).toBe('ended');
    expect(h.path()).toEqual(['starting:start', 'connected:listening', 'ended:remote-end']);
    expect(h.timeline.slice(-2)).toEqual(['connected>ended', 'call-end']);
  });

  it('a failed start is failed with reason start-failed and the error, before the error events', async () => {
    const h = watched({ sim: { script: { turns: [] }, faults: { 'daily-call-join': 'reject' } } });
    expect(await h.start(500)).toBeNull();
    expect(h.call.state).toBe('failed');
    const failed = h.changes.at(-1);
    expect(failed).toMatchObject({ previous: 'starting', next: 'failed', reason: 'start-failed' });
    expect(failed?.error?.type).toBe('daily-call-join-error');
    expect(h.of('error')[0]?.error).toBe(failed?.error);
    expect(h.timeline.indexOf('starting>failed')).toBeLessThan(h.timeline.indexOf('error'));
    // A new start from failed.
    expect(h.call.start('again')).toBeInstanceOf(Promise);
    expect(h.call.state).toBe('starting');
  });

  it('a fatal error in the call is failed with reason call-error, then error and call-end', async () => {
    const h = watched();
    await h.start(200);
    h.factory.last?.raiseFatalError('network gone');
    expect(h.call.state).toBe('failed');
    expect(h.changes.at(-1)).toMatchObject({ next: 'failed', reason: 'call-error' });
    expect(h.changes.at(-1)?.error?.message).toBe('network gone');
    expect(h.timeline.slice(-3)).toEqual(['connected>failed', 'error', 'call-end']);
  });

  it('stop() during a start: ending, then ended once the start is cancelled', async () => {
    const h = watched({ sim: { script: { turns: [] }, pacing: { joinMs: 2000 } } });
    const starting = h.call.start('a');
    await vi.advanceTimersByTimeAsync(100);
    await h.call.stop();
    expect(await starting).toBeNull();
    expect(h.path()).toEqual(['starting:start', 'ending:stop', 'ended:stopped']);
  });

  it('reconnect() is starting with reason reconnect, then connected', async () => {
    const h = watched({ sim: { script: { turns: [] } } });
    const created = await h.start(200, 'a', undefined, undefined, undefined, undefined, {
      roomDeleteOnUserLeaveEnabled: false,
    });
    await h.call.stop();
    const rejoining = h.call.reconnect(created as NonNullable<typeof created>);
    await vi.advanceTimersByTimeAsync(200);
    await rejoining;
    expect(h.path().slice(-2)).toEqual(['starting:reconnect', 'connected:listening']);
  });
});

describe('network blips', () => {
  it('interrupted: reconnecting; connected again: connected, no new call, the transcript kept', async () => {
    const h = watched({
      sim: { script: { turns: [{ role: 'assistant', text: 'Hello there' }] } },
    });
    await h.start(500);
    const transport = h.factory.last;
    const finals = () => h.of('message').filter((m) => m.type === 'transcript').length;
    const before = finals();
    expect(before).toBeGreaterThan(0);
    const daily: string[] = [];
    h.call.on('network-connection', (event) => daily.push(`${event.type} ${event.event}`));
    transport?.interruptNetwork('sfu');
    expect(h.call.state).toBe('reconnecting');
    expect(h.changes.at(-1)).toMatchObject({
      previous: 'connected',
      next: 'reconnecting',
      reason: 'network-interrupted',
    });
    // Daily's own event still passes through, as @vapi-ai/web passes it.
    expect(daily).toEqual(['sfu interrupted']);
    await vi.advanceTimersByTimeAsync(10_000);
    transport?.restoreNetwork('sfu');
    expect(h.call.state).toBe('connected');
    expect(h.changes.at(-1)).toMatchObject({ next: 'connected', reason: 'network-restored' });
    expect(daily).toEqual(['sfu interrupted', 'sfu connected']);
    expect(h.factory.created).toBe(1);
    expect(h.of('call-start-success')).toHaveLength(1);
    expect(h.of('call-end')).toHaveLength(0);
    expect(finals()).toBe(before);
    // The grace period was called off: nothing ends the call later.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(h.call.state).toBe('connected');
    await h.call.stop();
  });

  it('waits for every path Daily reported interrupted (signaling and sfu)', async () => {
    const h = watched();
    await h.start(200);
    const transport = h.factory.last;
    transport?.interruptNetwork('signaling');
    transport?.interruptNetwork('sfu');
    transport?.restoreNetwork('sfu');
    expect(h.call.state).toBe('reconnecting');
    transport?.restoreNetwork('signaling');
    expect(h.call.state).toBe('connected');
    expect(h.path().filter((p) => p.startsWith('reconnecting'))).toHaveLength(1);
    await h.call.stop();
  });

  it('not back within 30 s: failed (connection-lost), an error of that type, call-end and that endedReason', async () => {
    const h = watched();
    await h.start(200);
    h.factory.last?.interruptNetwork('signaling');
    await vi.advanceTimersByTimeAsync(29_999);
    expect(h.call.state).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(1);
    expect(h.call.state).toBe('failed');
    const lost = h.changes.at(-1);
    expect(lost).toMatchObject({
      previous: 'reconnecting',
      next: 'failed',
      reason: 'connection-lost',
    });
    expect(h.of('error').map((e) => [e.type, e.error.message])).toEqual([
      ['connection-lost', 'The connection was lost for 30 s.'],
    ]);
    expect(h.of('error')[0]?.error).toBe(lost?.error);
    expect(h.of('call-end')).toHaveLength(1);
    expect(endedReasons(h)).toEqual(['connection-lost']);
    expect(h.timeline.slice(-3)).toEqual(['reconnecting>failed', 'error', 'call-end']);
    expect(h.factory.last?.isDestroyed()).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('the grace period is an option (reconnectGraceMs)', async () => {
    const h = watched({ client: { reconnectGraceMs: 5000 } });
    await h.start(200);
    h.factory.last?.interruptNetwork();
    await vi.advanceTimersByTimeAsync(5000);
    expect(h.call.state).toBe('failed');
    expect(h.of('error')[0]?.error.message).toBe('The connection was lost for 5 s.');
  });

  it("Daily's ejection during a blip (signaling down for ~20 s) is the connection lost", async () => {
    const h = watched();
    await h.start(200);
    h.factory.last?.interruptNetwork('signaling');
    await vi.advanceTimersByTimeAsync(20_000);
    h.factory.last?.raiseFatalError('Meeting ended due to ejection', 'ejected');
    expect(h.call.state).toBe('failed');
    expect(h.changes.at(-1)?.reason).toBe('connection-lost');
    expect(endedReasons(h)).toEqual(['connection-lost']);
  });

  it('stop() while reconnecting: ending, ended; no error later', async () => {
    const h = watched();
    await h.start(200);
    h.factory.last?.interruptNetwork();
    await h.call.stop();
    expect(h.path().slice(-3)).toEqual([
      'reconnecting:network-interrupted',
      'ending:stop',
      'ended:stopped',
    ]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(h.of('error')).toEqual([]);
    expect(endedReasons(h)).toEqual(['customer-ended-call']);
  });

  it('a blip scripted in the simulated transport (faults.blip) plays the same way', async () => {
    const h = watched({
      sim: { script: { turns: [] }, faults: { blip: { afterMs: 300, forMs: 2000 } } },
    });
    await h.start(200);
    await vi.advanceTimersByTimeAsync(200);
    expect(h.call.state).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(2000);
    expect(h.call.state).toBe('connected');
    await h.call.stop();
  });
});

// The designed table, written out as the README's state table reads: one row per state, one
// column per event, `-` where the state does not take the event.
const DESIGNED = `
            start     reconnect listening  network-interrupted network-restored stop    stopped remote-end start-failed call-error connection-lost
idle        starting  starting  -          -                   -                -       -       -          -            -          -
starting    -         -         connected  -                   -                ending  -       ended      failed       failed     failed
connected   -         -         -          reconnecting        -                ending  -       ended      -            failed     failed
reconnecting -        -         -          -                   connected        ending  -       ended      -            failed     failed
ending      starting  starting  -          -                   -                -       ended   -          -            -          -
ended       starting  starting  -          -                   -                idle    -       -          -            -          -
failed      starting  starting  -          -                   -                idle    -       -          -            -          -
`;

const [header = '', ...rows] = DESIGNED.trim().split('\n');
const EVENTS = header.trim().split(/\s+/) as CallStateReason[];
const STATES = rows.map((row) => row.trim().split(/\s+/)[0] as CallState);
const designed = (state: CallState, event: CallStateReason) => {
  const cells = rows[STATES.indexOf(state)]?.trim().split(/\s+/) ?? [];
  const cell = cells[EVENTS.indexOf(event) + 1];
  return cell === '-' ? undefined : (cell as CallState);
};

/** How a client's calls reach each state from `idle`, event by event. */
const PATHS: Record<CallState, CallStateReason[]> = {
  idle: [],
  starting: ['start'],
  connected: ['start', 'listening'],
  reconnecting: ['start', 'listening', 'network-interrupted'],
  ending: ['start', 'stop'],
  ended: ['start', 'listening', 'remote-end'],
  failed: ['start', 'start-failed'],
};

describe('the state table', () => {
  it('has every state and every event, and is the designed one', () => {
    expect(Object.keys(CALL_STATE_TABLE).sort()).toEqual([...STATES].sort());
    expect(EVENTS).toHaveLength(11);
    for (const state of STATES) {
      for (const event of EVENTS) {
        expect([state, event, nextState(state, event)]).toEqual([
          state,
          event,
          designed(state, event),
        ]);
      }
      // No entry leads a state to itself (a change is always a change).
      expect(Object.values(CALL_STATE_TABLE[state])).not.toContain(state);
    }
  });

  it('under way means refusing a new start: starting, connected, reconnecting', () => {
    expect(STATES.filter(isUnderWay)).toEqual(['starting', 'connected', 'reconnecting']);
  });

  it('from every state, stop() leads back to idle', () => {
    for (const state of STATES) {
      let now = state;
      for (const event of ['stop', 'stopped', 'stop'] as const) now = nextState(now, event) ?? now;
      expect([state, now]).toEqual([state, 'idle']);
    }
  });

  // Every state × every event through the client's own lifecycle: each change the table allows
  // lands where it says, with one state-change naming the previous state and the event; every
  // other event changes nothing and says nothing.
  describe.each(STATES)('from %s', (state) => {
    it.each(EVENTS)('on %s', (event) => {
      const changes: CallStateChange[] = [];
      const lifecycle = createCallLifecycle({
        emit: ((name: string, change: CallStateChange) => {
          if (name === 'state-change') changes.push(change);
        }) as never,
      } as never);
      for (const step of PATHS[state]) expect(lifecycle.transition(step)).toBe(true);
      expect(lifecycle.state).toBe(state);
      changes.length = 0;
      const next = designed(state, event);
      expect(lifecycle.transition(event)).toBe(next !== undefined);
      expect(lifecycle.state).toBe(next ?? state);
      expect(changes).toEqual(next ? [{ previous: state, next, reason: event }] : []);
    });
  });

  it('a call under way refuses start() (already-started) and reconnect() (a reconnect-error)', async () => {
    const h = watched();
    const saved = await h.start(200);
    for (const underWay of ['connected', 'reconnecting'] as const) {
      if (underWay === 'reconnecting') h.factory.last?.interruptNetwork();
      expect(h.call.state).toBe(underWay);
      const before = h.changes.length;
      expect(await h.call.start('again')).toBeNull();
      expect(h.of('call-start-progress').at(-1)).toMatchObject({
        stage: 'validation',
        status: 'failed',
        metadata: { reason: 'already-started' },
      });
      const refused = await h.call.reconnect(saved as WebCallResponse).catch((e: unknown) => e);
      expect(isWebCallError(refused) && [refused.type, refused.message]).toEqual([
        'reconnect-error',
        'Cannot reconnect while a call is already in progress. Call stop() first.',
      ]);
      expect(h.changes.length).toBe(before);
    }
  });
});
