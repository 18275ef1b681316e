// The JSON bodies the package's tests send to the simulated platform, checked against the request
// schemas of the snapshot as they are sent: the harnesses (`useSimulatedPlatform`, the msw
// servers of the msw tests) hand each request and its answer here. A body the simulator took (a
// 2xx answer) that its route's schema refuses fails the test that sent it; a body it refused is a
// test of that refusal and is not checked. Each test file adds its counts to the run's summary,
// which `body-report.ts` prints.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, expect, inject } from 'vitest';
import { ROUTE_MAP } from '../routes';
import { valuesOf } from '../simulator/match';
import { MATCHERS } from '../simulator/simulator';
import type { BodyTally } from './body-report';
import { bodySchemaOf, READINGS, type RouteName, SCHEMAS } from './route-schemas';
import { SchemaCheck } from './schema-check';

let check: SchemaCheck | undefined;

/** The route a request is for: its name in the route map, if it is one of the platform's. */
function routeOf(request: Request, basePath: string): RouteName | undefined {
  const { pathname } = new URL(request.url);
  if (!pathname.startsWith(basePath)) return undefined;
  const path = pathname.slice(basePath.length) || '/';
  const matcher = MATCHERS.find((m) => m.method === request.method && valuesOf(m, path));
  // the rooms of web calls are the simulator's own, not the platform's
  return matcher && matcher.name in ROUTE_MAP ? (matcher.name as RouteName) : undefined;
}

/** Checks what one test file sends; call once at the top of the file. */
export function useBodyCheck() {
  const tally: BodyTally = { checked: 0, refused: 0, withoutSchema: 0 };
  const problems: string[] = [];
  afterEach(() => {
    const found = problems.splice(0);
    expect(found, 'bodies the simulator took that the platform’s schema refuses').toEqual([]);
  });
  afterAll(() => {
    const dir = inject('bodyReportDir');
    const file = `${process.pid}-${Math.random().toString(36).slice(2)}.json`;
    if (dir) writeFileSync(join(dir, file), JSON.stringify(tally));
  });

  /**
   * Checks the body of a request the simulator answered with `status` (pass a copy of the request
   * made before the simulator read it). `basePath` is the path of the platform's base URL.
   */
  return async function checkBody(request: Request, status: number, basePath = ''): Promise<void> {
    const isJson = request.headers.get('content-type')?.startsWith('application/json');
    const name = routeOf(request, basePath.replace(/\/+$/, ''));
    if (!isJson || !name) return;
    if (status < 200 || status > 299) {
      tally.refused++;
      return;
    }
    const described = bodySchemaOf(name);
    if ('skip' in described) {
      tally.withoutSchema++;
      return;
    }
    check ??= new SchemaCheck(SCHEMAS, READINGS);
    const body: unknown = await request.json();
    const found = check.problems(described.schema, body);
    tally.checked++;
    for (const { path, message } of found)
      problems.push(`${request.method} ${new URL(request.url).pathname} body ${path}: ${message}`);
  };
}
