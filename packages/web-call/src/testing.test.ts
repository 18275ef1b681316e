// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPlatformFetch, createPlatformHandlers, createSimulatedTransport } from './testing';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createPlatformHandlers: POST /call/web', () => {
  const handle = createPlatformHandlers({ publicKeys: ['pk_ok'], roomOrigin: 'http://stack.test' });
  const post = (body: unknown, key = 'pk_ok') =>
    handle(
      new Request('http://stack.test/call/web', {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );

  it('rejects a wrong key with 401 and a platform error body', async () => {
    const response = await post({ assistantId: 'a' }, 'pk_wrong');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
  });

  it('rejects a body without assistant, squad or workflow with 400', async () => {
    const response = await post({});
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: ['Assistant or Squad or Workflow must be provided.'],
    });
  });

  it('creates a call whose webCallUrl serves the room script', async () => {
    const response = await post({
      assistant: { name: 'Riley', firstMessage: 'Hello from Riley.' },
    });
    expect(response.status).toBe(201);
    const call = await response.json();
    expect(call.webCallUrl).toMatch(/^http:\/\/stack\.test\/simulator\/rooms\//);
    expect(call.artifactPlan).toEqual({ videoRecordingEnabled: false });
    const room = await (await handle(new Request(call.webCallUrl))).json();
    expect(room).toEqual({
      assistantName: 'Riley',
      turns: [{ role: 'assistant', text: 'Hello from Riley.' }],
    });
    expect((await handle(new Request('http://stack.test/simulator/rooms/missing'))).status).toBe(
      404,
    );
  });
});

describe('simulated transport (Node, no DOM)', () => {
  it('joins a room fetched from its URL and plays it after playable', async () => {
    const fetch = createPlatformFetch({
      room: () => ({
        turns: [
          { role: 'assistant', text: 'one two three four' },
          { role: 'user', text: 'yes please' },
        ],
        endCall: true,
      }),
    });
    const created = await (
      await fetch('http://x.test/call/web', {
        method: 'POST',
        headers: { authorization: 'Bearer k' },
        body: JSON.stringify({ assistantId: 'a' }),
      })
    ).json();
    const factory = createSimulatedTransport({ fetch });
    const call = await factory({ audioSource: true });
    expect(factory.last).toBe(call);
    const messages: unknown[] = [];
    const levels: number[] = [];
    call.on('app-message', (e) => messages.push(e.data));
    call.on('remote-participants-audio-level', (e) =>
      levels.push(...Object.values(e.participantsAudioLevel)),
    );
    let left = false;
    call.on('left-meeting', () => {
      left = true;
    });
    call.on('participant-joined', (e) =>
      call.updateParticipant(e.participant.session_id, {
        setSubscribedTracks: { audio: true, video: false },
      }),
    );
    const tracks: MediaStreamTrack[] = [];
    call.on('track-started', (e) => tracks.push(e.track));
    await call.join({ url: created.webCallUrl, subscribeToTracksAutomatically: false });
    await call.startRemoteParticipantsAudioLevelObserver(100);
    await vi.advanceTimersByTimeAsync(10);
    expect(call.participants()).toHaveProperty('local');
    const remote = Object.values(call.participants()).find((p) => !p.local);
    expect(remote?.user_name).toBe('Vapi Speaker');
    expect(tracks[0]?.kind).toBe('audio');
    call.sendAppMessage('playable');
    await vi.advanceTimersByTimeAsync(2000);
    expect(messages[0]).toBe('listening');
    const parsed = messages.slice(1).map((m) => JSON.parse(m as string));
    expect(
      parsed.filter((m) => m.type === 'transcript').map((m) => [m.role, m.transcriptType]),
    ).toEqual([
      ['assistant', 'partial'],
      ['assistant', 'final'],
      ['user', 'partial'],
      ['user', 'final'],
    ]);
    expect(parsed.at(-1)).toEqual({
      type: 'status-update',
      status: 'ended',
      endedReason: 'assistant-ended-call',
    });
    expect(Math.max(...levels)).toBeGreaterThan(0.01);
    expect(left).toBe(true);
    expect(call.meetingState()).toBe('left-meeting');
    await call.destroy();
    expect(call.pendingTimers).toBe(0);
  });

  it('fails the join like a real join when the room URL is unreachable', async () => {
    const factory = createSimulatedTransport({
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    const call = await factory({});
    const errors: string[] = [];
    call.on('error', (e) => errors.push(e.errorMsg));
    await expect(call.join({ url: 'http://nowhere.test/simulator/rooms/x' })).rejects.toThrow(
      'fetch failed',
    );
    expect(call.meetingState()).toBe('error');
    expect(errors).toEqual(['fetch failed']);
  });

  it('pays the bundle load once per factory', async () => {
    const factory = createSimulatedTransport({
      script: { turns: [] },
      pacing: { loadMs: 400, joinMs: 500 },
    });
    const first = await factory({});
    const started = Date.now();
    const joined = first.join({ url: 'http://x' });
    await vi.advanceTimersByTimeAsync(900);
    await joined;
    expect(Date.now() - started).toBe(900);
    await first.destroy();
    const second = await factory({});
    const again = Date.now();
    const joined2 = second.join({ url: 'http://x' });
    await vi.advanceTimersByTimeAsync(500);
    await joined2;
    expect(Date.now() - again).toBe(500);
  });
});
