import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from '../client';
import { paginateCalls } from '../resources/calls';
import { json, type LocalServer, startServer } from '../testing/local-server';
import type { Page } from '../types/common';
import { createCore } from './core';
import { isApiError } from './errors';
import { paginate } from './paginate';

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Serves `total` calls from `GET /v2/call` the way the platform pages them. */
async function serveCalls(total: number, options: { omitMetadata?: boolean } = {}) {
  server = await startServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    if (url.pathname !== '/v2/call') return json(res, 404, { message: 'no route' });
    const limit = Number(url.searchParams.get('limit') ?? 100);
    const page = Number(url.searchParams.get('page') ?? 1);
    const ids = Array.from({ length: total }, (_, i) => ({ id: `call_${i + 1}` }));
    const results = ids.slice((page - 1) * limit, page * limit);
    const metadata = { itemsPerPage: limit, totalItems: total, currentPage: page };
    json(res, 200, options.omitMetadata ? { results } : { results, metadata });
  });
  return createClient({ token: 'sk', baseUrl: server.url, retryDelayMs: 1 });
}

const pagesAsked = () =>
  server?.requests.map((r) => new URL(r.url, 'http://x').searchParams.get('page')) ?? [];

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of items) out.push(item);
  return out;
}

describe('pagination over a real server (paginated routes answer { results, metadata })', () => {
  it('walks several pages and stops after a short last page', async () => {
    const client = await serveCalls(7);
    const calls = await collect(client.calls.paginate({ limit: 3, assistantId: 'a1' }));
    expect(calls.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7].map((i) => `call_${i}`));
    expect(pagesAsked()).toEqual(['1', '2', '3']);
    expect(server?.requests[0]?.url).toBe('/v2/call?limit=3&assistantId=a1&page=1');
  });

  it('stops when currentPage × itemsPerPage reaches totalItems, without asking for more', async () => {
    const client = await serveCalls(6);
    expect(await collect(client.calls.paginate({ limit: 3 }))).toHaveLength(6);
    expect(pagesAsked()).toEqual(['1', '2']);
  });

  it('yields nothing for an empty first page', async () => {
    const client = await serveCalls(0);
    expect(await collect(client.calls.paginate({ limit: 3 }))).toEqual([]);
    expect(pagesAsked()).toEqual(['1']);
  });

  it('without metadata, keeps going until an empty page', async () => {
    const client = await serveCalls(4, { omitMetadata: true });
    expect(await collect(client.calls.paginate({ limit: 2 }))).toHaveLength(4);
    expect(pagesAsked()).toEqual(['1', '2', '3']);
  });

  it('starts at the requested page and fetches lazily when the loop breaks early', async () => {
    await serveCalls(10);
    const core = createCore({ baseUrl: server?.url });
    const seen: string[] = [];
    for await (const call of paginateCalls(core, { limit: 2, page: 2 })) {
      seen.push(call.id);
      if (seen.length === 3) break;
    }
    expect(seen).toEqual(['call_3', 'call_4', 'call_5']);
    expect(pagesAsked()).toEqual(['2', '3']);
  });

  it('throws the ApiError of a failing page after yielding the earlier ones', async () => {
    server = await startServer((req, res) => {
      if (req.url.includes('page=2')) return json(res, 400, { message: 'bad page' });
      json(res, 200, {
        results: [{ id: 'a' }],
        metadata: { itemsPerPage: 1, totalItems: 5, currentPage: 1 },
      });
    });
    const seen: string[] = [];
    const error = await (async () => {
      for await (const a of createClient({ baseUrl: server?.url }).assistants.paginate({
        limit: 1,
      }))
        seen.push(a.id);
    })().catch((e: unknown) => e);
    expect(seen).toEqual(['a']);
    expect(isApiError(error) && error.status).toBe(400);
  });
});

describe('paginate()', () => {
  it('passes page numbers to the fetcher and follows the metadata', async () => {
    const asked: number[] = [];
    const fetchPage = async (page: number): Promise<Page<number>> => {
      asked.push(page);
      return {
        results: page < 3 ? [page * 10, page * 10 + 1] : [30],
        metadata: { itemsPerPage: 2, totalItems: 5, currentPage: page },
      };
    };
    expect(await collect(paginate(fetchPage))).toEqual([10, 11, 20, 21, 30]);
    expect(asked).toEqual([1, 2, 3]);
  });
});

describe('paginate() ends on a server that repeats pages (it used to loop forever)', () => {
  /** A server that ignores `page` and answers the same full page each time. */
  async function serveSamePage(metadata: 'same' | 'echo' | 'none') {
    server = await startServer((req, res) => {
      const page = Number(new URL(req.url, 'http://x').searchParams.get('page'));
      // keeps a client that would never stop bounded: it fails instead of looping
      if (page > 20) return json(res, 400, { message: 'too many pages' });
      const results = [{ id: 'a1' }, { id: 'a2' }];
      const currentPage = metadata === 'echo' ? page : 1;
      json(res, 200, {
        results,
        ...(metadata === 'none'
          ? {}
          : { metadata: { itemsPerPage: 2, totalItems: 1_000, currentPage } }),
      });
    });
    return createClient({ baseUrl: server.url });
  }

  it.each(['same', 'echo', 'none'] as const)(
    'stops after the first page when the next repeats it (metadata: %s)',
    async (metadata) => {
      const client = await serveSamePage(metadata);
      const ids = await collect(client.assistants.paginate({ limit: 2 }));
      expect(ids.map((a) => a.id)).toEqual(['a1', 'a2']);
      expect(pagesAsked()).toEqual(['1', '2']);
    },
  );

  it('stops when the server reports the same currentPage again, even with other items', async () => {
    const asked: number[] = [];
    const items = await collect(
      paginate(async (page) => {
        asked.push(page);
        if (page > 20) throw new Error('asked for page 21: the walk does not stop');
        return {
          results: [page * 10, page * 10 + 1],
          metadata: { itemsPerPage: 2, totalItems: 100, currentPage: page < 3 ? page : 2 },
        };
      }),
    );
    expect(items).toEqual([10, 11, 20, 21]);
    expect(asked).toEqual([1, 2, 3]);
  });

  it('takes a maximum number of pages', async () => {
    const client = await serveCalls(50);
    const calls = await collect(client.calls.paginate({ limit: 5 }, { maxPages: 3 }));
    expect(calls).toHaveLength(15);
    expect(pagesAsked()).toEqual(['1', '2', '3']);
    const fromPage4 = await collect(client.calls.paginate({ limit: 5, page: 4 }, { maxPages: 2 }));
    expect(fromPage4.map((c) => c.id)).toEqual(
      Array.from({ length: 10 }, (_, i) => `call_${i + 16}`),
    );
  });

  it('refuses a maximum that is not a whole number, before asking anything; 0 is no cap', async () => {
    const client = await serveCalls(5);
    for (const maxPages of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      await expect(collect(client.calls.paginate({}, { maxPages }))).rejects.toThrow(
        `maxPages must be a whole number from 0, got ${maxPages}`,
      );
    }
    expect(server?.requests).toEqual([]);
    expect(await collect(client.calls.paginate({ limit: 2 }, { maxPages: 0 }))).toHaveLength(5);
  });
});
