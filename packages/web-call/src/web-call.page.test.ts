// @vitest-environment jsdom
// daily-js's page-wide rule (one call object per page unless allowMultipleCallInstances), honoured
// by the client: several WebCall instances on one page (one simulated transport factory = one page,
// which keeps the rule as daily-js does; the contract suite in contract/ holds both to it).
import { describe, expect, it, vi } from 'vitest';
import {
  BASE_URL,
  harness,
  PUBLIC_KEY,
  type Recorded,
  useClientTestLifecycle,
} from '../test-support/harness';
import { ANOTHER_CALL_LIVE } from './page-calls';
import { DESTROY_WAIT_MS } from './prepared-call';
import type { SimulatedTransport } from './testing';
import { WebCall } from './web-call';
import type { WebCallOptions } from './web-call-options';

useClientTestLifecycle();

/** A second client on the page of `h` (same factory and platform, msw's), with its events recorded. */
function neighbour(
  h: ReturnType<typeof harness>,
  dailyCallObject?: Record<string, unknown>,
  options: WebCallOptions = {},
) {
  const call = new WebCall(PUBLIC_KEY, BASE_URL, undefined, dailyCallObject, {
    transport: h.factory,
    ...options,
  });
  const events: Recorded[] = [];
  for (const name of ['error', 'call-start-failed', 'call-start-success', 'call-end'] as const) {
    call.on(name, ((payload?: unknown) => events.push({ name, payload })) as never);
  }
  return { call, events, of: (name: string) => events.filter((e) => e.name === name) };
}

const alive = (created: SimulatedTransport[]) => created.filter((sim) => !sim.isDestroyed());

