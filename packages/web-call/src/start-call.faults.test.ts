// @vitest-environment jsdom
// The fault matrix: a failure at each start stage × the ways it can
// fail → exactly one call-start-failed naming that stage, the error of the stage's type and then
// the generic start-method-error of @vapi-ai/web, full cleanup, and a following start that
// succeeds. The stages a call can do without (recording, audio levels, noise cancellation) report
// their failure and the call goes on, as in @vapi-ai/web.
import { isApiError } from '@org/api-client';
import { platformError } from '@org/api-client/msw';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  BASE_URL,
  harness,
  network,
  pretendMobile,
  useClientTestLifecycle,
} from '../test-support/harness';
import { isWebCallError } from './errors';
import { DESTROY_WAIT_MS } from './prepared-call';
import type { StartStage } from './shared-types';
import { stageErrorType } from './start-stages';
import type { SimulatedFaults, SimulatedTransport } from './testing';

const STAGE_TIMEOUT_MS = 2_000;

type Mode = 'throw' | 'reject' | 'timeout' | 'http-4xx' | 'http-5xx' | 'network';

useClientTestLifecycle();

/** What the platform answers while broken, for the modes that happen on the wire. */
const BROKEN_ANSWERS: Partial<
  Record<Mode, (target: 'post' | 'room', request: Request) => Promise<Response>>
> = {
  'http-4xx': async (target) => platformError(target === 'post' ? 401 : 404),
  'http-5xx': async () => platformError(500),
  network: async () => HttpResponse.error(),
  // the platform never answers; the client's stage timeout aborts the request (no timer of msw's
  // own, so the test can see that the client left none)
  timeout: (_target, request) =>
    new Promise<Response>((resolve) =>
      request.signal.addEventListener('abort', () => resolve(platformError(504))),
    ),
};

/**
 * A platform whose `POST /call/web` or room `GET` fails until healed: on the wire through msw (an
 * error status, a network error, no answer), or, for `throw` and `reject`, in an injected `fetch`
 * (what msw cannot do: a fetch that throws or rejects with something else than a network error).
 */
function faultyWorld(stage: StartStage, mode: Mode) {
  const state = { broken: true };
  const faults: SimulatedFaults = {};
  const fetchMode =
    ['http-4xx', 'http-5xx', 'network'].includes(mode) || stage === 'web-call-creation';
  const target = stage === 'web-call-creation' ? 'post' : 'room';
  const answer = BROKEN_ANSWERS[mode];
  if (!fetchMode) {
    const fault = mode === 'timeout' ? 'hang' : (mode as 'throw' | 'reject');
    (faults as Record<string, string>)[stage] = fault;
  }
  const failingFetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    if (!state.broken) return fetch(input, init);
    if (mode === 'throw') throw new Error('fetch threw');
    return Promise.reject(new Error('fetch rejected'));
  }) as typeof fetch;
  const created: SimulatedTransport[] = [];
  const h = harness({
    sim: {
      faults,
      script: stage === 'daily-call-join' && fetchMode ? undefined : { turns: [] },
      onCreate: (c) => created.push(c),
    },
    client: { stageTimeoutMs: STAGE_TIMEOUT_MS },
    platform: { videoRecordingEnabled: stage === 'video-recording-setup' },
    ...(fetchMode && !answer ? { fetch: failingFetch } : {}),
  });
  if (fetchMode && answer) {
    // after the harness, so ahead of the platform's handlers; once healed it answers nothing and they take over
    const path = target === 'post' ? `${BASE_URL}/call/web` : `${BASE_URL}/simulator/rooms/:id`;
    network.use(
      http[target === 'post' ? 'post' : 'get'](path, ({ request }) =>
        state.broken ? answer(target, request) : undefined,
      ),
    );
  }
  const heal = () => {
    state.broken = false;
    for (const key of Object.keys(faults)) delete (faults as Record<string, unknown>)[key];
  };
  return { h, heal, created };
}

const MATRIX: Array<[StartStage, Mode[]]> = [
  ['web-call-creation', ['throw', 'reject', 'timeout', 'http-4xx', 'http-5xx', 'network']],
  ['daily-call-object-creation', ['throw', 'reject', 'timeout']],
  ['mobile-permissions', ['throw', 'reject']],
  ['daily-call-join', ['throw', 'reject', 'timeout', 'http-4xx', 'http-5xx', 'network']],
];

