// Which schemas of the snapshot describe a route: its operation in the document when the document
// has its path, or its entry in the overlay (`src/overlay.ts`) of routes without one. The
// type-level test of the snapshot's values and the schema-validation test of the simulator both
// read it.
import snapshot from '../../spec/openapi.gen.json';
import { OVERLAY, type Side as OverlaySide } from '../overlay';
import { ROUTE_MAP } from '../routes';
import type { Schema } from './schema-values';

/** A parameter of an operation in the snapshot. */
export interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema: Schema;
}

/** An operation of the snapshot. */
export interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}

/** The snapshot's operations, by path and lower-case method. */
export const PATHS = snapshot.paths as unknown as Record<string, Record<string, Operation>>;

/** The snapshot's component schemas, by name. */
export const SCHEMAS = snapshot.components.schemas as unknown as Record<string, Schema>;

/** What a route takes or answers by the document: schemas (any one of them fits), or why none. */
export type Side = { schemas: Schema[] } | { skip: string };

/** The operation of a route key (`'GET /assistant/{id}'`) in the document, if it has its path. */
export function operationOf(key: string): Operation | undefined {
  const [method = '', path = ''] = key.split(' ');
  return PATHS[path]?.[method.toLowerCase()];
}

/** The query of an operation as a schema of its parameters. */
export function querySchema(operation: Operation): Schema | undefined {
  const params = (operation.parameters ?? []).filter((p) => p.in === 'query');
  if (!params.length) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [p.name, p.schema])),
    required: params.filter((p) => p.required).map((p) => p.name),
  };
}

/**
 * Whether a JSON schema says what the body holds: not a bare `type: object`, which the document
 * gives an answer it does not describe.
 */
export const isDescribed = (schema: Schema | undefined): schema is Schema =>
  schema !== undefined &&
  !(schema.type === 'object' && !schema.properties && !schema.additionalProperties);

/** The overlay's entries of routes without a path in the document, by route key. */
export function overlayRows(): Map<
  string,
  [request: OverlaySide<unknown>, answer: OverlaySide<unknown>]
> {
  const rows = new Map<string, [OverlaySide<unknown>, OverlaySide<unknown>]>();
  for (const [key, entry] of Object.entries(OVERLAY))
    if (!operationOf(key)) rows.set(key, [entry.in, entry.out]);
  return rows;
}

/** The schemas a side of the overlay names (`…` matching any provider's name); or why none. */
export function fromSide(side: OverlaySide<unknown>): Side {
  if (side.skip !== undefined) return { skip: side.skip };
  if (side.query !== undefined) {
    const query = querySchema(operationOf(side.query) ?? { responses: {} });
    if (!query) throw new Error(`the overlay names the query of ${side.query}, which has none`);
    return { schemas: [query] };
  }
  const names = side.schemas ?? [];
  if (!names.length) throw new Error('an overlay side for a route without a path names no schema');
  return {
    schemas: names.flatMap((name) => {
      const array = name.endsWith('[]');
      const bare = array ? name.slice(0, -2) : name;
      const pattern = new RegExp(`^${bare.replace('…', '[A-Za-z0-9]+')}$`);
      const matched = Object.keys(SCHEMAS).filter((schema) => pattern.test(schema));
      if (!matched.length) throw new Error(`the overlay names ${name}, which the snapshot has not`);
      return matched.map((schema): Schema => {
        const ref = { $ref: `#/components/schemas/${schema}` };
        return array ? { type: 'array', items: ref } : ref;
      });
    }),
  };
}

/** The name of a route's client function, e.g. `'getAssistant'`. */
export type RouteName = keyof typeof ROUTE_MAP;

let rows: Map<string, [OverlaySide<unknown>, OverlaySide<unknown>]> | undefined;
/** The overlay's entry of a route without a path in the document; throws for a route in neither. */
function rowOf(key: string): [OverlaySide<unknown>, OverlaySide<unknown>] {
  rows ??= overlayRows();
  const row = rows.get(key);
  if (!row) throw new Error(`${key} is neither in the document nor in the overlay`);
  return row;
}

