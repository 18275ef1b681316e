import type { Page, PageMetadata } from '../types/common';
import { checkOption, type RequestOptions } from './core';

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
  let previous: [unknown, string] | undefined;
  for (let page = firstPage; !maxPages || page < firstPage + maxPages; page++) {
    const { results, metadata } = await fetchPage(page);
    // without metadata, only an empty page ends the walk
    const {
      currentPage = page,
      itemsPerPage = 0,
      totalItems = Number.POSITIVE_INFINITY,
    } = metadata ?? ({} as Partial<PageMetadata>);
    const items = JSON.stringify(results);
    if (results.length && (currentPage === previous?.[0] || items === previous?.[1])) return;
    previous = [currentPage, items];
    yield* results;
    if (
      results.length === 0 ||
      results.length < itemsPerPage ||
      currentPage * itemsPerPage >= totalItems
    )
      return;
  }
}
