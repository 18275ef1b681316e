// Every route of the route map, called on the simulator with a valid request, answers what the
// platform's document says it answers. Path values name resources made first through the map's
// own create routes; bodies are built from the snapshot's request schemas, one per member of a
// union (every provider of a credential, every kind of tool), and are checked against them too.
// Each JSON answer is checked, with Ajv, against the snapshot's schema for its route and status:
// the document's operation, or the overlay (`src/overlay.ts`) for a route the document has no path for.
// Routes with no schema for a body or an answer are listed with the reason, as is a status read
// under another one; the counts are printed at the end.
import { afterAll, describe, expect, it } from 'vitest';
import snapshot from '../../spec/openapi.gen.json';
import { type PlatformRouteName, ROUTE_MAP } from '../routes';
import {
  answerSchemaOf,
  bodySchemaOf,
  membersOf,
  operationOf,
  READINGS,
  type RouteName,
  SCHEMAS,
} from '../testing/route-schemas';
import { type Problem, SchemaCheck } from '../testing/schema-check';
import {
  type Schema,
  SchemaValues,
  type Snapshot,
  type ValueOptions,
} from '../testing/schema-values';
import { ROOM_ROUTES } from './rooms';
import { createPlatformSimulator } from './simulator';

const BASE = 'https://api.test';
/** With its extras, the simulator answers every route of the route map. */
const platform = createPlatformSimulator({ baseUrl: BASE });
/** Where the document contradicts itself, values are read as the package sends and reads them. */
const check = new SchemaCheck(SCHEMAS, READINGS);
const values = new SchemaValues(snapshot as unknown as Snapshot);

/**
 * Bodies carry the fields their schema requires. Chat and session message lists take
 * `{ role, content }`, never the document's call-transcript messages (the overlay's `MESSAGES`: "Where the document
 * contradicts itself").
 */
const BODY_VALUES: ValueOptions = { fields: 'required', avoid: ['SystemMessage', 'UserMessage'] };

/** Path values that no route of the map makes. */
const GIVEN: Readonly<Record<string, string>> = {
  // a voice provider, as the document's voice-library schemas name it
  provider: '11labs',
};
/** Path values of one route that name something the platform does not store. */
const FOREIGN: Readonly<Record<string, Record<string, string>>> = {
  // a workflow of the connected provider's own
  'GET /{provider}/workflows/{id}/hooks': { id: 'provider-workflow-1' },
};

const audio = () => new Blob([new Uint8Array([82, 73, 70, 70])], { type: 'audio/wav' });
/** The multipart routes' forms, with the fields their schemas require (`CreateFileDTO`, `CloneVoiceDTO`). */
const FORMS: Partial<Record<RouteName, () => FormData>> = {
  uploadFile: () => formOf({ file: audio() }),
  createFile: () => formOf({ file: audio() }),
  cloneVoice: () => formOf({ name: 'Desk', files: [audio(), audio()] }),
};
function formOf(fields: Record<string, string | Blob | Blob[]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const part of Array.isArray(value) ? value : [value]) form.append(name, part);
  return form;
}

/**
 * Optional fields a body of these routes fills in from its schema: the platform needs one of
 * several (an assistant, squad or workflow for a web call; a structured output or its id to run).
 */
const FILLED: Readonly<Record<string, readonly string[]>> = {
  createWebCall: ['assistantId'],
  runStructuredOutput: ['structuredOutput'],
};
/** Bodies of routes whose body has no schema in the document: what the platform needs. */
const UNDESCRIBED: Readonly<Record<string, Record<string, unknown>>> = {
  createCredentialSession: { provider: 'google' },
  generateWorkflow: { description: 'Book a table' },
};
/** Body fields that name a resource, made like a path value. */
const NAMING: Partial<Record<RouteName, (values: Record<string, string>) => Promise<object>>> = {
  updateOrgUserRole: async ({ id = '' }) => ({ userId: await memberOf(id) }),
};

/** The providers the document has a credential schema (`…Credential`) for. */
const CREDENTIAL_PROVIDERS = new Set(
  Object.entries(SCHEMAS)
    .filter(([name]) => /^[A-Za-z0-9]+Credential$/.test(name))
    .flatMap(([, schema]) => schema.properties?.provider?.enum ?? []),
);

/** What was checked, what was not and why, and answers read under another status. */
const counts = { answers: 0, bodies: 0, requests: 0 };
const skippedAnswers = new Map<string, string>();
const skippedBodies = new Map<string, string>();
const notes = new Map<string, string>();

const describeProblems = (what: string, problems: Problem[]) =>
  problems.map(({ path, message }) => `${what} ${path}: ${message}`);

/**
 * A body of one member of a route's body schema: its required fields (and those the route fills
 * in). When the first value of each enum makes it fit two members of a nested union, the last
 * values are tried.
 */