/** The members of a union at the top of `schema` (itself when it is none). */
export function membersOf(schema: Schema): Schema[] {
  const name = schema.$ref?.slice('#/components/schemas/'.length);
  const own = name ? SCHEMAS[name] : schema;
  return own?.oneOf ?? own?.anyOf ?? [schema];
}

/** Why an overlay side gives no schema, as a skipped route's reason. */
const skipReason = (skip: string): string =>
  skip.startsWith('multipart')
    ? 'multipart form data'
    : skip.startsWith('hand-written')
      ? `no schema in the document: ${skip}`
      : skip;

/** One schema for a list of those an overlay side names: any of them, or an array of any of them. */
function anyOf(schemas: Schema[]): Schema {
  if (schemas.length === 1) return schemas[0] as Schema;
  if (schemas.every((schema) => schema.type === 'array' && schema.items))
    return { type: 'array', items: { anyOf: schemas.map((schema) => schema.items as Schema) } };
  return { anyOf: schemas };
}

/** A route's JSON body by the document: its schema and the members a body is one of; or why none. */
export type BodySchema = { schema: Schema; members: Schema[] } | { skip: string };

/** The JSON body of a route, as the document or the overlay describes it. */
export function bodySchemaOf(name: RouteName): BodySchema {
  const { key, input } = ROUTE_MAP[name];
  if (input !== 'body') return { skip: input === 'query' ? 'takes a query' : 'takes no body' };
  const operation = operationOf(key);
  if (operation) {
    const content = operation.requestBody?.content;
    if (content?.['multipart/form-data']) return { skip: 'multipart form data' };
    const schema = content?.['application/json']?.schema;
    if (!schema) return { skip: 'the document has no schema for its body' };
    return { schema, members: membersOf(schema) };
  }
  const side = fromSide(rowOf(key)[0]);
  if ('skip' in side) return { skip: skipReason(side.skip) };
  return { schema: anyOf(side.schemas), members: side.schemas };
}

/** A route's JSON answer by the document (with a note where it reads it elsewhere), or why none. */
export type AnswerSchema = { schema: Schema; note?: string } | { skip: string };

/**
 * The JSON answer of a route with a status, as the document or the overlay describes it.
 * The document describes some POST answers under 200 while the platform answers 201 (and lists
 * 201 with no body, or a bare object): such an answer is read with the schema the document gives
 * it under the other success status, and the note says so.
 */
export function answerSchemaOf(name: RouteName, status: number): AnswerSchema {
  const { key } = ROUTE_MAP[name];
  const operation = operationOf(key);
  if (operation) {
    const json = (code: string) => operation.responses[code]?.content?.['application/json']?.schema;
    const own = json(String(status));
    if (isDescribed(own)) return { schema: own };
    for (const code of Object.keys(operation.responses)) {
      const schema = json(code);
      if (code.startsWith('2') && isDescribed(schema))
        return { schema, note: `answers ${status}; the document describes its body under ${code}` };
    }
    return { skip: 'the document has no schema for its answer' };
  }
  const side = fromSide(rowOf(key)[1]);
  if ('skip' in side) return { skip: skipReason(side.skip) };
  return { schema: anyOf(side.schemas) };
}

/** A chat's system or user turn as the chat routes take it: `{ role, content }`. */
const textTurn = (role: 'system' | 'user'): Schema => ({
  type: 'object',
  properties: {
    role: { type: 'string', enum: [role] },
    content: { type: 'string' },
    name: { type: 'string' },
    metadata: { type: 'object' },
  },
  required: ['role', 'content'],
});

/**
 * Where the document contradicts itself, the shape the package sends and reads as well as the
 * schema's (the overlay's `MESSAGES`). In the message lists of chats and
 * sessions, the schemas name the call-transcript `SystemMessage` and `UserMessage` (`message`,
 * `time`, `secondsFromStart`), while the document's own example of a chat's input, and the client's
 * `ChatTextMessage`, are `{ role, content }`. Those two schemas leave `role` open, so a value that
 * fits `UserMessage` fits `SystemMessage` too: no user turn could pass the `oneOf` they are in.
 */
export const READINGS: Readonly<Record<string, Schema>> = {
  SystemMessage: textTurn('system'),
  UserMessage: textTurn('user'),
};
