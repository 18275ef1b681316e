// The routes of the platform's document beyond docs/requirements.md#platform-routes that store
// something (evals and their runs, structured outputs, scorecards, insights, provider resources)
// keep their state like the others: made, listed a page at a time, changed, deleted, then 404.
import { describe, expect, it } from 'vitest';
import { rejection } from '../testing/core-harness';
import { useSimulatedPlatform } from '../testing/simulated-platform';
import type { CreateEvalRequest } from '../types/eval';

const { platform, requests } = useSimulatedPlatform();

const script: CreateEvalRequest = {
  type: 'chat.mockConversation',
  name: 'Books a table',
  messages: [
    { role: 'system', content: 'You take restaurant bookings.' },
    { role: 'user', content: 'A table for two at 7, please.' },
  ],
};

describe('evals and their runs', () => {
  it('keeps evals, and runs a stored or an inline one against an assistant at once', async () => {
    const client = platform();
    const stored = await client.evals.create(script);
    expect(stored).toMatchObject({ ...script, id: expect.any(String), orgId: expect.any(String) });
    await client.evals.update(stored.id, { name: 'Books a table for two' });
    expect((await client.evals.get(stored.id)).name).toBe('Books a table for two');

    const target = { type: 'assistant', assistantId: 'asst_1' } as const;
    const started = await client.evals.runs.create({ type: 'eval', evalId: stored.id, target });
    const run = await client.evals.runs.get(String(started.id));
    expect(run).toMatchObject({ evalId: stored.id, target, status: 'ended', cost: 0 });
    expect(run.results).toEqual([expect.objectContaining({ status: 'pass' })]);
    await client.evals.runs.create({ type: 'eval', eval: script, target });
    const page = await client.evals.runs.list({ limit: 1 });
    expect(page.metadata).toEqual({ itemsPerPage: 1, totalItems: 2, currentPage: 1 });
    const walked = [];
    for await (const each of client.evals.runs.paginate({ limit: 1 })) walked.push(each.id);
    expect(walked).toHaveLength(2);

    const unknown = await rejection(
      client.evals.runs.create({ type: 'eval', evalId: 'eval_x', target }),
    );
    expect(unknown.status).toBe(404);
    await client.evals.delete(stored.id);
    expect((await rejection(client.evals.get(stored.id))).status).toBe(404);
    expect((await client.evals.list()).results).toEqual([]);
  });

  it('refuses an eval without its script', async () => {
    const client = platform();
    const error = await rejection(client.evals.create({ type: 'chat.mockConversation' } as never));
    expect(error.body).toMatchObject({ message: ['messages should not be empty'] });
  });
});

describe('structured outputs', () => {
  it('are kept, filtered by name, and run over calls', async () => {
    const client = platform({ seed: { calls: [{ id: 'call_1' }] } });
    const schema = { type: 'object' as const, properties: { date: { type: 'string' as const } } };
    const booking = await client.structuredOutputs.create({ name: 'booking', schema });
    expect(booking.type).toBe('ai');
    await client.structuredOutputs.create({ name: 'sentiment', schema: { type: 'string' } });
    const found = await client.structuredOutputs.list({ name: 'booking' });
    expect(found.results.map((output) => output.id)).toEqual([booking.id]);

    await client.structuredOutputs.update(
      booking.id,
      { description: 'When' },
      { query: { schemaOverride: 'true' } },
    );
    expect(requests.at(-1)).toMatch(/\/structured-output\/[\w-]+\?schemaOverride=true$/);
    expect((await client.structuredOutputs.get(booking.id)).description).toBe('When');

    const ran = await client.structuredOutputs.run({
      callIds: ['call_1'],
      structuredOutputId: booking.id,
    });
    expect(ran.id).toBe(booking.id);
    const missing = await rejection(
      client.structuredOutputs.run({ callIds: ['call_1'], structuredOutputId: 'so_x' }),
    );
    expect(missing.status).toBe(404);
    await client.structuredOutputs.delete(booking.id);
    expect((await rejection(client.structuredOutputs.get(booking.id))).status).toBe(404);
  });
});

describe('scorecards', () => {
  it('are kept like any resource', async () => {
    const client = platform();
    const metrics = [
      {
        structuredOutputId: 'so_1',
        conditions: [
          { type: 'comparator' as const, comparator: '=' as const, value: true, points: 100 },
        ],
      },
    ];
    const card = await client.scorecards.create({ name: 'Bookings', metrics });
    expect(await client.scorecards.get(card.id)).toEqual(card);
    expect((await client.scorecards.update(card.id, { name: 'Bookings (2)' })).name).toBe(
      'Bookings (2)',
    );
    expect((await client.scorecards.list({ id: card.id })).results).toHaveLength(1);
    await client.scorecards.delete(card.id);
    expect((await rejection(client.scorecards.get(card.id))).status).toBe(404);
  });
});

describe('insights', () => {
  it('keeps each kind, narrows it by type, and runs a stored one or a preview', async () => {
    const client = platform();
    const queries = [
      { type: 'vapiql-json', table: 'call', column: 'id', operation: 'count' },
    ] as const;
    const created = await client.insights.create({
      type: 'bar',
      name: 'Calls',
      queries: [...queries],
    });
    const insight = await client.insights.get(created.id);
    if (insight.type !== 'bar') throw new Error('expected a bar chart');
    expect(insight.queries).toEqual(queries);

    const run = await client.insights.run(created.id);
    expect(run).toMatchObject({ insightId: created.id, id: expect.any(String) });
    const preview = await client.insights.preview({ type: 'text', queries: [...queries] });
    expect(preview.insightId).not.toBe(created.id);
    expect((await client.insights.list()).results.map((each) => each.id)).toEqual([created.id]);
    await client.insights.delete(created.id);
    expect((await rejection(client.insights.run(created.id))).status).toBe(404);
  });
});

describe('provider resources', () => {
  it('keeps the provider’s own resource under its provider, and changes it in place', async () => {
    const client = platform();
    const rules = [{ stringToReplace: 'Vapi', type: 'alias', alias: 'Vappy' }];
    const made = await client.providerResources.create('11labs', 'pronunciation-dictionary', {
      name: 'Brands',
      rules,
    });
    expect(made).toMatchObject({
      provider: '11labs',
      resourceName: 'pronunciation-dictionary',
      resourceId: expect.any(String),
      resource: { name: 'Brands', rules },
    });
    const changed = await client.providerResources.update(
      '11labs',
      'pronunciation-dictionary',
      made.id,
      { name: 'Brand names' },
    );
    expect(changed.resource).toEqual({ name: 'Brand names', rules });
    const listed = await client.providerResources.list('11labs', 'pronunciation-dictionary');
    expect(listed.results.map((each) => each.id)).toEqual([made.id]);
    const elsewhere = await client.providerResources.list('cartesia', 'pronunciation-dictionary');
    expect(elsewhere.results).toEqual([]);
    await client.providerResources.delete('11labs', 'pronunciation-dictionary', made.id);
    const gone = client.providerResources.get('11labs', 'pronunciation-dictionary', made.id);
    expect((await rejection(gone)).status).toBe(404);
  });
});