function bodyOf(name: RouteName, member: Schema): unknown {
  const own = membersOf(member)[0] ?? member;
  const named = own.$ref ? SCHEMAS[own.$ref.split('/').pop() ?? ''] : own;
  const fill = Object.fromEntries(
    (FILLED[name] ?? []).map((field) => {
      const schema = named?.properties?.[field];
      if (!schema) throw new Error(`${ROUTE_MAP[name].key} has no field ${field} to fill in`);
      return [field, JSON.stringify(values.value(schema, BODY_VALUES))];
    }),
  );
  const first = values.value(member, { ...BODY_VALUES, top: fill });
  if (!check.problems(member, first).length) return first;
  return values.value(member, { ...BODY_VALUES, top: fill, enums: 'last' });
}

/** The bodies of a route that takes JSON: one per member of its schema's union. */
function bodiesOf(name: RouteName): unknown[] {
  const { key } = ROUTE_MAP[name];
  const described = bodySchemaOf(name);
  if ('skip' in described) {
    skippedBodies.set(key, described.skip);
    return [UNDESCRIBED[name] ?? {}];
  }
  const bodies = described.members.map((member) => bodyOf(name, member));
  if (name !== 'createCredential') return bodies;
  // a credential of a provider the document has no answer schema for is not made
  return bodies.filter((body) => {
    const { provider } = body as { provider?: string };
    if (provider === undefined || CREDENTIAL_PROVIDERS.has(provider)) return true;
    skippedAnswers.set(
      `${key} (${provider})`,
      `the document has no credential schema for ${provider}`,
    );
    return false;
  });
}

/** Checks a body against its route's schema, if it has one. */
function checkBody(name: RouteName, body: unknown): void {
  const described = bodySchemaOf(name);
  if ('skip' in described) return;
  const problems = check.problems(described.schema, body);
  expect(describeProblems(`${ROUTE_MAP[name].key} body`, problems)).toEqual([]);
  counts.bodies++;
}

/** The query a route requires by the document (`GET /file`'s `purpose`), else none. */
function queryOf(name: RouteName): URLSearchParams {
  const query = new URLSearchParams();
  for (const param of operationOf(ROUTE_MAP[name].key)?.parameters ?? [])
    if (param.in === 'query' && param.required)
      query.set(param.name, String(values.value(param.schema, BODY_VALUES)));
  return query;
}

/**
 * Sends one request of a route to the simulator, checks the body it sends and the answer it gets
 * against the snapshot, and returns the answer.
 */
async function send(
  name: RouteName,
  params: Record<string, string>,
  body?: unknown,
): Promise<unknown> {
  const { key, input } = ROUTE_MAP[name];
  const [method = '', template = ''] = key.split(' ');
  const path = template.replace(/\{(\w+)\}/g, (_, value: string) =>
    encodeURIComponent(params[value] ?? ''),
  );
  const query = input === 'query' ? queryOf(name) : new URLSearchParams();
  const headers = new Headers({ authorization: 'Bearer sk_test' });
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    checkBody(name, body);
    headers.set('content-type', 'application/json');
    payload = JSON.stringify(body);
  }
  const url = `${BASE}${path}${query.size ? `?${query}` : ''}`;
  const response = await platform.handle(new Request(url, { method, headers, body: payload }));
  counts.requests++;
  const text = await response.text();
  // a download answers a redirect to its file, as the document lists it
  const listed = operationOf(key)?.responses[String(response.status)] !== undefined;
  const redirect = response.status >= 300 && response.status < 400 && listed;
  expect(response.ok || redirect, `${key} answered ${response.status}: ${text}`).toBe(true);
  const type = response.headers.get('content-type') ?? '';
  const described = answerSchemaOf(name, response.status);
  if ('skip' in described) {
    skippedAnswers.set(key, described.skip);
    return type.includes('json') ? JSON.parse(text) : text;
  }
  expect(type, `${key} answers JSON`).toContain('application/json');
  const answer: unknown = JSON.parse(text);
  if (described.note) notes.set(key, described.note);
  const problems = check.problems(described.schema, answer);
  expect(describeProblems(`${key} answer`, problems)).toEqual([]);
  counts.answers++;
  return answer;
}

/** The create route of a path's resources, `POST /assistant` for `/assistant`, if the map has it. */
const creatorOf = (path: string): RouteName | undefined =>
  (Object.keys(ROUTE_MAP) as RouteName[]).find((name) => ROUTE_MAP[name].key === `POST ${path}`);

/** Whether a body is of the same kind as `like` (the same `type` and `provider`, where both say). */
const sameKind = (body: unknown, like: unknown): boolean =>
  ['type', 'provider'].every((field) => {
    const [a, b] = [body, like].map((value) => (value as Record<string, unknown>)?.[field]);
    return a === undefined || b === undefined || a === b;
  });

