// Values built from the snapshot's schemas fit the client's public types, route by route: every
// body, query and answer the platform's document describes (by its paths, or by the overlay's
// entries of routes without one, `src/overlay.ts`) is built as a TypeScript literal, once with every field and once with the
// required ones, and type-checked against what the route's client function takes and answers. A
// body or query with a field the schema does not name must fail to compile.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import snapshot from '../../spec/openapi.gen.json';
import { ROUTE_MAP } from '../routes';
import {
  fromSide,
  isDescribed,
  type Operation,
  overlayRows,
  PATHS,
  querySchema,
  type Side,
} from '../testing/route-schemas';
import {
  type Schema,
  SchemaValues,
  type Snapshot,
  type ValueOptions,
} from '../testing/schema-values';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const values = new SchemaValues(snapshot as unknown as Snapshot);

type RouteName = keyof typeof ROUTE_MAP;

/** A route's request and answer, by the document or the overlay. */
interface Described {
  request: Side;
  answer: Side;
}

/**
 * Members of the document's answer a route does not answer: `POST /chat` and `POST /chat/responses`
 * answer whole, and their streamed members are what `chats.stream` yields (the overlay says so).
 */
const STREAMED: Partial<Record<RouteName, readonly string[]>> = {
  createChat: ['CreateChatStreamResponse'],
  createChatResponse: [
    'ResponseTextDeltaEvent',
    'ResponseTextDoneEvent',
    'ResponseCompletedEvent',
    'ResponseErrorEvent',
  ],
};
/** The routes that answer whole take `stream: false` only (`chats.stream` sends `true`). */
const WHOLE_CHATS: readonly RouteName[] = [
  'createChat',
  'createChatResponse',
  'createWebChat',
  'createWebChatResponse',
];
/**
 * Request values never take the document's call-transcript messages for a chat or session message
 * list: those routes take `{ role, content }` (the overlay's `MESSAGES`).
 */
const TRANSCRIPT_MESSAGES = ['SystemMessage', 'UserMessage'];
/** Routes that send no body where the document has one. */
const BODY_NOT_SENT: readonly RouteName[] = ['deleteCall'];

/** The JSON answer of an operation: its first 2xx with a described JSON body. */
function answerSchema(operation: Operation): Schema | undefined {
  for (const [status, response] of Object.entries(operation.responses)) {
    const schema = response.content?.['application/json']?.schema;
    if (status.startsWith('2') && isDescribed(schema)) return schema;
  }
  return undefined;
}

/** A route as its operation in the document describes it, if the document has its path. */
function fromDocument(name: RouteName): Described | undefined {
  const [method = '', path = ''] = ROUTE_MAP[name].key.split(' ');
  const operation = PATHS[path]?.[method.toLowerCase()];
  if (!operation) return undefined;
  const input = ROUTE_MAP[name].input as string;
  const content = operation.requestBody?.content;
  const query = querySchema(operation);
  let request: Side = { skip: 'takes nothing' };
  if (content?.['multipart/form-data']) request = { skip: 'multipart: the client takes a Blob' };
  else if (content?.['application/json']) {
    const body = content['application/json'].schema;
    request = input === 'body' ? { schemas: values.members(body) } : { skip: 'body not sent' };
  } else if (query && input === 'query') request = { schemas: [query] };
  const skipped = STREAMED[name] ?? [];
  const answer = answerSchema(operation);
  return {
    request,
    answer: answer
      ? {
          schemas: values
            .members(answer)
            .filter((member) => !skipped.includes(member.$ref?.split('/').pop() ?? '')),
        }
      : { skip: 'no JSON answer' },
  };
}

/** Every route of the client, as the document or the overlay describes it. */
function describeRoutes(): Map<RouteName, Described> {
  const rows = overlayRows();
  const described = new Map<RouteName, Described>();
  for (const name of Object.keys(ROUTE_MAP) as RouteName[]) {
    const row = rows.get(ROUTE_MAP[name].key);
    rows.delete(ROUTE_MAP[name].key);
    const documented = fromDocument(name);
    if (documented) described.set(name, documented);
    else if (row) described.set(name, { request: fromSide(row[0]), answer: fromSide(row[1]) });
    else throw new Error(`${ROUTE_MAP[name].key} is neither in the document nor in the overlay`);
  }
  if (rows.size)
    throw new Error(`the overlay names routes the client has not: ${[...rows.keys()]}`);
  return described;
}

/** A field no schema of the snapshot names. */
const UNKNOWN_FIELD = 'fieldNewerThanTheSnapshot';

/** One statement of the checked source: what it checks, and whether it must fail. */
interface Check {
  label: string;
  source: string;
  fails: boolean;
}

