// resources with create, get, list, update and delete keep state per createPlatformSimulator()
// call; after a delete, a get answers 404 with the platform's error body
// `{ message, error, statusCode }` (docs/requirements.md#requests-and-answers).
import { describe, expect, it } from 'vitest';
import type { Client } from '../client';
import { rejection } from '../testing/core-harness';
import { useSimulatedPlatform } from '../testing/simulated-platform';
import type { Call } from '../types/call';
import type { ResourceBase } from '../types/common';
import type { CreateFileRequest } from '../types/files';
import { createPlatformSimulator } from './simulator';

const { platform } = useSimulatedPlatform();

/** A resource's create, get, list, update and delete, as one client calls them. */
interface Resource {
  create(c: Client): Promise<ResourceBase>;
  get(c: Client, id: string): Promise<ResourceBase>;
  list(c: Client): Promise<ResourceBase[]>;
  update(c: Client, id: string): Promise<ResourceBase>;
  remove(c: Client, id: string): Promise<unknown>;
}
const items = async (answer: Promise<ResourceBase[] | { results: ResourceBase[] }>) => {
  const value = await answer;
  return Array.isArray(value) ? value : value.results;
};
// `name` is not a field of every update body's schema: sent as a field newer than the snapshot
const rename: Record<string, unknown> = { name: 'Renamed' };

// biome-ignore format: one resource per line reads best
const RESOURCES: Record<string, Resource> = {
  assistants: { create: (c) => c.assistants.create({ name: 'Desk' }), get: (c, id) => c.assistants.get(id), list: (c) => c.assistants.list(), update: (c, id) => c.assistants.update(id, rename), remove: (c, id) => c.assistants.delete(id) },
  tools: { create: (c) => c.tools.create({ type: 'function', function: { name: 'book' } }), get: (c, id) => c.tools.get(id), list: (c) => c.tools.list(), update: (c, id) => c.tools.update(id, { type: 'function', ...rename }), remove: (c, id) => c.tools.delete(id) },
  squads: { create: (c) => c.squads.create({ members: [{ assistantId: 'a1' }] }), get: (c, id) => c.squads.get(id), list: (c) => c.squads.list(), update: (c, id) => c.squads.update(id, { members: [], ...rename }), remove: (c, id) => c.squads.delete(id) },
  calls: { create: (c) => c.calls.create({ assistantId: 'a1', customer: { number: '+15550100' } }) as Promise<Call>, get: (c, id) => c.calls.get(id), list: (c) => c.calls.list(), update: (c, id) => c.calls.update(id, rename), remove: (c, id) => c.calls.delete(id) },
  campaigns: { create: (c) => c.campaigns.create({ name: 'Spring', phoneNumberId: 'p1', customers: [] }), get: (c, id) => c.campaigns.get(id), list: (c) => items(c.campaigns.list()), update: (c, id) => c.campaigns.update(id, rename), remove: (c, id) => c.campaigns.delete(id) },
  sessions: { create: (c) => c.sessions.create({ assistantId: 'a1' }), get: (c, id) => c.sessions.get(id), list: (c) => items(c.sessions.list()), update: (c, id) => c.sessions.update(id, rename), remove: (c, id) => c.sessions.delete(id) },
  phoneNumbers: { create: (c) => c.phoneNumbers.create({ provider: 'vapi' }), get: (c, id) => c.phoneNumbers.get(id), list: (c) => c.phoneNumbers.list(), update: (c, id) => c.phoneNumbers.update(id, { provider: 'vapi', ...rename }), remove: (c, id) => c.phoneNumbers.delete(id) },
  files: { create: (c) => c.files.create({ name: 'FAQ', url: 'https://files.test/faq.pdf' } as unknown as CreateFileRequest), get: (c, id) => c.files.get(id), list: (c) => c.files.list(), update: (c, id) => c.files.update(id, rename), remove: (c, id) => c.files.delete(id) },
  knowledgeBases: { create: (c) => c.knowledgeBases.create({ provider: 'custom-knowledge-base', server: { url: 'https://kb.test' } }), get: (c, id) => c.knowledgeBases.get(id), list: (c) => c.knowledgeBases.list(), update: (c, id) => c.knowledgeBases.update(id, rename), remove: (c, id) => c.knowledgeBases.delete(id) },
  workflows: { create: (c) => c.workflows.create({ name: 'Book', nodes: [], edges: [] }), get: (c, id) => c.workflows.get(id), list: (c) => c.workflows.list(), update: (c, id) => c.workflows.update(id, rename), remove: (c, id) => c.workflows.delete(id) },
  testSuites: { create: (c) => c.testSuites.create({ name: 'Smoke' }), get: (c, id) => c.testSuites.get(id), list: (c) => items(c.testSuites.list()), update: (c, id) => c.testSuites.update(id, rename), remove: (c, id) => c.testSuites.delete(id) },
  orgs: { create: (c) => c.orgs.create({ name: 'Acme' }), get: (c, id) => c.orgs.get(id), list: (c) => c.orgs.list(), update: (c, id) => c.orgs.update(id, rename), remove: (c, id) => c.orgs.delete(id) },
  tokens: { create: (c) => c.tokens.create({ tag: 'public' }), get: (c, id) => c.tokens.get(id), list: (c) => c.tokens.list(), update: (c, id) => c.tokens.update(id, rename), remove: (c, id) => c.tokens.delete(id) },
  credentials: { create: (c) => c.credentials.create({ provider: 'openai', apiKey: 'sk-secret' }), get: (c, id) => c.credentials.get(id), list: (c) => c.credentials.list(), update: (c, id) => c.credentials.update(id, rename), remove: (c, id) => c.credentials.delete(id) },
  templates: { create: (c) => c.templates.create({ type: 'tool', name: 'Lookup' }), get: (c, id) => c.templates.get(id), list: (c) => c.templates.list(), update: (c, id) => c.templates.update(id, { type: 'tool', ...rename }), remove: (c, id) => c.templates.delete(id) },
};