/** Makes a resource through its create route, of the kind of `like`, and returns its id. */
async function make(
  name: RouteName,
  params: Record<string, string>,
  like: unknown,
): Promise<string> {
  const form = FORMS[name];
  if (form) skippedBodies.set(ROUTE_MAP[name].key, 'multipart form data');
  const bodies = form ? [] : bodiesOf(name);
  const body = form ? form() : (bodies.find((b) => sameKind(b, like)) ?? bodies[0]);
  const made = await send(name, params, body);
  const { id } = made as { id?: unknown };
  if (typeof id !== 'string') throw new Error(`${ROUTE_MAP[name].key} answered no id`);
  return id;
}

/**
 * The path values of a call of a route: a resource made for it through the create route of the
 * path before each value (its target of the kind of `like`, e.g. a tool of the type an update
 * sends), the value the document's parameter allows, or one of those given above.
 */
async function pathValues(name: RouteName, like: unknown): Promise<Record<string, string>> {
  const { key } = ROUTE_MAP[name];
  const [, path = ''] = key.split(' ');
  const found: Record<string, string> = {};
  const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  for (const [index, value] of names.entries()) {
    const prefix = path.slice(0, path.indexOf(`{${value}}`) - 1);
    const parameter = operationOf(key)?.parameters?.find(
      (p) => p.in === 'path' && p.name === value,
    );
    const creator = creatorOf(prefix);
    const foreign = FOREIGN[key]?.[value];
    if (foreign) found[value] = foreign;
    else if (parameter?.schema.enum?.length) found[value] = String(parameter.schema.enum[0]);
    else if (GIVEN[value]) found[value] = GIVEN[value];
    else if (creator)
      found[value] = await make(creator, found, index === names.length - 1 ? like : undefined);
    else if (value === 'memberId') found[value] = await memberOf(found.id ?? '');
    else throw new Error(`no way to make a value for {${value}} of ${key}`);
  }
  return found;
}

/** A member of an org: one invited through the map's route, as the org's user list names it. */
async function memberOf(org: string): Promise<string> {
  const [invite] = bodiesOf('inviteOrgUsers');
  await send('inviteOrgUsers', { id: org }, invite);
  const users = (await send('listOrgUsers', { id: org }, undefined)) as { id: string }[];
  const user = users.at(-1);
  if (!user) throw new Error('an invited member is not among the org’s users');
  return user.id;
}

/** Calls a route once per body it takes (or once), with the path values each call needs. */
async function callRoute(name: RouteName): Promise<void> {
  const { input } = ROUTE_MAP[name];
  const form = FORMS[name];
  if (form) skippedBodies.set(ROUTE_MAP[name].key, 'multipart form data');
  const bodies: unknown[] = form ? [form()] : input === 'body' ? bodiesOf(name) : [undefined];
  for (const body of bodies) {
    const params = await pathValues(name, body);
    const naming = await NAMING[name]?.(params);
    await send(name, params, naming ? { ...(body as object), ...naming } : body);
  }
}

/** Creates first (so lists have something to answer), deletes last, the rest in between. */
const phase = (name: RouteName): number => {
  const { key } = ROUTE_MAP[name];
  if (key.startsWith('POST ') && !key.includes('{')) return 0;
  return key.startsWith('DELETE ') ? 2 : 1;
};
const ROUTES = (Object.keys(ROUTE_MAP) as PlatformRouteName[]).sort((a, b) => phase(a) - phase(b));

describe('every route of the simulator answers as the platform’s schema says', () => {
  it.each(ROUTES.map((name) => [ROUTE_MAP[name].key, name] as const))('%s', async (_, name) => {
    await callRoute(name);
  });

  it('has checked every route with a schema for its answer', () => {
    const answered = ROUTES.filter((name) => !skippedAnswers.has(ROUTE_MAP[name].key));
    expect(answered.length).toBeGreaterThan(100);
    expect(counts.answers).toBeGreaterThanOrEqual(answered.length);
  });

  afterAll(() => {
    for (const route of Object.values(ROOM_ROUTES))
      skippedAnswers.set(route.key, 'a room of the simulator, not a route of the platform');
    const list = (skipped: Map<string, string>) =>
      [...skipped].map(([key, reason]) => `\n  ${key}: ${reason}`).join('');
    console.info(
      `Schema validation: ${counts.answers} answers and ${counts.bodies} request bodies checked ` +
        `against the snapshot (${counts.requests} requests, ${ROUTES.length} routes).` +
        `\nAnswers skipped (${skippedAnswers.size}):${list(skippedAnswers)}` +
        `\nBodies skipped (${skippedBodies.size}):${list(skippedBodies)}` +
        `\nAnswers read under another status (${notes.size}):${list(notes)}` +
        `\nRead as the package sends them too, where the document contradicts itself: ` +
        `${Object.keys(READINGS).join(', ')} as { role, content } (the overlay)`,
    );
  });
});
