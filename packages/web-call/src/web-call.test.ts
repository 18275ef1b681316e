// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import {
  BASE_URL,
  harness,
  PUBLIC_KEY,
  pretendMobile,
  useClientTestLifecycle,
} from '../test-support/harness';
import WebCallDefault, { WebCall } from './index';

useClientTestLifecycle();

describe('start: POST /call/web, then the call', () => {
  it('is the default export too', () => {
    expect(WebCallDefault).toBe(WebCall);
  });

  it('creates the web call with the bearer key at the per-instance base URL', async () => {
    const h = harness();
    const created = await h.start(500, 'asst_1', { variableValues: { name: 'Ann' } });
    expect(created?.id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    const [request] = h.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(`${BASE_URL}/call/web`);
    expect(request?.headers.get('authorization')).toBe(`Bearer ${PUBLIC_KEY}`);
    expect(await request?.json()).toEqual({
      assistantId: 'asst_1',
      assistantOverrides: { variableValues: { name: 'Ann' } },
    });
    await h.call.stop();
  });

  it('sends inline objects as they are and ids as …Id for squads and workflows', async () => {
    const h = harness();
    await h.start(500, undefined, undefined, { members: [] }, 'wf_1', { variableValues: { a: 1 } });
    expect(await h.requests[0]?.json()).toEqual({
      squad: { members: [] },
      workflowId: 'wf_1',
      workflowOverrides: { variableValues: { a: 1 } },
    });
    await h.call.stop();
  });

  it('reports every stage as started and completed, then call-start-success', async () => {
    const h = harness();
    const created = await h.start();
    const progress = h.of('call-start-progress');
    const stages = [
      'initialization',
      'web-call-creation',
      'daily-call-object-creation',
      'mobile-permissions',
      'daily-call-join',
      'video-recording-setup',
      'audio-observer-setup',
      'audio-processing-setup',
    ];
    for (const stage of stages) {
      expect(progress.filter((p) => p.stage === stage).map((p) => p.status)).toEqual([
        'started',
        'completed',
      ]);
      const completed = progress.find((p) => p.stage === stage && p.status === 'completed');
      expect(completed?.duration).toBeGreaterThanOrEqual(0);
    }
    expect(
      progress.find((p) => p.stage === 'mobile-permissions' && p.status === 'completed')?.metadata,
    ).toEqual({
      action: 'skipped-not-mobile',
    });
    const [success] = h.of('call-start-success');
    expect(success).toMatchObject({ callId: created?.id });
    expect(success?.totalDuration).toBeGreaterThanOrEqual(0);
    expect(h.of('call-start-failed')).toHaveLength(0);
    await h.call.stop();
  });

  it('fails validation with its text and the type validation-error, and resolves null', async () => {
    const h = harness();
    const result = await h.start(10, undefined);
    expect(result).toBeNull();
    const [error] = h.of('error');
    expect(error?.type).toBe('validation-error');
    expect(error?.stage).toBe('initialization');
    expect(error?.error.message).toBe('Assistant or Squad or Workflow must be provided.');
    const [failed] = h.of('call-start-failed');
    expect(failed).toMatchObject({
      stage: 'initialization',
      error: 'Assistant or Squad or Workflow must be provided.',
      context: { hasAssistant: false, hasSquad: false, hasWorkflow: false, isMobile: false },
    });
    expect(failed?.errorStack).toContain('WebCallError');
    expect(h.requests).toHaveLength(0);
  });

  it('refuses userData over 4096 characters before calling the platform', async () => {
    const h = harness({ client: { userData: { note: 'x'.repeat(5000) } } });
    expect(await h.start(10)).toBeNull();
    expect(h.of('error')[0]?.error.message).toMatch(/userData is too large/);
    expect(h.requests).toHaveLength(0);
  });

  it('returns null and reports already-started on a second start', async () => {
    const h = harness();
    const first = h.call.start('a');
    const second = await h.call.start('a');
    expect(second).toBeNull();
    expect(
      h.of('call-start-progress').find((p) => p.metadata?.reason === 'already-started'),
    ).toMatchObject({
      stage: 'validation', // @vapi-ai/web's name for it
      status: 'failed',
    });
    await vi.advanceTimersByTimeAsync(500);
    expect(await first).not.toBeNull();
    expect(h.factory.created).toBe(1);
    await h.call.stop();
  });

  it('joins the webCallUrl with the call token and manual track subscription', async () => {
    const h = harness({ platform: { callToken: 'room-token' } });
    const created = await h.start();
    expect(h.factory.last?.joinOptions).toEqual({
      url: created?.webCallUrl,
      token: 'room-token',
      subscribeToTracksAutomatically: false,
    });
    expect(h.factory.last?.properties).toMatchObject({ audioSource: true, videoSource: false });
    await h.call.stop();
  });

  it('runs several instances at once, each with its own key and base URL', async () => {
    const a = harness();
    const b = harness({ platform: { baseUrl: 'https://other.test', tokens: ['pk_other'] } });
    const other = b.call;
    const [first, second] = await Promise.all([
      a.call.start('one'),
      other.start('two'),
      vi.advanceTimersByTimeAsync(800),
    ]);
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(a.requests[0]?.url).toBe(`${BASE_URL}/call/web`);
    expect(b.requests[0]?.url).toBe('https://other.test/call/web');
    expect(b.requests[0]?.headers.get('authorization')).toBe('Bearer pk_other');
    expect(a.factory.last).not.toBe(b.factory.last);
    await Promise.all([a.call.stop(), other.stop()]);
  });
});

describe('mobile permissions: wait for the permission, at most 1 s', () => {
  it('waits for the real permission answer instead of a blind second', async () => {
    pretendMobile();
    const h = harness({ sim: { pacing: { cameraMs: 300 } } });
    await h.start(1500);
    const done = h
      .of('call-start-progress')
      .find((p) => p.stage === 'mobile-permissions' && p.status === 'completed');
    expect(done?.metadata).toEqual({ action: 'permission-granted' });
    expect(done?.duration).toBe(300);
    await h.call.stop();
  });

  it('joins anyway after 1 s when the permission prompt is still open', async () => {
    pretendMobile();
    const h = harness({ sim: { pacing: { cameraMs: 5000 } } });
    const created = await h.start(1500);
    expect(created).not.toBeNull();
    const done = h
      .of('call-start-progress')
      .find((p) => p.stage === 'mobile-permissions' && p.status === 'completed');
    expect(done).toMatchObject({ duration: 1000, metadata: { action: 'permission-wait-capped' } });
    expect(h.of('call-start-success')).toHaveLength(1);
    await h.call.stop();
  });
});

describe('video recording', () => {
  it('records 1280x720 on a dark background with the default layout when the plan enables it', async () => {
    const h = harness({ platform: { videoRecordingEnabled: true } });
    await h.start();
    const sim = h.factory.last;
    expect(sim?.joinOptions?.videoSource).toBe(true);
    expect(sim?.recording).toEqual({
      width: 1280,
      height: 720,
      backgroundColor: '#FF1F2D3D',
      layout: { preset: 'default' },
    });
    const started = h.of('call-start-progress').find((p) => p.stage === 'video-recording-started');
    expect(started?.status).toBe('completed');
    const control = sim?.sentMessages.map((m) =>
      typeof m === 'string' && m.startsWith('{') ? JSON.parse(m) : m,
    );
    expect(control).toContainEqual(
      expect.objectContaining({ type: 'control', control: 'say-first-message' }),
    );
    await h.call.stop();
    expect(sim?.recording).toBeUndefined();
  });

  it('passes on a recording that Daily could not start (recording-error); the call goes on', async () => {
    const h = harness({
      platform: { videoRecordingEnabled: true },
      sim: { faults: { 'video-recording-setup': 'error' } },
    });
    const failures: unknown[] = [];
    h.call.on('recording-error', (event) => failures.push(event));
    await h.start();
    expect(failures).toEqual([
      expect.objectContaining({
        action: 'recording-error',
        errorMsg: 'Simulated failure: the recording did not start',
      }),
    ]);
    expect(
      h
        .of('call-start-progress')
        .filter((p) => p.stage === 'video-recording-started')
        .map((p) => [p.status, p.metadata?.error]),
    ).toEqual([['failed', 'Simulated failure: the recording did not start']]);
    // As in @vapi-ai/web: no error event, the call goes on, the first message is not released.
    expect(h.of('error')).toEqual([]);
    expect(h.factory.last?.meetingState()).toBe('joined-meeting');
    expect(h.factory.last?.sentMessages.some((m) => String(m).includes('say-first-message'))).toBe(
      false,
    );
    await h.call.stop();
  });

  it('leaves recording to the meeting token when the platform sends one', async () => {
    const h = harness({ platform: { videoRecordingEnabled: true, callToken: 't' } });
    await h.start();
    expect(h.factory.last?.recording).toBeUndefined();
    const setup = h
      .of('call-start-progress')
      .find((p) => p.stage === 'video-recording-setup' && p.status === 'completed');
    expect(setup?.metadata).toEqual({ action: 'auto-started-via-meeting-token' });
    await h.call.stop();
  });

  it('does not record, nor subscribe to video, without the plan', async () => {
    const h = harness();
    await h.start();
    const sim = h.factory.last;
    expect(sim?.recording).toBeUndefined();
    const remote = Object.values(sim?.participants() ?? {}).find((p) => !p.local);
    expect(remote?.tracks.audio.subscribed).toBe(true);
    expect(remote?.tracks.video.subscribed).toBe(false);
    await h.call.stop();
  });

  it('subscribes to video for a video voice provider and emits the video track', async () => {
    const h = harness({ platform: { voiceProvider: 'tavus' } });
    await h.start();
    const remote = Object.values(h.factory.last?.participants() ?? {}).find((p) => !p.local);
    expect(remote?.tracks.video.subscribed).toBe(true);
    expect(h.of('video')[0]?.kind).toBe('video');
    await h.call.stop();
  });
});
