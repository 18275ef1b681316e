import { methodAndPath } from '../core/route';
import { type PlatformRouteName, ROUTE_MAP } from '../routes';
import type { Page, ResourceBase } from '../types/common';
import { notFound } from './errors';
import {
  type FieldKind,
  jsonBody,
  type ListRules,
  listOf,
  pageOf,
  type RequiredKeys,
  type RouteContext,
  requireFields,
} from './request';
import { copy, newId, type PlatformCollections } from './state';

/** The fields the platform sets on every resource it stores. */
export interface Stamp {
  id: string;
  orgId: string;
  createdAt: string;
  updatedAt: string;
}

/** The stamp of a resource made now. */
export const stamp = (ctx: RouteContext): Stamp => ({
  id: newId(),
  orgId: ctx.state.orgId,
  createdAt: ctx.now,
  updatedAt: ctx.now,
});

/**
 * How one stored resource differs from the plain one, whose create body is stored as it is,
 * stamped. Its label in messages comes from its collection (`phoneNumbers`: `'Phone number'`).
 */
export type CrudSpec<Create, Entity extends ResourceBase> = {
  /** The collection of the state it is stored in. */
  collection: keyof PlatformCollections;
  /** The stored resource for a create body; by default the body, stamped. */
  make?: (body: Create, stamp: Stamp, ctx: RouteContext) => Entity;
  /**
   * The collection of the resource that the route's first path value names, which must exist
   * (nested routes). Every path value but `id` also scopes the items and is stored in the ones made.
   */
  parent?: keyof PlatformCollections;
  list?: ListRules;
  /** Its list route answers one page (`{ results, metadata }`) rather than an array. */
  paged?: true;
  /** What is stored of a resource made or changed; it may also record what goes with it. */
  saved?: (entity: Entity, ctx: RouteContext) => Entity;
  /** Runs on each resource deleted, to delete what goes with it. */
  removed?: (entity: Entity, ctx: RouteContext) => void;
} & ([RequiredKeys<Create>] extends [never]
  ? { required?: undefined }
  : {
      /** The required fields of the create body, with their kind. */
      required: { [K in RequiredKeys<Create>]: FieldKind };
    });

/** A route's answer: what it replies with on success. It throws a `PlatformHttpError` to fail. */
export type Answer<T> = (ctx: RouteContext) => T;

/** The answers of a resource's create, list, page, get, update, replace and delete routes. */
export interface Crud<Entity> {
  create: Answer<Entity>;
  /** The list route's answer: an array, or a page for a `paged` resource. */
  list: Answer<Entity[] | Page<Entity>>;
  page: Answer<Page<Entity>>;
  get: Answer<Entity>;
  update: Answer<Entity>;
  replace: Answer<Entity>;
  remove: Answer<Entity>;
}

/** A text with its first letter in upper case. */
export const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The label of a collection's resource in messages: `'Phone number'` for `phoneNumbers`. */
export const labelOf = (collection: string): string =>
  capitalized(
    collection.replace(/s$/, '').replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`),
  );

/** Builds the answers of one stored resource from its spec. */
// @__NO_SIDE_EFFECTS__
export function crud<Create, Entity extends ResourceBase>(
  spec: CrudSpec<Create, Entity>,
): Crud<Entity> {
  const { collection, parent, list, saved = (entity: Entity) => entity } = spec;
  const label = labelOf(collection);
  const stored = (ctx: RouteContext) => ctx.state[collection] as unknown as Map<string, Entity>;
  /** The path values that name the parents: every one but `id`. */
  const scoping = (ctx: RouteContext) =>
    Object.entries(ctx.params).filter(([name]) => name !== 'id');
  /** The items under the request's parent (all of them for a top-level resource). */
  const scope = (ctx: RouteContext): Entity[] => {
    const values = scoping(ctx);
    const [, id = ''] = values[0] ?? [];
    if (parent && !ctx.state[parent].has(id)) throw notFound(labelOf(parent), id);
    return [...stored(ctx).values()].filter((item) =>
      values.every(([name, value]) => (item as Record<string, unknown>)[name] === value),
    );
  };
  const find = (ctx: RouteContext): Entity => {
    const id = ctx.params.id ?? '';
    const found = scope(ctx).find((item) => item.id === id);
    if (!found) throw notFound(label, id);
    return found;
  };
  const save = (ctx: RouteContext, entity: Entity): Entity => {
    const kept = saved(entity, ctx);
    stored(ctx).set(kept.id, kept);
    return copy(kept);
  };
  /** The resource a create body makes, in the request's parent. */
  const made = (ctx: RouteContext): Entity => {
    const body = requireFields<Create>(ctx, spec.required ?? ({} as never));
    const base = stamp(ctx);
    const entity = spec.make
      ? spec.make(body, base, ctx)
      : ({ ...body, ...base } as unknown as Entity);
    return { ...entity, ...Object.fromEntries(scoping(ctx)) };
  };
  const page: Answer<Page<Entity>> = (ctx) => copy(pageOf(scope(ctx), ctx.query, list));
  return {
    create(ctx) {
      scope(ctx);
      return save(ctx, made(ctx));
    },
    list: spec.paged ? page : (ctx) => copy(listOf(scope(ctx), ctx.query, list)),
    page,
    get: (ctx) => copy(find(ctx)),
    update(ctx) {
      const entity = find(ctx);
      const changes = jsonBody<Partial<Entity>>(ctx);
      return save(ctx, { ...entity, ...changes, id: entity.id, updatedAt: ctx.now });
    },
    replace(ctx) {
      const { id, orgId, createdAt } = find(ctx);
      return save(ctx, { ...made(ctx), id, orgId, createdAt });
    },
    remove(ctx) {
      const entity = find(ctx);
      stored(ctx).delete(entity.id);
      spec.removed?.(entity, ctx);
      return copy(entity);
    },
  };
}

/** What the plain route of a resource does, by its method, on `{path}/{id}`. */
const ONE: Record<string, keyof Crud<unknown>> = {
  GET: 'get',
  PATCH: 'update',
  PUT: 'replace',
  DELETE: 'remove',
};

/**
 * Stored resources by the name of their collection's list route (`listAssistants`): the resource's
 * plain routes are on that route's path.
 */
export type StoredResources = Partial<Record<PlatformRouteName, Crud<ResourceBase>>>;

/** Stored resources by the path of their collection (`/assistant`), as the route map gives it. */
export const byCollectionPath = (
  resources: StoredResources,
): Readonly<Record<string, Crud<ResourceBase>>> =>
  Object.fromEntries(
    Object.entries(resources).map(([name, answers]) => [
      methodAndPath(ROUTE_MAP[name as PlatformRouteName])[1],
      answers,
    ]),
  );

/**
 * The answer of a resource's plain route, read from the route's key: on the resource's path
 * (`/tool`), POST creates and GET lists (under `/v2`, one page); on `{path}/{id}`, GET, PATCH, PUT
 * and DELETE get, update, replace and delete. `undefined` for any other route.
 */
export function plainAnswer(
  resources: Readonly<Record<string, Crud<ResourceBase>>>,
  key: string,
): Answer<unknown> | undefined {
  const [method = '', path = ''] = key.split(' ');
  const one = path.endsWith('/{id}');
  const answers = resources[one ? path.slice(0, -5) : path.replace(/^\/v2\//, '/')];
  const verb = one
    ? ONE[method]
    : method === 'POST'
      ? 'create'
      : method === 'GET'
        ? path.startsWith('/v2/')
          ? 'page'
          : 'list'
        : undefined;
  return verb && answers?.[verb];
}
