import { type AnyRoute, methodAndPath } from '../core/route';

/** A route with what it takes to match a request to it. */
export interface RouteMatcher<Name extends string = string> {
  /** The name of the route's client function, e.g. `'getAssistant'`. */
  readonly name: Name;
  readonly route: AnyRoute;
  readonly method: string;
  /** The path's segments, with `undefined` for a path value. */
  readonly segments: readonly (string | undefined)[];
  /** The path values' names, in order. */
  readonly values: readonly string[];
}

/** Paths with more fixed segments first, so `/template/pinned` wins over `/template/{id}`. */
function bySpecificity(a: RouteMatcher, b: RouteMatcher): number {
  for (let i = 0; i < Math.min(a.segments.length, b.segments.length); i++) {
    const [left, right] = [a.segments[i] === undefined, b.segments[i] === undefined];
    if (left !== right) return left ? 1 : -1;
  }
  return 0;
}

/** The matchers of a route table, most specific first. */
export function matchersOf<Name extends string>(
  routes: Readonly<Record<Name, AnyRoute>>,
): RouteMatcher<Name>[] {
  return (Object.entries(routes) as [Name, AnyRoute][])
    .map(([name, route]) => {
      const [method, path] = methodAndPath(route);
      const parts = path.split('/').slice(1);
      return {
        name,
        route,
        method,
        segments: parts.map((part) => (part.startsWith('{') ? undefined : part)),
        values: parts.filter((part) => part.startsWith('{')).map((part) => part.slice(1, -1)),
      };
    })
    .sort(bySpecificity);
}

/** A path segment decoded, or as it is when it is not valid percent-encoding. */
function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** The path values of `pathname` if its segments fit the matcher's, decoded. */
export function valuesOf(
  matcher: RouteMatcher,
  pathname: string,
): Record<string, string> | undefined {
  const parts = pathname.split('/').slice(1);
  if (parts.length !== matcher.segments.length) return undefined;
  const params: Record<string, string> = {};
  let value = 0;
  for (const [i, segment] of matcher.segments.entries()) {
    const part = parts[i] ?? '';
    if (segment === undefined) {
      if (!part) return undefined;
      params[matcher.values[value++] as string] = decoded(part);
    } else if (segment !== part) return undefined;
  }
  return params;
}
