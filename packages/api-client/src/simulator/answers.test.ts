// the routes that do more than store a resource answer like the platform: the web call (payload
// and response fields, "Assistant or Squad or Workflow must be provided.":
// docs/requirements.md#starting-a-call), streamed chats, multipart uploads, analytics, org members
// and the voice library. Every route has an answer: the extras' routes too, with no option.
import { describe, expect, it } from 'vitest';
import { ROUTE_MAP } from '../routes';
import { rejection } from '../testing/core-harness';
import { useSimulatedPlatform } from '../testing/simulated-platform';
import { ANSWERS } from './answers';
import { simulatorExtras } from './extras';
import { createPlatformSimulator } from './simulator';

const { platform } = useSimulatedPlatform();

describe('POST /call/web', () => {
  it('creates a queued web call with the room to join and the fields the web client reads', async () => {
    const client = platform();
    const call = await client.calls.createWeb({
      assistantId: 'asst_1',
      assistantOverrides: { variableValues: { name: 'Ann' } },
    });
    expect(call).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      orgId: expect.any(String),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      type: 'webCall',
      status: 'queued',
      webCallUrl: `https://api.vapi.ai/simulator/rooms/${call.id}`,
      transport: { provider: 'daily', callUrl: call.webCallUrl, assistantVideoEnabled: false },
      artifactPlan: { videoRecordingEnabled: false },
      assistantId: 'asst_1',
      assistantOverrides: { variableValues: { name: 'Ann' } },
    });
  });

  it('refuses a call with nothing to talk to, or with malformed targets, listing each problem', async () => {
    const client = platform();
    const none = await rejection(client.calls.createWeb({}));
    expect(none.body).toEqual({
      message: ['Assistant or Squad or Workflow must be provided.'],
      error: 'Bad Request',
      statusCode: 400,
    });
    // the document's schema comes first, as the platform validates a body before it reads it
    const malformed = await rejection(
      client.calls.createWeb({ assistantId: 7, squad: 'squad' } as never),
    );
    expect((malformed.body as { message: string[] }).message).toEqual([
      'assistantId must be a string',
      'squad must be an object',
    ]);
    const blank = await rejection(client.calls.createWeb({ assistantId: ' ' }));
    expect((blank.body as { message: string[] }).message).toEqual([
      'assistantId must be a non-empty string.',
    ]);
  });
});

describe('chats', () => {
  it('streams the reply as server-sent events that the client joins back together', async () => {
    const client = platform();
    const session = await client.sessions.create({ assistantId: 'asst_1' });
    let reply = '';
    const events = [];
    for await (const event of client.chats.stream({
      input: 'Do you open on Sundays?',
      sessionId: session.id,
    })) {
      reply += event.delta;
      events.push(event);
    }
    expect(reply).toBe('Simulated reply to: Do you open on Sundays?');
    expect(events.length).toBeGreaterThan(1);
    expect(events[0]).toMatchObject({ sessionId: session.id, path: 'chat.output[0].content' });
    const [chat] = (await client.chats.list({ sessionId: session.id })).results;
    expect(chat).toMatchObject({
      id: events[0]?.id,
      output: [{ role: 'assistant', content: reply }],
    });
  });

  it('answers a whole chat, and refuses one without input or for an unknown session', async () => {
    const client = platform();
    const chat = await client.chats.create({
      input: [
        { role: 'system', content: 'Be brief.' },
        { role: 'user', content: 'Hi' },
      ],
    });
    expect(chat.output).toEqual([{ role: 'assistant', content: 'Simulated reply to: Hi' }]);
    expect((await rejection(client.chats.create({} as never))).body).toMatchObject({
      message: ['input should not be empty'],
    });
    expect((await rejection(client.chats.create({ input: 'Hi', sessionId: 's_x' }))).status).toBe(
      404,
    );
  });
});

describe('multipart routes', () => {
  it('stores an uploaded file with its name, size and type', async () => {
    const client = platform();
    const pdf = new File([new Uint8Array(1234)], 'faq.pdf', { type: 'application/pdf' });
    const name: Record<string, unknown> = { name: 'FAQ' };
    const stored = await client.files.create({ file: pdf, ...name });
    expect(stored).toMatchObject({
      name: 'FAQ',
      originalName: 'faq.pdf',
      bytes: 1234,
      mimetype: 'application/pdf',
      status: 'done',
    });
    expect(await client.files.get(stored.id)).toEqual(stored);
    const legacy = await client.files.upload({ file: new Blob(['x']), filename: 'notes.txt' });
    expect(legacy).toMatchObject({ name: 'notes.txt', bytes: 1 });
  });

  it('clones a voice from samples into the library, and refuses a clone without samples', async () => {
    const client = platform();
    const { voiceId } = await client.providers.cloneVoice({
      name: 'Desk',
      files: [new Blob([new Uint8Array(8)], { type: 'audio/wav' })],
    });
    expect(await client.voiceLibrary.sync()).toEqual([
      expect.objectContaining({ provider: '11labs', providerId: voiceId, name: 'Desk' }),
    ]);
    const error = await rejection(client.providers.cloneVoice({ name: 'Desk', files: [] }));
    expect(error.body).toMatchObject({ message: ['files should not be empty'] });
  });
});

