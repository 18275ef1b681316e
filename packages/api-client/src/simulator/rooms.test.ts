// The rooms of simulated web calls: `POST /call/web` opens one at the call's `webCallUrl`; the
// simulated call object fetches its script there and reports the turns played and the user
// leaving. Like the platform's rooms, one goes when the user leaves it, unless its call was created
// with `roomDeleteOnUserLeaveEnabled: false`; then a rejoin answers with `resumeAt`.
import { describe, expect, it } from 'vitest';
import { rejection } from '../testing/core-harness';
import { useSimulatedPlatform } from '../testing/simulated-platform';
import type { CreateWebCallRequest } from '../types/call';
import { defaultRoom, ROOMS_PATH } from './rooms';
import { createPlatformSimulator } from './simulator';

const { platform, fetch } = useSimulatedPlatform();

const post = (url: string, body?: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('a web call’s room', () => {
  it('serves the room script at the call’s webCallUrl, uncached, with no key needed', async () => {
    const turns = [{ role: 'assistant' as const, text: 'Hello' }];
    const client = platform({ room: () => ({ turns, endCall: true }) });
    const call = await client.calls.createWeb({ assistantId: 'asst_1' });
    expect(call.webCallUrl).toBe(`https://api.vapi.ai${ROOMS_PATH}/${call.id}`);
    const room = await fetch(call.webCallUrl);
    expect(room.status).toBe(200);
    expect(room.headers.get('cache-control')).toBe('no-store');
    expect(await room.json()).toEqual({ turns, endCall: true });
  });

  it('greets with the inline assistant’s first message when no script is given', () => {
    expect(defaultRoom({ assistant: { name: 'Riley', firstMessage: 'Hi, Riley here.' } })).toEqual({
      assistantName: 'Riley',
      turns: [{ role: 'assistant', text: 'Hi, Riley here.' }],
    });
    expect(defaultRoom({ assistantId: 'a' }).turns[0]?.text).toBe(
      'Hi, this is Assistant. How can I help you today?',
    );
  });

  it('is deleted when the user leaves it, by default', async () => {
    const client = platform();
    const call = await client.calls.createWeb({ assistantId: 'asst_1' });
    expect((await post(`${call.webCallUrl}/leave`)).status).toBe(204);
    const gone = await fetch(call.webCallUrl);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({
      message: `No simulated room for call ${call.id}: create the call with POST /call/web first.`,
      error: 'Not Found',
      statusCode: 404,
    });
  });

  it('is kept with roomDeleteOnUserLeaveEnabled: false, and a rejoin resumes where the call was', async () => {
    const client = platform();
    const body = { assistantId: 'asst_1', roomDeleteOnUserLeaveEnabled: false };
    const call = await client.calls.createWeb(body as CreateWebCallRequest);
    expect((await (await fetch(call.webCallUrl)).json()).resumeAt).toBeUndefined();
    expect((await post(`${call.webCallUrl}/progress`, { turnsPlayed: 2 })).status).toBe(204);
    expect((await post(`${call.webCallUrl}/progress`, { turnsPlayed: 1 })).status).toBe(204);
    const refused = await post(`${call.webCallUrl}/progress`, { turnsPlayed: 'x' });
    expect([refused.status, (await refused.json()).message]).toEqual([
      400,
      'The body must be { "turnsPlayed": <a whole number> }.',
    ]);
    expect((await post(`${call.webCallUrl}/leave`)).status).toBe(204);
    expect((await (await fetch(call.webCallUrl)).json()).resumeAt).toBe(2);
  });

  it('answers an unknown room, or a room route with another method, with the platform’s 404', async () => {
    platform();
    expect((await fetch(`https://api.vapi.ai${ROOMS_PATH}/nope`)).status).toBe(404);
    expect((await fetch(`https://api.vapi.ai${ROOMS_PATH}/nope/leave`)).status).toBe(404);
    expect((await post(`https://api.vapi.ai${ROOMS_PATH}/nope/leave`)).status).toBe(404);
  });

  it('forgets the oldest rooms past maxRooms', async () => {
    const client = platform({ maxRooms: 1 });
    const first = await client.calls.createWeb({ assistantId: 'a' });
    const second = await client.calls.createWeb({ assistantId: 'a' });
    expect((await fetch(first.webCallUrl)).status).toBe(404);
    expect((await fetch(second.webCallUrl)).status).toBe(200);
    expect(() => createPlatformSimulator({ maxRooms: 0 })).toThrow(/maxRooms/);
  });

  it('fails by route: the room’s GET can fail while the call is created', async () => {
    const client = platform({ faults: { 'GET /simulator/rooms/{id}': { status: 503, times: 1 } } });
    const call = await client.calls.createWeb({ assistantId: 'a' });
    expect((await fetch(call.webCallUrl)).status).toBe(503);
    expect((await fetch(call.webCallUrl)).status).toBe(200);
    const down = platform({ faults: { '*': 503 } });
    expect((await rejection(down.calls.createWeb({ assistantId: 'a' }))).status).toBe(503);
  });
});

describe('POST /call/web answers with what a web client reads', () => {
  it('the recording, the voice provider and the room token it is told', async () => {
    const client = platform({
      videoRecordingEnabled: true,
      voiceProvider: 'tavus',
      callToken: 't1',
    });
    const call = await client.calls.createWeb({ assistant: { name: 'Desk' } });
    expect(call).toMatchObject({
      artifactPlan: { videoRecordingEnabled: true },
      assistant: { name: 'Desk', voice: { provider: 'tavus' } },
      transport: { provider: 'daily', callUrl: call.webCallUrl, callToken: 't1' },
    });
  });

  it('room URLs on the base URL’s path prefix, another origin, or another path', async () => {
    const prefixed = platform({ baseUrl: 'http://127.0.0.1:9/platform/' });
    const call = await prefixed.calls.createWeb({ assistantId: 'a' });
    expect(call.webCallUrl).toBe(`http://127.0.0.1:9/platform${ROOMS_PATH}/${call.id}`);
    expect((await fetch(call.webCallUrl)).status).toBe(200);

    const simulator = createPlatformSimulator({
      roomOrigin: 'http://rooms.test',
      roomsPath: '/rooms',
    });
    const answer = await simulator.handle(
      new Request('http://any.test/call/web', {
        method: 'POST',
        headers: { authorization: 'Bearer pk', 'content-type': 'application/json' },
        body: JSON.stringify({ assistantId: 'a' }),
      }),
    );
    const { id, webCallUrl } = (await answer.json()) as { id: string; webCallUrl: string };
    expect(webCallUrl).toBe(`http://rooms.test/rooms/${id}`);
    expect((await simulator.handle(new Request(webCallUrl))).status).toBe(200);
    expect(simulator.serves(webCallUrl)).toBe(true);
    expect(simulator.serves('http://any.test/nowhere')).toBe(false);
  });
});
