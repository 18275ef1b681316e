import type { Overlay } from '../overlay';
import type { DocumentKey, DocumentType } from '../types/paths';
import type { Core, CoreRequest, HttpMethod, RequestOptions } from './core';

/**
 * What a route takes besides its path values: a query string, a JSON body, a body the client
 * sends as multipart form data (`form`), or nothing (`''`).
 */
export type InputKind = 'query' | 'body' | 'form' | '';

declare const types: unique symbol;

/**
 * What a route takes (`In`) and answers (`Out`). At run time it is only the name of the request
 * field the input goes in (`'query'` or `'body'`, a multipart input being a body too, or `''`);
 * the types ride along for the client functions, the route table and the mocks to read.
 */
export type Io<
  Kind extends InputKind = InputKind,
  In = unknown,
  Out = unknown,
> = (Kind extends 'form' ? 'body' : Kind) & {
  readonly [types]?: { kind: Kind; in: In; out: Out };
};

/** The kind, input and answer types an {@link Io} carries. */
export type IoTypes<I> = I extends { readonly [types]?: object }
  ? // read by index, not inferred: an inferred type loses the names of the unions in it
    NonNullable<I[typeof types & keyof I]>
  : never;

// The two below are marked free of side effects, so that a bundler drops the routes a program
// does not use. They type the simulator's own routes; a platform route's types come from its key.

/** The route answers `Out` and takes nothing besides its path values. */
// @__NO_SIDE_EFFECTS__
export function answers<Out>(): Io<'', never, Out> {
  return '' as Io<'', never, Out>;
}
/** The route takes a JSON body `B` (optional when `B` includes `undefined`) and answers `Out`. */
// @__NO_SIDE_EFFECTS__
export function body<B, Out>(): Io<'body', B, Out> {
  return 'body' as Io<'body', B, Out>;
}

/** The method of a route key such as `'GET /assistant/{id}'`. */
export type MethodOf<Key extends string> = Key extends `${infer M extends HttpMethod} ${string}`
  ? M
  : HttpMethod;
/** The path of a route key such as `'GET /assistant/{id}'`: `'/assistant/{id}'`. */
export type PathOf<Key extends string> = Key extends `${string} ${infer P}` ? P : string;
/** The names of a path's values: `'testSuiteId' | 'id'` for `/test-suite/{testSuiteId}/run/{id}`. */
export type PathValueName<Path extends string> =
  Path extends `${string}{${infer Name}}${infer Rest}` ? Name | PathValueName<Rest> : never;

/** One route of the platform API: its method and path, what it takes and what it answers. */
export interface Route<Key extends string = string, I extends Io = Io> {
  /** `METHOD /path`, with `{name}` for each path value: `'GET /assistant/{id}'`. */
  readonly key: Key;
  /** What the route takes besides its path values (and, as types, what it answers). */
  readonly input: I;
  /** `false` on the one unsecured route (the credential webhook): no bearer key is sent. */
  readonly auth?: false;
  /** A POST that is safe to repeat (it only reads), so the client retries it like a GET. */
  readonly idempotent?: true;
}

/** Flags of a route that most routes do not have. */
export type RouteFlags = Pick<Route, 'auth' | 'idempotent'>;

/**
 * Declares a route with the types it is given: `route('GET /simulator/rooms/{id}',
 * answers<SimulatedRoom>())`. The simulator's own routes are made of these; a platform route is
 * declared by its client function ({@link send}), its types read from its key.
 */
// @__NO_SIDE_EFFECTS__
export function route<Key extends `${HttpMethod} /${string}`, I extends Io>(
  key: Key,
  input: I,
  flags?: RouteFlags,
): Route<Key, I> {
  return { key, input, ...flags };
}

/** The method and the path of a route: `['GET', '/assistant/{id}']`. */
export const methodAndPath = <Key extends string>({
  key,
}: Route<Key>): [MethodOf<Key>, PathOf<Key>] => key.split(' ') as [MethodOf<Key>, PathOf<Key>];

/** Any route. */
// biome-ignore lint/suspicious/noExplicitAny: a route of any key, input and answer
export type AnyRoute = Route<string, Io<InputKind, any, any>>;
/** What a route takes besides its path values (its query, its body, or its multipart input). */
export type InputOf<R extends AnyRoute> = IoTypes<R['input']>['in'];
/** What a route answers. */
export type OutputOf<R extends AnyRoute> = IoTypes<R['input']>['out'];

/** A path value's parameter, named for the common names so that editors show them. */
type ValueArg<Name extends string> = Name extends 'id'
  ? [id: string]
  : Name extends 'testSuiteId'
    ? [testSuiteId: string]
    : Name extends 'memberId'
      ? [memberId: string]
      : Name extends 'provider'
        ? [provider: string]
        : Name extends 'resourceName'
          ? [resourceName: string]
          : [value: string];
/** The path values of a path, in order, as parameters. */
export type PathArgs<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? [...ValueArg<Name>, ...PathArgs<Rest>]
  : [];
/** The parameter of a route's input, if it takes one. */
type InputArg<T extends { kind: InputKind; in: unknown }> = T['kind'] extends 'query'
  ? [query?: T['in']]
  : T['kind'] extends 'body'
    ? undefined extends T['in']
      ? [body?: T['in']]
      : [body: T['in']]
    : T['kind'] extends 'form'
      ? [input: T['in']]
      : [];

/** The parameters of a route's client function after the core: path values, input, options. */
export type RouteArgs<R extends AnyRoute, Options = RequestOptions> = [
  ...PathArgs<PathOf<R['key']>>,
  ...InputArg<IoTypes<R['input']>>,
  options?: Options,
];

