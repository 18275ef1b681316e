import { type AnyRoute, methodAndPath } from '../core/route';

/** A route with what it takes to match a request to it. */
export interface RouteMatcher<Name extends string = string> {
  /** The name of the route's client function, e.g. `'getAssistant'`. */
  readonly name: Name;
  readonly route: AnyRoute;
  readonly method: string;
  /** The path as a pattern: each path value a named group of one non-empty segment. */
  readonly pattern: RegExp;
  /** Its segments' kinds, `0` fixed and `1` a path value: the order of the matchers. */
  readonly rank: string;
}

/**
 * The matchers of a route table, most specific first: at the first place where two paths differ
 * in kind, the fixed segment wins, so `/template/pinned` comes before `/template/{id}`.
 */
export function matchersOf<Name extends string>(
  routes: Readonly<Record<Name, AnyRoute>>,
): RouteMatcher<Name>[] {
  return (Object.entries(routes) as [Name, AnyRoute][])
    .map(([name, route]) => {
      const [method, path] = methodAndPath(route);
      return {
        name,
        route,
        method,
        pattern: new RegExp(`^${path.replace(/\{(\w+)\}/g, '(?<$1>[^/]+)')}$`),
        rank: path.replace(/[^/{]+/g, '').replace(/\/\{?/g, (part) => String(part.length - 1)),
      };
    })
    .sort((a, b) => a.rank.localeCompare(b.rank));
}

/** A path segment decoded, or as it is when it is not valid percent-encoding. */
function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** The path values of `pathname` if it fits the matcher's path, decoded. */
export function valuesOf(
  matcher: RouteMatcher,
  pathname: string,
): Record<string, string> | undefined {
  const found = matcher.pattern.exec(pathname);
  return (
    (found &&
      Object.fromEntries(
        Object.entries(found.groups ?? {}).map(([name, part]) => [name, decoded(part)]),
      )) ??
    undefined
  );
}
