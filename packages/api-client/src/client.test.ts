import { describe, expect, it } from 'vitest';
import { bindResource, createClient } from './client';
import { createCore } from './core/core';
import { isApiError } from './core/errors';
import { assistants, getAssistant } from './resources/assistants';

function fakeFetch(status = 200) {
  const seen: { url: string; init: RequestInit }[] = [];
  const fetch = async (url: RequestInfo | URL, init: RequestInit = {}) => {
    seen.push({ url: String(url), init });
    return Response.json({ id: 'a1', name: 'Desk' }, { status });
  };
  return { fetch, seen };
}

describe('createClient (one client over the provider API base, which can be overridden)', () => {
  it('defaults to the platform API and sends the bearer token', async () => {
    const { fetch, seen } = fakeFetch();
    const client = createClient({ token: 'sk_1', fetch });
    await expect(client.assistants.get('a1')).resolves.toEqual({ id: 'a1', name: 'Desk' });
    expect(seen[0]?.url).toBe('https://api.vapi.ai/assistant/a1');
    expect(new Headers(seen[0]?.init.headers).get('authorization')).toBe('Bearer sk_1');
    expect(client.core.baseUrl).toBe('https://api.vapi.ai');
  });

  it('uses the overridden base URL, client headers and per-call headers', async () => {
    const { fetch, seen } = fakeFetch();
    const client = createClient({
      baseUrl: 'http://localhost:8787/platform/',
      fetch,
      headers: { 'x-client': 'site' },
    });
    await client.calls.list({ limit: 1 }, { headers: { 'x-call': 'one' } });
    expect(seen[0]?.url).toBe('http://localhost:8787/platform/call?limit=1');
    const headers = new Headers(seen[0]?.init.headers);
    expect(headers.get('x-client')).toBe('site');
    expect(headers.get('x-call')).toBe('one');
    expect(headers.get('authorization')).toBeNull(); // no token, no header
  });

  it('exposes every resource group of the issue, test suites with tests and runs', () => {
    const client = createClient({});
    expect(Object.keys(client).sort()).toEqual(
      [
        'core',
        'calls',
        'chats',
        'campaigns',
        'sessions',
        'support',
        'assistants',
        'phoneNumbers',
        'tools',
        'files',
        'knowledgeBases',
        'workflows',
        'squads',
        'testSuites',
        'analytics',
        'logs',
        'orgs',
        'tokens',
        'credentials',
        'templates',
        'voiceLibrary',
        'providers',
        'evals',
        'structuredOutputs',
        'scorecards',
        'insights',
        'providerResources',
      ].sort(),
    );
    expect(typeof client.testSuites.tests.list).toBe('function');
    expect(typeof client.testSuites.runs.create).toBe('function');
    expect(typeof client.evals.runs.create).toBe('function');
  });

  it('keeps clients independent (no module-global state: last key does not win)', async () => {
    const a = fakeFetch();
    const b = fakeFetch();
    const first = createClient({ token: 'first', fetch: a.fetch });
    createClient({ token: 'second', fetch: b.fetch });
    await first.tools.list();
    expect(new Headers(a.seen[0]?.init.headers).get('authorization')).toBe('Bearer first');
    expect(b.seen).toHaveLength(0);
  });

  it('throws ApiError from bound methods like from the plain functions', async () => {
    const { fetch } = fakeFetch(404);
    const error = await createClient({ fetch })
      .assistants.get('gone')
      .catch((e: unknown) => e);
    expect(isApiError(error) && error.status).toBe(404);
  });
});

describe('bindResource', () => {
  it('supplies the core as first argument of each route function', async () => {
    const { fetch, seen } = fakeFetch();
    const core = createCore({ token: 't', fetch });
    const bound = bindResource(core, assistants);
    expect(Object.keys(bound)).toEqual(Object.keys(assistants));
    await bound.get('x/y', { timeoutMs: 1000 });
    await getAssistant(core, 'x/y');
    expect(seen.map((s) => s.url)).toEqual([
      'https://api.vapi.ai/assistant/x%2Fy',
      'https://api.vapi.ai/assistant/x%2Fy',
    ]);
  });
});