/** The statements that check one route. */
function checksOf(name: RouteName, { request, answer }: Described): Check[] {
  const checks: Check[] = [];
  const requestOptions = (fields: ValueOptions['fields']): ValueOptions => ({
    fields,
    avoid: TRANSCRIPT_MESSAGES,
    top: WHOLE_CHATS.includes(name) ? { stream: 'false' } : undefined,
  });
  if ('schemas' in request) {
    for (const [index, schema] of request.schemas.entries()) {
      for (const fields of ['full', 'required'] as const) {
        const literal = values.literal(schema, requestOptions(fields));
        checks.push({
          label: `${name} request ${index} (${fields})`,
          source: `export const r${checks.length}: In<'${name}'> = ${literal};`,
          fails: false,
        });
      }
      const minimal = values.literal(schema, requestOptions('required'));
      checks.push({
        label: `${name} request ${index} with a field the schema does not name`,
        source: `export const r${checks.length}: In<'${name}'> = { ${JSON.stringify(UNKNOWN_FIELD)}: true, ${minimal.slice(1)};`,
        fails: true,
      });
    }
  }
  if ('schemas' in answer) {
    for (const [index, schema] of answer.schemas.entries()) {
      for (const fields of ['full', 'required'] as const) {
        checks.push({
          label: `${name} answer ${index} (${fields})`,
          source: `export const a${checks.length}: Out<'${name}'> = ${values.literal(schema, { fields })};`,
          fails: false,
        });
      }
    }
  }
  return checks.map((check) => ({
    ...check,
    source: check.source.replace(/^export const (\w)/, `export const ${name}_$1`),
  }));
}

/** Type-checks the statements as one file of the package; returns each one's diagnostics. */
function typeCheck(checks: Check[]): string[][] {
  const file = join(packageDir, 'src', '__schema_values__.ts');
  const header = [
    "import type { InputOf, OutputOf } from './core/route';",
    "import type { PlatformRouteMap } from './routes';",
    'type In<N extends keyof PlatformRouteMap> = InputOf<PlatformRouteMap[N]>;',
    'type Out<N extends keyof PlatformRouteMap> = OutputOf<PlatformRouteMap[N]>;',
  ];
  const source = [...header, ...checks.map((check) => check.source)].join('\n');
  const config = ts.getParsedCommandLineOfConfigFile(
    join(packageDir, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  if (!config) throw new Error('no tsconfig.json');
  const host = ts.createCompilerHost(config.options);
  const read = host.readFile;
  host.readFile = (name) => (name === file ? source : read(name));
  const exists = host.fileExists;
  host.fileExists = (name) => name === file || exists(name);
  const program = ts.createProgram([file], config.options, host);
  const found: string[][] = checks.map(() => []);
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    if (diagnostic.file?.fileName !== file || diagnostic.start === undefined) {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    }
    const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    const text = `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`;
    const at = found[line - header.length];
    if (!at) throw new Error(`line ${line + 1}: ${text}`);
    at.push(text.slice(0, 600));
  }
  return found;
}

describe('values built from the snapshot’s schemas', () => {
  const described = describeRoutes();
  const checks = [...described].flatMap(([name, routeSides]) => checksOf(name, routeSides));

  it('cover every route of the client, by the document or the overlay', () => {
    const described_ = [...described.values()];
    const bodiesNotSent = [...described]
      .filter(([, { request }]) => 'skip' in request && request.skip === 'body not sent')
      .map(([name]) => name);
    expect(bodiesNotSent).toEqual(BODY_NOT_SENT);
    const withSchema = described_.filter(
      ({ request, answer }) => 'schemas' in request || 'schemas' in answer,
    );
    console.log(
      `${described.size} routes, ${withSchema.length} with a schema: ${checks.length} values checked`,
    );
    expect(withSchema.length).toBeGreaterThan(100);
  });

  it('fit what each route’s client function takes and answers; unknown fields fail', () => {
    const diagnostics = typeCheck(checks);
    const wrong = checks.flatMap((check, index) => {
      const found = diagnostics[index] ?? [];
      if (!check.fails) return found.length ? [`${check.label}:\n  ${found.join('\n  ')}`] : [];
      const unknown = found.filter(
        (text) => /^TS(2353|2561)/.test(text) && text.includes(UNKNOWN_FIELD),
      );
      return unknown.length === 1 && found.length === 1
        ? []
        : [
            `${check.label}: expected one unknown-field error, got\n  ${found.join('\n  ') || 'none'}`,
          ];
    });
    expect(wrong).toEqual([]);
  }, 120_000);
});