describe('analytics, org members and the voice library', () => {
  it('sums, averages and counts the stored calls per query', async () => {
    const client = platform({
      seed: {
        calls: [
          { id: 'c1', cost: 0.5, assistantId: 'a' },
          { id: 'c2', cost: 1.5, assistantId: 'a' },
          { id: 'c3', cost: 1, assistantId: 'b' },
        ],
      },
    });
    const [total, perAssistant] = await client.analytics.query({
      queries: [
        { table: 'call', name: 'total', operations: [{ operation: 'sum', column: 'cost' }] },
        {
          table: 'call',
          name: 'per assistant',
          groupBy: ['assistantId'],
          operations: [
            { operation: 'avg', column: 'cost', alias: 'average' },
            { operation: 'count', column: 'id' },
          ],
        },
      ],
    });
    expect(total).toEqual({ name: 'total', timeRange: {}, result: [{ sumCost: 3 }] });
    expect(perAssistant?.result).toEqual([
      { assistantId: 'a', average: 1, countId: 2 },
      { assistantId: 'b', average: 1, countId: 1 },
    ]);
  });

  it('invites members, changes their role and removes them', async () => {
    const client = platform({ seed: { orgs: [{ id: 'org_1' }] } });
    await client.orgs.invite('org_1', { emails: ['ann@example.com'], role: 'editor' });
    const [ann] = await client.orgs.listUsers('org_1');
    expect(ann).toMatchObject({ email: 'ann@example.com', role: 'editor' });
    await client.orgs.updateRole('org_1', { userId: ann?.id ?? '', role: 'admin' });
    expect(await client.orgs.listUsers('org_1')).toEqual([{ ...ann, role: 'admin' }]);
    await client.orgs.removeMember('org_1', ann?.id ?? '');
    expect(await client.orgs.listUsers('org_1')).toEqual([]);
    expect((await rejection(client.orgs.removeMember('org_1', 'nobody'))).status).toBe(404);
    expect((await rejection(client.orgs.listUsers('org_2'))).status).toBe(404);
  });

  it('lists, filters and searches the seeded library voices of a provider', async () => {
    const client = platform({
      seed: {
        voices: [
          {
            provider: '11labs',
            providerId: 'v1',
            name: 'Rachel',
            accent: 'american',
            gender: 'female',
          },
          {
            provider: '11labs',
            providerId: 'v2',
            name: 'George',
            accent: 'british',
            gender: 'male',
          },
          { provider: 'playht', providerId: 'v3', name: 'Rachel' },
        ],
      },
    });
    expect(
      (await client.voiceLibrary.list('11labs', { gender: 'female' })).map((v) => v.providerId),
    ).toEqual(['v1']);
    expect(await client.voiceLibrary.listAccents('11labs')).toEqual(['american', 'british']);
    expect(
      (await client.providers.searchVoices('11labs', { name: 'rach' })).map((v) => v.voiceId),
    ).toEqual(['v1']);
  });
});

describe('the answer table', () => {
  it('answers every route of the route map: its own answer, its resource’s plain one, or an extra', () => {
    const extras = new Set(simulatorExtras.routes);
    const withoutAnswer = Object.entries(ROUTE_MAP)
      .filter(([name]) => typeof ANSWERS[name as keyof typeof ANSWERS] !== 'function')
      .map(([, route]) => route.key);
    // the extras are answered nowhere else, and answer every route the rest leaves out
    expect(withoutAnswer.filter((key) => !extras.has(key))).toEqual([]);
    expect(withoutAnswer.length).toBeGreaterThan(20);
    const routeKeys = new Set<string>(Object.values(ROUTE_MAP).map((route) => route.key));
    expect([...extras].filter((key) => routeKeys.has(key)).sort()).toEqual(withoutAnswer.sort());
    // the simulated storage the downloads redirect to is the one extra outside the route map
    expect([...extras].filter((key) => !routeKeys.has(key))).toEqual([
      'GET /simulator/storage/{id}/{file}',
    ]);
  });
});

describe('the extras', () => {
  it('are answered by a simulator made with no options, after the 401 of a missing key', async () => {
    const simulator = createPlatformSimulator();
    const analytics = (headers: Record<string, string>) =>
      simulator.handle(
        new Request('https://api.test/analytics', {
          method: 'POST',
          headers,
          body: JSON.stringify({ queries: [] }),
        }),
      );
    expect((await analytics({})).status).toBe(401);
    const answered = await analytics({ authorization: 'Bearer sk_test' });
    expect(answered.status).toBe(201);
    expect(await answered.json()).toEqual([]);
  });

  it('list their routes as METHOD /path, and change nothing when passed as the old option', async () => {
    expect(simulatorExtras.routes).toContain('POST /analytics');
    expect(simulatorExtras.routes).toContain('GET /org/{id}/user');
    for (const key of simulatorExtras.routes)
      expect(key).toMatch(/^(GET|POST|PUT|PATCH|DELETE) \//);
    const api = platform({ extras: simulatorExtras });
    const made = await api.assistants.create({ name: 'Desk' });
    expect(await api.assistants.get(made.id)).toEqual(made);
    expect(await api.analytics.query({ queries: [] })).toEqual([]);
  });
});
