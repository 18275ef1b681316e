import { describe, expect, it } from 'vitest';
import { createClient } from './client';
import { PLATFORM_ROUTES } from './routes';
import { rejection } from './testing/core-harness';
import { type Case, casesFor, ENCODED, SAMPLE, type Sample } from './testing/route-cases';

const CASES = casesFor(SAMPLE);

interface Recorded {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

/** A client whose fetch records requests, and whose methods record that they were called. */
function recordingClient() {
  const requests: Recorded[] = [];
  const called = new Set<string>();
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({
      method: init?.method ?? 'GET',
      url: new URL(String(input)),
      headers: new Headers(init?.headers),
      body: init?.body,
    });
    const page = { results: [], metadata: { itemsPerPage: 2, totalItems: 0, currentPage: 1 } };
    return Response.json(page);
  };
  const client = createClient({ token: 'sk_live', baseUrl: 'https://api.test/', fetch });
  const all: string[] = [];
  const track = (target: Record<string, unknown>, prefix: string) => {
    for (const [name, value] of Object.entries(target)) {
      if (typeof value === 'function') {
        all.push(`${prefix}${name}`);
        target[name] = (...args: unknown[]) => {
          called.add(`${prefix}${name}`);
          return value(...args);
        };
      } else if (value && typeof value === 'object' && name !== 'core') {
        track(value as Record<string, unknown>, `${prefix}${name}.`);
      }
    }
  };
  track(client as unknown as Record<string, unknown>, '');
  return { client, requests, called, all };
}

const expectedPath = (route: string) =>
  route
    .slice(route.indexOf(' ') + 1)
    .replace(/\{(\w+)\}/g, (_, name: string) => ENCODED[name] ?? '');

describe('routes (SPEC §7 "Platform API routes" + POST /call/web)', () => {
  const recorder = recordingClient();

  it.each(CASES.map((c, i) => [c[0], i] as const))('%s (case %#)', async (route, index) => {
    const [, call, expected = {}] = CASES[index] as Case;
    const before = recorder.requests.length;
    await call(recorder.client);
    const sent = recorder.requests.slice(before);
    expect(sent).toHaveLength(1);
    const [request] = sent as [Recorded];
    expect(`${request.method} ${request.url.pathname}`).toBe(
      `${route.split(' ')[0]} ${expectedPath(route)}`,
    );
    expect(request.url.search).toBe(expected.query ?? '');
    expect(request.headers.get('authorization')).toBe(expected.unsecured ? null : 'Bearer sk_live');
    if (expected.form) {
      expect(request.body).toBeInstanceOf(FormData);
      expect(request.headers.get('content-type')).toBeNull(); // fetch adds the boundary
      const form = request.body as FormData;
      for (const [name, value] of Object.entries(expected.form)) {
        const parts = form.getAll(name);
        expect(parts.length).toBeGreaterThan(0);
        for (const part of parts) expect(typeof part === 'string' ? part : part.size).toBe(value);
      }
    } else if (expected.body !== undefined) {
      expect(request.headers.get('content-type')).toBe('application/json');
      expect(JSON.parse(String(request.body))).toEqual(expected.body);
    } else {
      expect(request.body).toBeUndefined();
    }
  });

  it('covers every SPEC §7 route, and only those', () => {
    const tested = new Set(CASES.map(([route]) => route));
    expect([...PLATFORM_ROUTES].filter((route) => !tested.has(route))).toEqual([]);
    expect(
      [...tested].filter((route) => !(PLATFORM_ROUTES as readonly string[]).includes(route)),
    ).toEqual([]);
    expect(new Set(PLATFORM_ROUTES).size).toBe(PLATFORM_ROUTES.length);
    expect(PLATFORM_ROUTES.length).toBeGreaterThanOrEqual(120);
  });

  it('calls every method of every client resource in the cases above', () => {
    expect(recorder.all.filter((name) => !recorder.called.has(name))).toEqual([]);
    expect(recorder.all.length).toBeGreaterThan(120);
  });
});

describe('path values are checked before any request (an empty, "." or ".." value would retarget it)', () => {
  const recorder = recordingClient();
  const refused = (Object.keys(SAMPLE) as (keyof Sample)[]).flatMap((name) =>
    ['', '.', '..'].flatMap((value) =>
      casesFor({ ...SAMPLE, [name]: value })
        .filter(([route]) => route.includes(`{${name}}`))
        .map(([route, call]) => [route, name, value, call] as const),
    ),
  );

  it.each(refused)('%s with %s = %j', async (_route, _name, _value, call) => {
    const before = recorder.requests.length;
    const error = await rejection(call(recorder.client));
    expect(error.reason).toBe('invalid-argument');
    expect(error.message).toContain('was not sent: invalid argument');
    expect(recorder.requests).toHaveLength(before);
  });

  it('checks every path value of every route', () => {
    const placeholders = CASES.flatMap(([route]) => route.match(/\{\w+\}/g) ?? []);
    expect(refused).toHaveLength(placeholders.length * 3);
    expect(new Set(refused.map(([route]) => route))).toEqual(
      new Set(PLATFORM_ROUTES.filter((route) => route.includes('{'))),
    );
  });
});