/**
 * A route's client function: `(core, ...path values, input?, options?) => Promise<answer>`. A
 * conditional type, so that declarations spell each function's parameters out rather than name
 * this type.
 */
export type RouteCall<R extends AnyRoute> = R extends AnyRoute
  ? (core: Core, ...args: RouteArgs<R>) => Promise<OutputOf<R>>
  : never;

/** `Key` when it has no path values; `never` otherwise. */
type JsonBodyKey<Key extends string> = Key extends `${string}{${string}` ? never : Key;

/**
 * The core request of a call of a route's function: `args` are the path values, then the input
 * (encoded by `encode` for a multipart route), then the request options. The options come first,
 * so the route's own method, path and input win over them; a field of the core request that the
 * route leaves unset (a `query` beside a body, a `redirect`) is sent as the options give it.
 */
export function requestOf<R extends AnyRoute>(
  route: R,
  args: unknown[],
  encode?: (input: InputOf<R>) => unknown,
): CoreRequest {
  const [method, template] = route.key.split(' ') as [HttpMethod, string];
  // each value is one segment; a missing one leaves it empty, which the core refuses
  const path = template.replace(/\{\w+\}/g, () =>
    encodeURIComponent((args.shift() as string | undefined) ?? ''),
  );
  const field = route.input as 'query' | 'body' | '';
  const input = (field && args.shift()) as InputOf<R>;
  return {
    ...(args[0] as RequestOptions | undefined),
    // the route's `auth` and `idempotent` flags, as the core reads them
    ...route,
    method,
    path,
    // a JSON body left out is sent as `{}`: the platform's document requires the body of every
    // route that takes one, even where all its fields are optional
    ...(field && { [field]: encode ? encode(input) : field === 'body' ? (input ?? {}) : input }),
  };
}

/** Every route of the platform: each the document has a path for, and each of the overlay. */
export type PlatformKey = DocumentKey | keyof Overlay;

/**
 * What the platform route of `Key` takes (sent as `Kind`) and answers: the overlay's types for a
 * route of the overlay (`src/overlay.ts`), the document's (`paths`) for any other.
 */
export type PlatformIo<Key extends string, Kind extends InputKind> = Key extends keyof Overlay
  ? Io<Overlay[Key]['form'] extends true ? 'form' : Kind, Overlay[Key]['in'], Overlay[Key]['out']>
  : Io<
      Kind,
      Kind extends 'query' | 'body' ? DocumentType<Key, Kind> : never,
      DocumentType<Key, 'answer'>
    >;

/** The platform route of `Key`, sent as `Kind`. */
export type RouteFor<Key extends string, Kind extends InputKind = InputKind> = Route<
  Key,
  PlatformIo<Key, Kind>
>;

/**
 * A route's client function, with the route it sends (`getAssistant.route.key`). A conditional
 * type, so that declarations spell each function's parameters and route out.
 */
export type ClientFunction<R extends AnyRoute> = R extends AnyRoute
  ? RouteCall<R> & { readonly route: R }
  : never;

/** The client function of a route: `(core, ...path values, input?, options?)`. */
// @__NO_SIDE_EFFECTS__
function sendRoute<R extends AnyRoute>(
  route: R,
  encode?: (input: InputOf<R>) => unknown,
): ClientFunction<R> {
  return Object.assign(
    (core: Core, ...args: unknown[]) => core.request(requestOf(route, args, encode)),
    { route },
  ) as ClientFunction<R>;
}

/**
 * The client function of a platform route: `(core, ...path values, input?, options?)`, sent
 * through the core. What it takes and answers is read from the route's key (see {@link PlatformIo});
 * `input` says where its input goes: the query, a JSON body, or nowhere (`''`).
 *
 * @example
 * ```ts
 * export const getAssistant = send('GET /assistant/{id}', '');
 * await getAssistant(core, 'asst_1'); // GET /assistant/asst_1
 * ```
 */
// @__NO_SIDE_EFFECTS__
export function send<const Key extends PlatformKey, Kind extends 'query' | 'body' | ''>(
  key: Key,
  input: Kind,
  flags?: RouteFlags,
): ClientFunction<RouteFor<Key, Kind>> {
  return sendRoute({ key, input, ...flags } as RouteFor<Key, Kind>);
}

/** The client function of a platform route whose body `encode` turns into multipart form data. */
// @__NO_SIDE_EFFECTS__
export function sendForm<const Key extends PlatformKey>(
  key: Key,
  encode: (input: InputOf<RouteFor<Key, 'body'>>) => unknown,
): ClientFunction<RouteFor<Key, 'body'>> {
  return sendRoute({ key, input: 'body' } as RouteFor<Key, 'body'>, encode);
}

/**
 * The client function of a platform route without path values that takes a JSON body: what
 * {@link send} makes of it, in fewer bytes. The web call's function uses it, as every page with a
 * voice call loads it.
 */
// @__NO_SIDE_EFFECTS__
export function sendBody<const Key extends PlatformKey & `${HttpMethod} /${string}`>(
  key: Key & JsonBodyKey<Key>,
): ClientFunction<RouteFor<Key, 'body'>> {
  const [method, path] = key.split(' ') as [HttpMethod, string];
  const route = { key, input: 'body' } as unknown as RouteFor<Key, 'body'>;
  return Object.assign(
    (core: Core, body: unknown, options?: RequestOptions) =>
      core.request({ ...options, ...route, method, path, body }),
    { route },
  ) as unknown as ClientFunction<RouteFor<Key, 'body'>>;
}
