import type { Page, PageMetadata, PageQuery } from '../types/common';
import { type Core, type CoreRequest, checkOption, type RequestOptions } from './core';
import { type AnyRoute, type OutputOf, type RouteArgs, requestOf } from './route';

/** Options of the `paginate…` route functions: those of every request, and a page cap. */
export interface PaginateOptions extends RequestOptions {
  /** Stops after this many pages. Default `0`: no cap. */
  maxPages?: number;
}

/**
 * Walks a paginated route page by page, yielding items, and stops after the last page: an empty
 * page, a short page, or once `currentPage * itemsPerPage` reaches `totalItems`. It also stops
 * after `maxPages` pages (0: no cap), and when the server answers the page it answered before (the same
 * `currentPage`, or the same items), so a server that ignores `page` cannot make it loop forever.
 *
 * @example
 * ```ts
 * for await (const call of paginate((page) => listCallsPage(core, { page, limit: 100 }))) {
 *   console.log(call.id);
 * }
 * ```
 */
export async function* paginate<T>(
  fetchPage: (page: number) => Promise<Page<T>>,
  firstPage = 1,
  maxPages = 0,
): AsyncGenerator<T, void, undefined> {
  checkOption('maxPages', maxPages, true);
  let previousPage: number | undefined;
  let previousItems: string | undefined;
  for (let page = firstPage; !maxPages || page < firstPage + maxPages; page++) {
    const { results, metadata } = await fetchPage(page);
    // without metadata, only an empty page ends the walk
    const {
      currentPage = page,
      itemsPerPage = 0,
      totalItems = Infinity,
    } = metadata ?? ({} as Partial<PageMetadata>);
    const items = JSON.stringify(results);
    if (results.length && (currentPage === previousPage || items === previousItems)) return;
    previousPage = currentPage;
    previousItems = items;
    yield* results;
    if (
      results.length === 0 ||
      results.length < itemsPerPage ||
      currentPage * itemsPerPage >= totalItems
    )
      return;
  }
}

/** A paginated route's walk: its path values, then its query, then the options. */
export type PageWalk<R extends AnyRoute> =
  OutputOf<R> extends Page<infer T>
    ? (core: Core, ...args: RouteArgs<R, PaginateOptions>) => AsyncGenerator<T, void, undefined>
    : never;

/**
 * The `paginate…` function of a paginated route's client function: it walks the route's pages
 * (from `query.page`, or 1) with {@link paginate}, each page's request made like the route's own
 * function makes it.
 */
// @__NO_SIDE_EFFECTS__
export function paginator<R extends AnyRoute>({ route }: { readonly route: R }): PageWalk<R> {
  return ((core: Core, ...args: unknown[]) => {
    const request = requestOf(route, args) as CoreRequest & PaginateOptions;
    const query = request.query as PageQuery | undefined;
    return paginate(
      (page) => core.request<Page<never>>({ ...request, query: { ...query, page } }),
      query?.page,
      request.maxPages,
    );
  }) as unknown as PageWalk<R>;
}
