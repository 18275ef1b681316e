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
import { copy, newId, type PlatformState } from './state';

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

/** How one stored resource is made, found, listed, changed and deleted. */
export interface CrudSpec<Create, Entity extends ResourceBase> {
  /** The resource's name in messages, e.g. `'Assistant'`. */
  label: string;
  collection: (state: PlatformState) => Map<string, Entity>;
  /** The required fields of the create body, with their kind. */
  required: { [K in RequiredKeys<Create>]: FieldKind };
  /** The stored resource for a create body (typed: it must give every field the client expects). */
  make: (body: Create, stamp: Stamp, ctx: RouteContext) => Entity;
  /** The path value that names a parent resource which must exist (nested routes). */
  parent?: {
    param: string;
    field: keyof Entity & string;
    label: string;
    exists: (ctx: RouteContext, id: string) => boolean;
  };
  list?: ListRules;
}

/** A route's answer: what it replies with on success. It throws a `PlatformHttpError` to fail. */
export type Answer<T> = (ctx: RouteContext) => T;

/** The answers of a resource's create, list, page, get, update, replace and delete routes. */
export interface Crud<Entity> {
  create: Answer<Entity>;
  list: Answer<Entity[]>;
  page: Answer<Page<Entity>>;
  get: Answer<Entity>;
  update: Answer<Entity>;
  replace: Answer<Entity>;
  remove: Answer<Entity>;
}

/** Builds the answers of one stored resource from its spec. */
export function crud<Create, Entity extends ResourceBase>(
  spec: CrudSpec<Create, Entity>,
): Crud<Entity> {
  const { label, collection, parent } = spec;
  /** The items under the request's parent (all of them for a top-level resource). */
  const scope = (ctx: RouteContext): Entity[] => {
    const items = [...collection(ctx.state).values()];
    if (!parent) return items;
    const id = ctx.params[parent.param] ?? '';
    if (!parent.exists(ctx, id)) throw notFound(parent.label, id);
    return items.filter((item) => item[parent.field] === id);
  };
  const find = (ctx: RouteContext): Entity => {
    const id = ctx.params.id ?? '';
    const found = scope(ctx).find((item) => item.id === id);
    if (!found) throw notFound(label, id);
    return found;
  };
  const save = (ctx: RouteContext, entity: Entity): Entity => {
    collection(ctx.state).set(entity.id, entity);
    return copy(entity);
  };
  return {
    create(ctx) {
      scope(ctx);
      return save(ctx, spec.make(requireFields<Create>(ctx, spec.required), stamp(ctx), ctx));
    },
    list: (ctx) => copy(listOf(scope(ctx), ctx.query, spec.list)),
    page: (ctx) => copy(pageOf(scope(ctx), ctx.query, spec.list)),
    get: (ctx) => copy(find(ctx)),
    update(ctx) {
      const entity = find(ctx);
      const changes = jsonBody<Partial<Entity>>(ctx);
      return save(ctx, { ...entity, ...changes, id: entity.id, updatedAt: ctx.now });
    },
    replace(ctx) {
      const { id, orgId, createdAt } = find(ctx);
      const made = spec.make(requireFields<Create>(ctx, spec.required), stamp(ctx), ctx);
      return save(ctx, { ...made, id, orgId, createdAt, updatedAt: ctx.now });
    },
    remove(ctx) {
      const entity = find(ctx);
      collection(ctx.state).delete(entity.id);
      return copy(entity);
    },
  };
}