describe.each(MATRIX)('a failure at %s', (stage, modes) => {
  it.each(modes)(
    'by %s: one call-start-failed, the typed error then the generic one, full cleanup, then a good start',
    async (mode) => {
      if (stage === 'mobile-permissions') pretendMobile();
      const { h, heal, created } = faultyWorld(stage, mode);
      // A call object that never arrives (creation hanging) is waited for at most DESTROY_WAIT_MS.
      const result = await h.start(STAGE_TIMEOUT_MS + DESTROY_WAIT_MS + 500);

      expect(result).toBeNull();
      const failures = h.of('call-start-failed');
      expect(failures).toHaveLength(1);
      expect(failures[0]).toMatchObject({
        stage,
        context: { hasAssistant: true, isMobile: stage === 'mobile-permissions' },
      });
      expect(failures[0]?.error).toBeTruthy();
      const errors = h.of('error');
      // POST /call/web's own type is the generic one: it is sent once.
      const own = stageErrorType(stage);
      const types = own === 'start-method-error' ? [own] : [own, 'start-method-error'];
      expect(errors.map((e) => [e.type, e.stage])).toEqual(types.map((type) => [type, stage]));
      expect(errors.every((e) => isWebCallError(e.error) && e.error.type === e.type)).toBe(true);
      expect(new Set(errors.map((e) => e.error.message)).size).toBe(1);
      const order = h.events.filter((e) => e.name === 'error' || e.name === 'call-start-failed');
      // The stage's own error, call-start-failed, then the generic one unless the own is it.
      expect(order.map((e) => e.name)).toEqual(
        own === 'start-method-error'
          ? ['error', 'call-start-failed']
          : ['error', 'call-start-failed', 'error'],
      );
      // Nothing of the start reports progress after its failure.
      const failedAt = h.events.findIndex((e) => e.name === 'call-start-failed');
      expect(h.events.slice(failedAt).filter((e) => e.name === 'call-start-progress')).toEqual([]);
      if (stage === 'web-call-creation') {
        const cause = errors[0]?.error.cause;
        expect(isApiError(cause)).toBe(true);
        const reason = {
          throw: 'network',
          reject: 'network',
          network: 'network',
          timeout: 'timeout',
          'http-4xx': 'http',
          'http-5xx': 'http',
        }[mode];
        expect(isApiError(cause) && cause.reason).toBe(reason);
      }
      expect(
        h.of('call-start-progress').filter((p) => p.stage === stage && p.status === 'failed'),
      ).toHaveLength(1);
      expect(h.of('call-start-success')).toHaveLength(0);

      // Full cleanup: every call object destroyed with no listener or timer left, no element, no timer.
      await vi.advanceTimersByTimeAsync(10);
      for (const sim of created) {
        expect(sim.isDestroyed()).toBe(true);
        expect(sim.totalListenerCount).toBe(0);
        expect(sim.pendingTimers).toBe(0);
      }
      expect(document.querySelectorAll('audio')).toHaveLength(0);
      expect(h.call.getDailyCallObject()).toBeNull();
      expect(vi.getTimerCount()).toBe(0);

      heal();
      const again = await h.start(500);
      expect(again).not.toBeNull();
      expect(h.of('call-start-success')).toHaveLength(1);
      expect(h.of('call-start-failed')).toHaveLength(1);
      await h.call.stop();
    },
  );
});

describe('genericStartError: false', () => {
  it('sends exactly one error per failed start, of the stage type', async () => {
    const h = harness({
      sim: { script: { turns: [] }, faults: { 'daily-call-join': 'reject' } },
      client: { genericStartError: false },
    });
    expect(await h.start(500)).toBeNull();
    expect(h.of('error').map((e) => e.type)).toEqual(['daily-call-join-error']);
    expect(h.of('call-start-failed')).toHaveLength(1);
  });
});

describe('failures that do not fail the start (by design, as in @vapi-ai/web)', () => {
  it.each([
    ['video-recording-setup', 'throw'],
    ['audio-observer-setup', 'throw'],
    ['audio-observer-setup', 'reject'],
    ['audio-observer-setup', 'timeout'],
  ] as const)('%s by %s: reported with its type, the call goes on', async (stage, mode) => {
    const { h } = faultyWorld(stage, mode);
    const result = await h.start(STAGE_TIMEOUT_MS + 500);
    expect(result).not.toBeNull();
    expect(h.of('call-start-failed')).toHaveLength(0);
    expect(h.of('error').map((e) => [e.type, e.stage])).toEqual([[stageErrorType(stage), stage]]);
    expect(
      h.of('call-start-progress').filter((p) => p.stage === stage && p.status === 'failed'),
    ).toHaveLength(1);
    expect(h.of('call-start-success')).toHaveLength(1);
    expect(h.factory.last?.meetingState()).toBe('joined-meeting');
  });

  it.each(['throw', 'reject', 'timeout'] as const)(
    'noise cancellation by %s: reported as audio-processing-setup-error, the call goes on',
    async (mode) => {
      const { h } = faultyWorld('audio-processing-setup', mode);
      const result = await h.start(STAGE_TIMEOUT_MS + 500);
      expect(result).not.toBeNull();
      expect(h.of('call-start-failed')).toHaveLength(0);
      expect(h.of('error').map((e) => [e.type, e.stage])).toEqual([
        ['audio-processing-setup-error', 'audio-processing-setup'],
      ]);
      expect(h.factory.last?.meetingState()).toBe('joined-meeting');
    },
  );

  it('a microphone prompt still open on mobile after 1 s: the join goes ahead', async () => {
    pretendMobile();
    const { h } = faultyWorld('mobile-permissions', 'timeout');
    expect(await h.start(2000)).not.toBeNull();
    expect(h.of('call-start-failed')).toHaveLength(0);
  });
});

describe('stop() during start', () => {
  it('cancels quietly: no failure events, nothing left, and the next start works', async () => {
    const { h, heal, created } = faultyWorld('daily-call-join', 'timeout');
    const pending = h.call.start('a');
    await vi.advanceTimersByTimeAsync(100);
    await h.call.stop();
    expect(await pending).toBeNull();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(STAGE_TIMEOUT_MS + 100);
    expect(h.of('call-start-failed')).toHaveLength(0);
    expect(h.of('error')).toHaveLength(0);
    expect(created.every((sim) => sim.isDestroyed() && sim.totalListenerCount === 0)).toBe(true);
    heal();
    expect(await h.start(500)).not.toBeNull();
  });
});