describe('one call object per page, several clients', () => {
  it("an idle preloaded call object never blocks another client's start: it is given up", async () => {
    const created: SimulatedTransport[] = [];
    const h = harness({ sim: { script: { turns: [] }, onCreate: (sim) => created.push(sim) } });
    const other = neighbour(h);
    await h.call.preload();
    expect(created[0]?.meetingState()).toBe('loaded');

    const started = other.call.start('other-assistant');
    await vi.advanceTimersByTimeAsync(200);
    expect(await started).not.toBeNull();
    expect(other.of('call-start-success')).toHaveLength(1);
    expect(created[0]?.isDestroyed()).toBe(true); // the preload gave way
    expect(created[0]?.totalListenerCount).toBe(0);
    expect(alive(created)).toEqual([created[1]]);

    // The first client starts afresh once the other call is over.
    await other.call.stop();
    expect(await h.start(200)).not.toBeNull();
    expect(alive(created)).toHaveLength(1);
    expect(h.factory.open).toBe(1);
  });

  it('in any order: a preload never displaces another client, which keeps its head start', async () => {
    const h = harness({ sim: { script: { turns: [] } } });
    const other = neighbour(h);
    await other.call.preload();
    await h.call.preload(); // the page is taken: this preload yields, quietly
    expect(h.factory.created).toBe(1);
    expect(await other.call.start('x')).not.toBeNull();
    expect(h.factory.created).toBe(1); // the preloaded object was used
    await other.call.stop();
    expect(await h.start(200)).not.toBeNull();
    expect(h.of('error')).toEqual([]);
  });

  it('a second live call fails cleanly at daily-call-object-creation, saying another call is live', async () => {
    const h = harness({ sim: { script: { turns: [] } } });
    expect(await h.start(200)).not.toBeNull();
    const other = neighbour(h);
    const started = other.call.start('y');
    await vi.advanceTimersByTimeAsync(100);
    expect(await started).toBeNull();
    expect(other.of('error').map((e) => e.payload)).toEqual([
      expect.objectContaining({
        type: 'daily-call-object-creation-error',
        stage: 'daily-call-object-creation',
        error: expect.objectContaining({ message: ANOTHER_CALL_LIVE }),
      }),
      expect.objectContaining({ type: 'start-method-error', stage: 'daily-call-object-creation' }),
    ]);
    expect(other.of('call-start-failed')[0]?.payload).toMatchObject({
      stage: 'daily-call-object-creation',
      error: ANOTHER_CALL_LIVE,
    });
    expect(h.factory.created).toBe(1); // daily-js was never asked
    // The live call goes on undisturbed.
    expect(h.factory.last?.meetingState()).toBe('joined-meeting');
    expect(h.of('call-end')).toHaveLength(0);
  });

  it('two calls live at once when the second client passes allowMultipleCallInstances', async () => {
    const h = harness({ sim: { script: { turns: [] } } });
    expect(await h.start(200)).not.toBeNull();
    const other = neighbour(h, { allowMultipleCallInstances: true });
    const started = other.call.start('z');
    await vi.advanceTimersByTimeAsync(200);
    expect(await started).not.toBeNull();
    expect(h.factory.last?.properties.allowMultipleCallInstances).toBe(true);
    expect(h.factory.open).toBe(2);
    expect(h.factory.last?.meetingState()).toBe('joined-meeting');
    await other.call.stop();
  });

  it('a call object made outside the client (daily-js refuses a second) gives the same clear error', async () => {
    const h = harness({ sim: { script: { turns: [] } } });
    const foreign = await h.factory({});
    expect(await h.start(100)).toBeNull();
    const [error] = h.of('error');
    expect(error?.error.message).toBe(ANOTHER_CALL_LIVE);
    expect((error?.error.cause as Error | undefined)?.message).toBe(
      'Duplicate DailyIframe instances are not allowed',
    );
    await foreign.destroy();
    expect(await h.start(100)).not.toBeNull();
  });

  it('a too large userData never reaches daily-js (which would leave a broken object on the page)', async () => {
    const h = harness({ sim: { script: { turns: [] } } });
    const big = new WebCall(
      PUBLIC_KEY,
      BASE_URL,
      undefined,
      { userData: 'x'.repeat(4097) },
      {
        transport: h.factory,
      },
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await big.preload();
    expect(await big.start('a')).toBeNull();
    expect(h.factory.created).toBe(0);
    expect(await h.start(100)).not.toBeNull();
  });
});

describe('a failed or cancelled start resolves only once its call object is destroyed', () => {
  it("Daily's bundle unreachable: fails at daily-call-object-creation after daily-js's ~6 s, nothing left, retry works", async () => {
    const faults: { bundle?: 'unreachable' } = { bundle: 'unreachable' };
    const h = harness({ sim: { script: { turns: [] }, faults } });
    let resolvedAt = 0;
    const startedAt = Date.now();
    const started = h.call.start('a').then((result) => {
      resolvedAt = Date.now();
      expect(h.factory.last?.isDestroyed()).toBe(true); // already, as start() resolves
      expect(h.factory.open).toBe(0);
      return result;
    });
    await vi.advanceTimersByTimeAsync(7000);
    expect(await started).toBeNull();
    expect(resolvedAt - startedAt).toBe(6000);
    const [error] = h.of('error');
    expect(error).toMatchObject({
      type: 'daily-call-object-creation-error',
      stage: 'daily-call-object-creation',
    });
    expect(error?.error.reason).toBe('connection-error');
    expect(error?.error.message).toMatch(/^Failed to load call object bundle/);
    expect(h.call.getDailyCallObject()).toBeNull();
    expect(document.querySelectorAll('audio')).toHaveLength(0);

    // An immediate retry is not refused for a leftover object: it fails the same honest way…
    const again = h.call.start('a');
    await vi.advanceTimersByTimeAsync(7000);
    expect(await again).toBeNull();
    expect(h.of('error')[1]?.error.message).toBe(error?.error.message);
    // …and once Daily is reachable again, it works.
    delete faults.bundle;
    expect(await h.start(200)).not.toBeNull();
  });

  it('stop() while the bundle loads: start() resolves null once the object is destroyed; a new start works at once', async () => {
    const h = harness({ sim: { script: { turns: [] }, faults: { bundle: 'unreachable' } } });
    const started = h.call.start('a');
    await vi.advanceTimersByTimeAsync(500);
    const sim = h.factory.last;
    expect(sim?.meetingState()).toBe('loading');
    await h.call.stop();
    expect(sim?.isDestroyed()).toBe(true);
    expect(await started).toBeNull();
    expect(h.of('error')).toEqual([]);
    expect(h.of('call-start-failed')).toEqual([]);
    expect(h.factory.open).toBe(0);
  });

  it('a call object still arriving (daily-js downloading) is destroyed as it arrives; start() waits at most DESTROY_WAIT_MS', async () => {
    const h = harness({ sim: { script: { turns: [] } } });
    let release = () => {};
    const arrival = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = new WebCall(PUBLIC_KEY, BASE_URL, undefined, undefined, {
      transport: async (properties) => {
        await arrival;
        return h.factory(properties);
      },
    });
    let settledAt = 0;
    const started = slow.start('a').then((result) => {
      settledAt = Date.now();
      return result;
    });
    await vi.advanceTimersByTimeAsync(100);
    const stoppedAt = Date.now();
    const stopping = slow.stop();
    await vi.advanceTimersByTimeAsync(DESTROY_WAIT_MS);
    await stopping;
    expect(await started).toBeNull();
    expect(settledAt - stoppedAt).toBe(DESTROY_WAIT_MS);
    release();
    await vi.advanceTimersByTimeAsync(10);
    expect(h.factory.last?.isDestroyed()).toBe(true);
    expect(h.factory.open).toBe(0);
  });
});
