// @vitest-environment jsdom
// The fault matrix (issue "Tests and figures"): a failure at each start stage × the ways it can
// fail → exactly one call-start-failed naming that stage, one error of the stage's type, full
// cleanup, and a following start that succeeds.
import { isApiError } from '@org/api-client';
import { describe, expect, it, vi } from 'vitest';
import { isWebCallError } from './errors';
import { type StartStage, stageErrorType } from './start-stages';
import { harness, pretendMobile, useClientTestLifecycle } from './test-support';
import { createPlatformHandlers, type SimulatedCallObject, type SimulatedFaults } from './testing';
import { DESTROY_WAIT_MS } from './web-call';

const STAGE_TIMEOUT_MS = 2_000;

type Mode = 'throw' | 'reject' | 'timeout' | 'http-4xx' | 'http-5xx' | 'network';

useClientTestLifecycle();

/** A platform whose `POST /call/web` and room `GET` can be made to fail, then healed. */
function faultyWorld(stage: StartStage, mode: Mode) {
  const handle = createPlatformHandlers({
    publicKeys: ['pk_test'],
    videoRecordingEnabled: stage === 'video-recording-setup',
  });
  const state = { broken: true };
  const faults: SimulatedFaults = {};
  const failWith = (status: number) =>
    new Response(JSON.stringify({ message: 'Simulated', error: 'Simulated', statusCode: status }), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  const faulty = (target: 'post' | 'room'): typeof fetch =>
    ((input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const isTarget = target === 'post' ? request.method === 'POST' : request.method === 'GET';
      if (state.broken && isTarget) {
        if (mode === 'throw') throw new Error('fetch threw');
        if (mode === 'reject') return Promise.reject(new Error('fetch rejected'));
        if (mode === 'network') return Promise.reject(new TypeError('fetch failed'));
        if (mode === 'http-4xx') return Promise.resolve(failWith(target === 'post' ? 401 : 404));
        if (mode === 'http-5xx') return Promise.resolve(failWith(500));
        return new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        );
      }
      return handle(request);
    }) as typeof fetch;
  const fetchMode =
    ['http-4xx', 'http-5xx', 'network'].includes(mode) || stage === 'web-call-creation';
  if (!fetchMode) {
    const fault = mode === 'timeout' ? 'hang' : (mode as 'throw' | 'reject');
    (faults as Record<string, string>)[stage] = fault;
  }
  const created: SimulatedCallObject[] = [];
  const h = harness({
    sim: {
      faults,
      script: stage === 'daily-call-join' && fetchMode ? undefined : { turns: [] },
      fetch: stage === 'daily-call-join' && fetchMode ? faulty('room') : handleFetch(handle),
      onCreate: (c) => created.push(c),
    },
    client: { stageTimeoutMs: STAGE_TIMEOUT_MS },
    fetch: stage === 'web-call-creation' ? faulty('post') : handleFetch(handle),
  });
  const heal = () => {
    state.broken = false;
    for (const key of Object.keys(faults)) delete (faults as Record<string, unknown>)[key];
  };
  return { h, heal, created };
}

function handleFetch(handle: (request: Request) => Promise<Response>): typeof fetch {
  return (input, init) => handle(new Request(input, init));
}

const MATRIX: Array<[StartStage, Mode[]]> = [
  ['web-call-creation', ['throw', 'reject', 'timeout', 'http-4xx', 'http-5xx', 'network']],
  ['daily-call-object-creation', ['throw', 'reject', 'timeout']],
  ['mobile-permissions', ['throw', 'reject']],
  ['daily-call-join', ['throw', 'reject', 'timeout', 'http-4xx', 'http-5xx', 'network']],
  ['video-recording-setup', ['throw']],
  ['audio-observer-setup', ['throw', 'reject', 'timeout']],
];

describe.each(MATRIX)('a failure at %s', (stage, modes) => {
  it.each(modes)(
    'by %s: one call-start-failed, one typed error, full cleanup, then a good start',
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
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatchObject({ type: stageErrorType(stage), stage });
      expect(isWebCallError(errors[0]?.error)).toBe(true);
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
        expect(sim.listenerCount).toBe(0);
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

describe('failures that do not fail the start (by design)', () => {
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
      expect(h.call.getDailyCallObject()?.meetingState()).toBe('joined-meeting');
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
    expect(created.every((sim) => sim.isDestroyed() && sim.listenerCount === 0)).toBe(true);
    heal();
    expect(await h.start(500)).not.toBeNull();
  });
});
