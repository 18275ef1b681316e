// The types of a route the platform's document has a path for, derived from the generated `paths`
// as openapi-fetch derives them: the query from `parameters.query`, the body from
// `requestBody.content['application/json']`, the answer from the `application/json` content of
// its 2xx answers. Each is an alias of the route key, so editors and declarations show
// `Json<'GET /assistant/{id}', 'answer'>` rather than every field of the schema.
import type { paths } from '../generated/openapi.gen';
import type { Named } from './common';

/** The methods the client sends. */
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Every route of the document as `METHOD /path`, e.g. `'GET /assistant/{id}'`. A method the
 * document has no operation for reads as `undefined` (`get?: never`), which one plain conditional
 * type tells apart, without the tuples and `NonNullable` a type-checker would instantiate for each.
 */
export type DocumentKey = {
  [P in keyof paths]: {
    [M in Method]: paths[P][M] extends undefined ? never : `${Uppercase<M>} ${P}`;
  }[Method];
}[keyof paths];

/** The operation of a route key in the document. */
export type OperationOf<Key extends string> =
  Key extends `${infer M} ${infer P extends keyof paths}`
    ? NonNullable<paths[P][Lowercase<M> & Method]>
    : never;

/** The date filters of the list routes. */
type DateFilter = `${'createdAt' | 'updatedAt'}${'Gt' | 'Lt' | 'Ge' | 'Le'}`;

/** `Q` with its date filters also taking a `Date`, which the client sends as an ISO string. */
export type WithDates<Q> = { [K in keyof Q]: K extends DateFilter ? Q[K] | Date : Q[K] };

/** The JSON content of a request body or an answer. */
type JsonOf<T> = T extends { content: { 'application/json': infer Json } } ? Json : never;

/**
 * The JSON of an operation's answer: that of its first 2xx answer with JSON content (200, 201,
 * then 202). Where the document lists two, the later one is an object it leaves undescribed (some
 * POSTs list 201 so beside 200).
 */
type RawAnswer<Op> = Op extends { responses: infer Answers } ? FirstJson<Answers> : never;
/**
 * One conditional type per status code, tried in order: a type-checker resolves it with fewer
 * instantiations than a walk over a tuple of the codes.
 */
type FirstJson<Answers> = Answers extends { 200: { content: { 'application/json': infer Json } } }
  ? Json
  : Answers extends { 201: { content: { 'application/json': infer Json } } }
    ? Json
    : Answers extends { 202: { content: { 'application/json': infer Json } } }
      ? Json
      : never;

/** The JSON body of an operation; `undefined` too when the document makes it optional. */
type RawBody<Op> = Op extends { requestBody: infer Body }
  ? JsonOf<Body>
  : Op extends { requestBody?: infer Body }
    ? JsonOf<NonNullable<Body>> | undefined
    : never;

/** Whether `T` is a union of more than one member. */
type IsUnion<T, All = T> = T extends unknown ? ([All] extends [T] ? false : true) : never;

/** What a route takes or answers: its query, its JSON body or its JSON answer. */
export type Part = 'query' | 'body' | 'answer';

/** The part of the route of `Key`, as the document has it (without `undefined`). */
type Raw<Key extends string, P extends Part> = P extends 'query'
  ? WithDates<NonNullable<OperationOf<Key>['parameters']['query']>>
  : P extends 'body'
    ? NonNullable<RawBody<OperationOf<Key>>>
    : RawAnswer<OperationOf<Key>>;
type Item<T> = T extends readonly (infer I)[] ? I : never;
/**
 * A union member by member (a mapped type over a type parameter maps each member): the union
 * keeps the name of the alias that makes it, where a conditional type would lose it.
 */
type Members<T> = { [K in keyof T]: T[K] };
/**
 * Nothing, as a type that stays generic until `Key` is known: beside {@link Members} in a union,
 * it makes the union's alias the one an editor shows, where a mapped type alone would lose it.
 */
type Nothing<Key> = [Key] extends [never] ? never : never;

// Four shapes, each an alias of the route key: one object schema, a union of schemas, and the
// item of a list as either; the part a route has is one of them ({@link DocumentType}).

/** A part of a route that is one object schema, as the document has it. */
export type Json<Key extends string, P extends Part> = Named<Raw<Key, P>>;
/** A part of a route that is one of several schemas. */
export type JsonOneOf<Key extends string, P extends Part> = Members<Raw<Key, P>> | Nothing<Key>;
/** The item of a part of a route that is a list of one object schema. */
export type JsonItem<Key extends string, P extends Part> = Named<Item<Raw<Key, P>>>;
/** The item of a part of a route that is a list of several schemas. */
export type JsonItemOneOf<Key extends string, P extends Part> =
  | Members<Item<Raw<Key, P>>>
  | Nothing<Key>;

/**
 * A part of the route of `Key` by the document: its query, its JSON body (with `undefined` where
 * the document makes it optional) or its JSON answer.
 */
export type DocumentType<Key extends string, P extends Part> = P extends 'body'
  ? undefined extends RawBody<OperationOf<Key>>
    ? Shaped<Key, P> | undefined
    : Shaped<Key, P>
  : Shaped<Key, P>;

/** The part as one of the four shapes, or as is when it is no object (a string, …). */
type Shaped<Key extends string, P extends Part> =
  Raw<Key, P> extends readonly unknown[]
    ? true extends IsUnion<Item<Raw<Key, P>>>
      ? JsonItemOneOf<Key, P>[]
      : JsonItem<Key, P>[]
    : true extends IsUnion<Raw<Key, P>>
      ? JsonOneOf<Key, P>
      : [Raw<Key, P>] extends [object]
        ? Json<Key, P>
        : Raw<Key, P>;
