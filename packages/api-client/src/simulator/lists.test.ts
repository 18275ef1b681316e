// list routes honour the pagination parameters the client sends; paginated routes answer
// `{ results, metadata: { itemsPerPage, totalItems, currentPage } }`
// (docs/requirements.md#requests-and-answers), and the client's `paginate` walks them to the end.
import { describe, expect, it } from 'vitest';
import { rejection } from '../testing/core-harness';
import { useSimulatedPlatform } from '../testing/simulated-platform';
import type { PlatformSeed } from './state';

/** A seeded assistant. */
type SeededAssistant = NonNullable<PlatformSeed['assistants']>[number];

const { requests, platform } = useSimulatedPlatform();

/** Five assistants made a day apart, `a1` the oldest. */
const FIVE: SeededAssistant[] = [1, 2, 3, 4, 5].map((n) => ({
  id: `a${n}`,
  name: n % 2 ? 'Front desk' : 'Billing',
  createdAt: `2025-01-0${n}T00:00:00.000Z`,
  updatedAt: `2025-01-0${n}T00:00:00.000Z`,
}));
const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe('pages (GET /v2/assistant and the other paginated routes)', () => {
  it('answers page `page` of `limit` items, newest first, with the platform’s metadata', async () => {
    const client = platform({ seed: { assistants: FIVE } });
    const first = await client.assistants.listPage({ limit: 2 });
    expect(ids(first.results)).toEqual(['a5', 'a4']);
    expect(first.metadata).toEqual({ itemsPerPage: 2, totalItems: 5, currentPage: 1 });
    const last = await client.assistants.listPage({ limit: 2, page: 3 });
    expect(ids(last.results)).toEqual(['a1']);
    expect(last.metadata).toEqual({ itemsPerPage: 2, totalItems: 5, currentPage: 3 });
    expect((await client.assistants.listPage({ limit: 2, page: 4 })).results).toEqual([]);
    const oldestFirst = await client.assistants.listPage({ limit: 2, sortOrder: 'ASC' });
    expect(ids(oldestFirst.results)).toEqual(['a1', 'a2']);
  });

  it('lets the client’s paginate walk every page, and stop after the last one', async () => {
    const client = platform({ seed: { assistants: FIVE } });
    const walked: string[] = [];
    for await (const assistant of client.assistants.paginate({ limit: 2 }))
      walked.push(assistant.id);
    const pages = requests.map((line) =>
      new URL(line.split(' ')[1] ?? '').searchParams.get('page'),
    );
    expect(walked).toEqual(['a5', 'a4', 'a3', 'a2', 'a1']);
    expect(pages).toEqual(['1', '2', '3']);
  });

  it('filters by the dates and fields the client sends, then pages what is left', async () => {
    const client = platform({ seed: { assistants: FIVE } });
    const page = await client.assistants.listPage({
      createdAtGt: new Date('2025-01-01T12:00:00Z'),
      createdAtLe: '2025-01-04T00:00:00.000Z',
      limit: 10,
    });
    expect(ids(page.results)).toEqual(['a4', 'a3', 'a2']);
    expect(page.metadata.totalItems).toBe(3);
    const calls = platform({
      seed: {
        calls: [
          { id: 'c1', status: 'ended', assistantId: 'x' },
          { id: 'c2', status: 'queued', assistantId: 'x' },
          { id: 'c3', status: 'ended', assistantId: 'y' },
        ],
      },
    });
    const ended = await calls.calls.listPage({ status: 'ended', assistantId: 'x' });
    expect(ids(ended.results)).toEqual(['c1']);
  });

  it('refuses pagination values the platform refuses, with its 400 body', async () => {
    const client = platform({ seed: { assistants: FIVE } });
    for (const [query, message] of [
      [{ limit: 1001 }, 'limit must not be greater than 1000'],
      [{ page: 0 }, 'page must not be less than 1'],
      [{ limit: 2.5 }, 'limit must be a number conforming to the specified constraints'],
      [{ sortOrder: 'UP' }, 'sortOrder must be one of the following values: ASC, DESC'],
      [{ createdAtGt: 'yesterday' }, 'createdAtGt must be a valid ISO 8601 date string'],
    ] as const) {
      const error = await rejection(client.assistants.listPage(query as never));
      expect(error.status).toBe(400);
      expect(error.body).toEqual({ message: [message], error: 'Bad Request', statusCode: 400 });
    }
  });
});

describe('plain lists (GET /assistant and the other array routes)', () => {
  it('answer at most `limit` items, newest first, 100 by default', async () => {
    const many: SeededAssistant[] = Array.from({ length: 120 }, (_, i) => ({ id: `x${i}` }));
    const client = platform({ seed: { assistants: [...FIVE, ...many] } });
    expect(await client.assistants.list()).toHaveLength(100);
    const client2 = platform({ seed: { assistants: FIVE } });
    expect(ids(await client2.assistants.list({ limit: 2 }))).toEqual(['a5', 'a4']);
    expect(ids(await client2.assistants.list({ updatedAtLt: '2025-01-03' }))).toEqual(['a2', 'a1']);
  });

  it('keep the order things were made in when their times are the same', async () => {
    const client = platform();
    const made: string[] = [];
    for (const type of ['dtmf', 'endCall', 'voicemail'] as const)
      made.push((await client.tools.create({ type })).id);
    // made within the same millisecond or not, the newest comes first
    expect(ids(await client.tools.list())).toEqual([...made].reverse());
  });
});
