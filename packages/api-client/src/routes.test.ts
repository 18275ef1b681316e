import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import snapshot from '../spec/openapi.gen.json';
import { createClient } from './client';
import type { AnyRoute } from './core/route';
import * as api from './index';
import { PLATFORM_ROUTES, ROUTE_MAP } from './routes';
import { rejection } from './testing/core-harness';
import { casesFor, ENCODED, methodOf, RESOURCES, SAMPLE, type Sample } from './testing/route-cases';

const CASES = casesFor(SAMPLE);

interface Recorded {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

/** A client whose fetch records requests. */
function recordingClient() {
  const requests: Recorded[] = [];
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
  return { client, requests };
}

const expectedPath = (path: string) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => ENCODED[name] ?? '');

describe('routes: each client function sends the request its route declares', () => {
  const recorder = recordingClient();

  it.each(CASES.map((c) => [c.label, c] as const))(
    '%s',
    async (_label, { route, call, expect: expected }) => {
      const before = recorder.requests.length;
      await call(recorder.client);
      const sent = recorder.requests.slice(before);
      expect(sent).toHaveLength(1);
      const [request] = sent as [Recorded];
      const [method, path] = route.key.split(' ');
      expect(`${request.method} ${request.url.pathname}`).toBe(
        `${method} ${expectedPath(path ?? '')}`,
      );
      expect(request.url.search).toBe(expected.query);
      expect(request.headers.get('authorization')).toBe(
        route.auth === false ? null : 'Bearer sk_live',
      );
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
    },
  );
});

describe('the route table and the client', () => {
  it('holds the route of every client function of the resource modules', async () => {
    const folder = new URL('./resources/', import.meta.url);
    const modules = await Promise.all(
      readdirSync(folder)
        .filter((file) => !file.includes('.test.'))
        .map((file) => import(new URL(file, folder).href) as Promise<Record<string, unknown>>),
    );
    const declared = modules.flatMap((module) =>
      Object.values(module).flatMap((value) =>
        typeof value === 'function' && 'route' in value ? [value.route as AnyRoute] : [],
      ),
    );
    expect(declared.length).toBe(Object.keys(ROUTE_MAP).length);
    expect(new Set(declared)).toEqual(new Set(Object.values(ROUTE_MAP)));
  });

  it('has each route once, 174 in all: the 135 required routes (with POST /call/web) and 39 more of the document', () => {
    expect(new Set(PLATFORM_ROUTES).size).toBe(PLATFORM_ROUTES.length);
    expect(PLATFORM_ROUTES).toHaveLength(135 + 39);
  });

  it('has a route for every operation of the platform’s document (the snapshot’s paths × methods)', () => {
    const paths = snapshot.paths as Record<string, Record<string, unknown>>;
    const operations = Object.entries(paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((method) => /^(get|post|put|patch|delete)$/.test(method))
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations).toHaveLength(86);
    const table: readonly string[] = PLATFORM_ROUTES;
    expect(operations.filter((operation) => !table.includes(operation))).toEqual([]);
  });

  it('names each route by a client function of the main entry, a method of a resource', () => {
    for (const name of Object.keys(ROUTE_MAP)) {
      expect(typeof (api as Record<string, unknown>)[name]).toBe('function');
      expect(methodOf(name)).toHaveLength(2);
    }
  });

  it('has no resource method that neither sends a route, walks its pages nor streams a chat', () => {
    const routeFunctions = new Set(Object.keys(ROUTE_MAP).map((name) => (api as never)[name]));
    const others = RESOURCES.flatMap(([resource, methods]) =>
      Object.entries(methods)
        .filter(([, fn]) => !routeFunctions.has(fn as never))
        .map(([method]) => `${resource}.${method}`),
    );
    expect(others.filter((m) => !/\.paginate$/.test(m))).toEqual(['chats.stream']);
  });
});

describe('path values are checked before any request (an empty, "." or ".." value would retarget it)', () => {
  const recorder = recordingClient();
  const refused = (Object.keys(SAMPLE) as (keyof Sample)[]).flatMap((name) =>
    ['', '.', '..'].flatMap((value) =>
      casesFor({ ...SAMPLE, [name]: value })
        .filter(({ route }) => route.key.includes(`{${name}}`))
        .map(({ label, call }) => [label, name, value, call] as const),
    ),
  );

  it.each(refused)('%s with %s = %j', async (_label, _name, _value, call) => {
    const before = recorder.requests.length;
    const error = await rejection(call(recorder.client));
    expect(error.reason).toBe('invalid-argument');
    expect(error.message).toContain('was not sent: invalid argument');
    expect(recorder.requests).toHaveLength(before);
  });

  it('checks every path value of every route', () => {
    const placeholders = CASES.flatMap(({ route }) => route.key.match(/\{\w+\}/g) ?? []);
    expect(refused).toHaveLength(placeholders.length * 3);
    expect(new Set(refused.map(([label]) => label.split(' (')[0]))).toEqual(
      new Set(PLATFORM_ROUTES.filter((route) => route.includes('{'))),
    );
  });
});