describe('created resources can be fetched, listed, updated and deleted, then answer 404', () => {
  it.each(Object.keys(RESOURCES))('%s', async (name) => {
    const resource = RESOURCES[name] as Resource;
    const client = platform();
    const created = await resource.create(client);
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.createdAt).toBe(created.updatedAt);
    expect(await resource.get(client, created.id)).toEqual(created);
    expect((await resource.list(client)).map((item) => item.id)).toEqual([created.id]);

    const updated = await resource.update(client, created.id);
    expect(updated).toMatchObject({
      id: created.id,
      name: 'Renamed',
      createdAt: created.createdAt,
    });
    expect(await resource.get(client, created.id)).toEqual(updated);

    await resource.remove(client, created.id);
    const gone = await rejection(resource.get(client, created.id));
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({
      message: expect.stringContaining(created.id),
      error: 'Not Found',
      statusCode: 404,
    });
    expect(await resource.list(client)).toEqual([]);
    expect((await rejection(resource.remove(client, created.id))).status).toBe(404);
  });
});

describe('the state of one createPlatformSimulator() call', () => {
  it('starts from the seed, copied: changing the seed or an answer changes nothing stored', async () => {
    const seed = { assistants: [{ id: 'asst_1', name: 'Desk' }] };
    const client = platform({ seed });
    seed.assistants[0] = { id: 'asst_1', name: 'Changed' };
    const first = await client.assistants.get('asst_1');
    first.name = 'Mutated';
    expect(await client.assistants.get('asst_1')).toMatchObject({
      id: 'asst_1',
      name: 'Desk',
      createdAt: expect.any(String),
    });
  });

  it('is its own: two simulators share nothing', async () => {
    const client = platform();
    const created = await client.assistants.create({ name: 'Only here' });
    platform();
    expect((await rejection(client.assistants.get(created.id))).status).toBe(404);
  });

  it('refuses a seed it cannot hold, saying which entry', () => {
    const bad = (seed: unknown) => () => createPlatformSimulator({ seed: seed as never });
    expect(bad({ assistants: [{ name: 'no id' }] })).toThrow(
      'seed.assistants[0] needs a non-empty string id',
    );
    expect(
      bad({
        tools: [
          { id: 't', type: 'function' },
          { id: 't', type: 'dtmf' },
        ],
      }),
    ).toThrow('seed.tools[1] repeats the id "t"');
    expect(bad({ agents: [] })).toThrow('seed has no collection "agents"');
    expect(
      bad({ testSuiteTests: [{ id: 't', testSuiteId: 'none', type: 'chat', script: 's' }] }),
    ).toThrow('names no seeded test suite');
    expect(bad({ orgUsers: [{ id: 'u', orgId: 'none' }] })).toThrow('names no seeded org "none"');
  });

  it('keeps the routes of a resource together: a web call is a call, a nested test needs its suite', async () => {
    const client = platform({ seed: { testSuites: [{ id: 'suite_1' }] } });
    const call = await client.calls.createWeb({ assistantId: 'asst_1' });
    expect(await client.calls.get(call.id)).toEqual(call);
    expect((await client.calls.listPage()).results.map((c) => c.id)).toEqual([call.id]);

    const test = await client.testSuites.tests.create('suite_1', {
      type: 'chat',
      script: 'Book',
      scorers: [],
    });
    expect(test.testSuiteId).toBe('suite_1');
    expect((await client.testSuites.tests.list('suite_1')).results).toEqual([test]);
    const orphan = await rejection(
      client.testSuites.tests.create('suite_2', { type: 'chat', script: 's', scorers: [] }),
    );
    expect([orphan.status, (orphan.body as { message: string }).message]).toEqual([
      404,
      'Test suite not found: no test suite has the id "suite_2".',
    ]);
    await client.testSuites.delete('suite_1');
    expect((await rejection(client.testSuites.tests.get('suite_1', test.id))).status).toBe(404);
  });

  it('keeps a version of an assistant for each save, and forgets them with the assistant', async () => {
    const client = platform();
    const assistant = await client.assistants.create({ name: 'v1' });
    await client.assistants.update(assistant.id, { name: 'v2' });
    await client.assistants.replace(assistant.id, { name: 'v3' });
    const versions = await client.assistants.listVersions(assistant.id);
    expect(versions.results.map((v) => [v.assistantId, v.name])).toEqual([
      [assistant.id, 'v3'],
      [assistant.id, 'v2'],
      [assistant.id, 'v1'],
    ]);
    await client.assistants.delete(assistant.id);
    expect((await rejection(client.assistants.listVersions(assistant.id))).status).toBe(404);
  });

  it('never echoes a secret back', async () => {
    const client = platform();
    const credential = await client.credentials.create({ provider: 'openai', apiKey: 'xi-secret' });
    expect(credential).toMatchObject({ provider: 'openai' });
    expect(JSON.stringify(credential)).not.toContain('xi-secret');
    const number = await client.phoneNumbers.importTwilio({
      twilioPhoneNumber: '+15550100',
      twilioAccountSid: 'AC1',
      twilioAuthToken: 'twilio-secret',
    });
    expect(number).toMatchObject({
      provider: 'twilio',
      number: '+15550100',
      twilioAccountSid: 'AC1',
    });
    expect(JSON.stringify(number)).not.toContain('twilio-secret');
  });
});
