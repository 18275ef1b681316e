// The voice platform behind the gateway, the platform simulator of @org/api-client over HTTP:
// POST /call/web (its payload, the answer's fields and the refusal of a start without an
// assistant, squad or workflow: docs/requirements.md#starting-a-call), the room scripts the
// simulated call object plays, and the other platform routes.
import type { WebCallResponse } from '@org/api-client';
import type { SimulatedRoom } from '@org/api-client/simulator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../stack';
import { startTestStack } from '../testing/engine';
import { DEMO_ASSISTANT_IDS } from './scripts';

let stack: LocalStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(() => stack?.stop());

function createCall(body: unknown, key = stack.voicePublicKey, raw?: string) {
  return fetch(`${stack.url}/call/web`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: 'http://127.0.0.1:5173',
      ...(key ? { Authorization: `Bearer ${key}` } : {}),
    },
    body: raw ?? JSON.stringify(body),
  });
}

async function roomOf(call: WebCallResponse): Promise<SimulatedRoom> {
  const res = await fetch(call.webCallUrl);
  expect(res.status).toBe(200);
  return (await res.json()) as SimulatedRoom;
}

describe('POST /call/web', () => {
  it("answers 201 with the platform's call shape and a room URL on this gateway", async () => {
    const res = await createCall({ assistantId: DEMO_ASSISTANT_IDS.healthcare });
    expect(res.status).toBe(201);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const call = (await res.json()) as WebCallResponse;
    expect(call).toMatchObject({
      type: 'webCall',
      status: 'queued',
      assistantId: DEMO_ASSISTANT_IDS.healthcare,
      artifactPlan: { videoRecordingEnabled: false },
    });
    expect(call.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(call.webCallUrl).toBe(`${stack.url}/simulator/rooms/${call.id}`);
    expect(call.transport?.callUrl).toBe(call.webCallUrl);
  });

  it.each([
    ['healthcare', /appointment|doctor|clinic/i, 'Healthcare Receptionist'],
    ['hotel', /room|check-in|hotel/i, 'Hotel Concierge'],
    ['restaurant', /table|menu|vegan/i, 'Restaurant Reservation'],
  ] as const)('plays the %s agent a natural 4-8 turn conversation', async (agent, topic, name) => {
    const call = (await (
      await createCall({ assistantId: DEMO_ASSISTANT_IDS[agent] })
    ).json()) as WebCallResponse;
    const room = await roomOf(call);
    expect(room.assistantName).toBe(name);
    expect(room.turns.length).toBeGreaterThanOrEqual(4);
    expect(room.turns.length).toBeLessThanOrEqual(8);
    expect(room.turns[0]?.role).toBe('assistant');
    expect(room.turns.at(-1)?.role).toBe('assistant');
    expect(room.turns.some((turn) => turn.role === 'user')).toBe(true);
    expect(room.turns.map((turn) => turn.text).join(' ')).toMatch(topic);
    expect(room.endCall).toBe(true);
  });

  it('plays a generic script for other assistant ids, inline assistants, squads and workflows', async () => {
    const other = await roomOf(await (await createCall({ assistantId: 'asst-unknown' })).json());
    expect(other.turns[0]?.text).toMatch(/how can I help/i);

    const inline = await roomOf(
      await (
        await createCall({
          assistant: { name: 'Dental Desk', firstMessage: 'Smile! Dental Desk here.' },
        })
      ).json(),
    );
    expect(inline.assistantName).toBe('Dental Desk');
    expect(inline.turns[0]).toEqual({ role: 'assistant', text: 'Smile! Dental Desk here.' });

    const squad = await createCall({ squadId: 'squad-1' });
    expect(squad.status).toBe(201);
    const workflow = await createCall({ workflow: { name: 'Intake', nodes: [], edges: [] } });
    expect(workflow.status).toBe(201);
    expect((await roomOf(await workflow.json())).assistantName).toBe('Intake');
  });

  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty'])(
    'treats the assistant id %s as any other id: 201 and the generic script',
    async (id) => {
      const res = await createCall({ assistantId: id });
      expect(res.status).toBe(201);
      const call = (await res.json()) as WebCallResponse;
      expect(call.assistantId).toBe(id);
      const room = await roomOf(call);
      expect(room.turns.length).toBeGreaterThanOrEqual(4);
      expect(room.turns[0]?.text).toMatch(/how can I help/i);
      expect(room.endCall).toBe(true);
    },
  );

  it('answers 400 without an assistant, squad or workflow', async () => {
    const res = await createCall({ assistantOverrides: { firstMessage: 'hi' } });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: ['Assistant or Squad or Workflow must be provided.'],
      error: 'Bad Request',
      statusCode: 400,
    });
  });

  it('answers 400 for malformed bodies', async () => {
    expect((await createCall(undefined, stack.voicePublicKey, '{oops')).status).toBe(400);
    expect((await createCall([1, 2])).status).toBe(400);
    expect((await createCall({ assistantId: 42 })).status).toBe(400);
    expect((await createCall({ assistant: 'not an object' })).status).toBe(400);
  });

  it('answers 401 for a wrong or missing public key', async () => {
    const wrong = await createCall({ assistantId: DEMO_ASSISTANT_IDS.hotel }, 'pk_wrong');
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ error: 'Unauthorized', statusCode: 401 });
    expect((await createCall({ assistantId: DEMO_ASSISTANT_IDS.hotel }, '')).status).toBe(401);
    // The Supabase anon key is not the voice platform's key.
    expect(
      (await createCall({ assistantId: DEMO_ASSISTANT_IDS.hotel }, stack.anonKey)).status,
    ).toBe(401);
  });

  it('keeps a room created with roomDeleteOnUserLeaveEnabled: false after the user leaves; a rejoin resumes', async () => {
    const post = (url: string, body?: unknown) =>
      fetch(url, { method: 'POST', body: body === undefined ? undefined : JSON.stringify(body) });
    const kept = (await (
      await createCall({
        assistantId: DEMO_ASSISTANT_IDS.hotel,
        roomDeleteOnUserLeaveEnabled: false,
      })
    ).json()) as WebCallResponse;
    expect((await roomOf(kept)).resumeAt).toBeUndefined(); // a first join plays from the start
    expect((await post(`${kept.webCallUrl}/progress`, { turnsPlayed: 2 })).status).toBe(204);
    expect((await post(`${kept.webCallUrl}/progress`, { turnsPlayed: 'x' })).status).toBe(400);
    expect((await post(`${kept.webCallUrl}/leave`)).status).toBe(204);
    const rejoined = await roomOf(kept);
    expect(rejoined.resumeAt).toBe(2);
    expect(rejoined.turns.length).toBeGreaterThan(2);

    // By default (as on the platform) the room goes when the user leaves it.
    const deleted = (await (
      await createCall({ assistantId: DEMO_ASSISTANT_IDS.hotel })
    ).json()) as WebCallResponse;
    expect((await post(`${deleted.webCallUrl}/leave`)).status).toBe(204);
    const gone = await fetch(deleted.webCallUrl);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    // a room's reports are POSTs: any other method is a path the platform does not have
    expect((await fetch(`${kept.webCallUrl}/leave`)).status).toBe(404);
  });

  it('passes the CORS preflight of the web-call client', async () => {
    const res = await fetch(`${stack.url}/call/web`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:4173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-headers')).toContain('authorization');
  });

  it('answers other methods and unknown rooms as the platform does', async () => {
    // GET /call/web is GET /call/{id}: a key is needed, and there is no call "web"
    expect((await fetch(`${stack.url}/call/web`)).status).toBe(401);
    const noCall = await fetch(`${stack.url}/call/web`, {
      headers: { Authorization: `Bearer ${stack.voicePublicKey}` },
    });
    expect(noCall.status).toBe(404);
    const missing = await fetch(
      `${stack.url}/simulator/rooms/00000000-0000-4000-8000-000000000000`,
    );
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ statusCode: 404 });
  });
});

describe('the rest of the platform, on the same gateway', () => {
  it('keeps what is created: an assistant is created, read and listed with the local key', async () => {
    const headers = {
      Authorization: `Bearer ${stack.voicePublicKey}`,
      'Content-Type': 'application/json',
    };
    const created = await fetch(`${stack.url}/assistant`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Local desk' }),
    });
    expect(created.status).toBe(201);
    const assistant = (await created.json()) as { id: string; name: string };
    const read = await fetch(`${stack.url}/assistant/${assistant.id}`, { headers });
    expect(await read.json()).toEqual(assistant);
    const page = await fetch(`${stack.url}/v2/assistant?limit=1`, { headers });
    expect(await page.json()).toMatchObject({ metadata: { itemsPerPage: 1 } });
  });

  it('leaves paths that are not the platform’s to the gateway', async () => {
    const res = await fetch(`${stack.url}/assistants`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: 'no Route matched with those values' });
  });
});
