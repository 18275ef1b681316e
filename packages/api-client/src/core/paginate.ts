import type { Page, PageMetadata } from '../types/common';

/**
 * Walks a paginated route page by page, yielding items, and stops after the last page: an empty
 * page, a short page, or once `currentPage * itemsPerPage` reaches `totalItems`.
 *
 * @example
 * for await (const call of paginate((page) => listCallsPage(core, { page, limit: 100 }))) {
 *   console.log(call.id);
 * }
 */
export async function* paginate<T>(
  fetchPage: (page: number) => Promise<Page<T>>,
  firstPage = 1,
): AsyncGenerator<T, void, undefined> {
  for (let page = firstPage; ; page++) {
    const { results, metadata } = await fetchPage(page);
    yield* results;
    // without metadata, only an empty page ends the walk
    const {
      currentPage = page,
      itemsPerPage = 0,
      totalItems = Number.POSITIVE_INFINITY,
    } = metadata ?? ({} as Partial<PageMetadata>);
    if (
      results.length === 0 ||
      results.length < itemsPerPage ||
      currentPage * itemsPerPage >= totalItems
    )
      return;
  }
}
