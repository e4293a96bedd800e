// issue #34 "one way to do each thing": the two pieces every paged, searchable list query
// needs, written once for the server (spec §9: lists are paged, 20 a page by default).

import type { ListData } from '../../contract/envelope';

/** The rows to skip for `page` (1-based) of `page_size` rows. */
export const offsetOf = (query: { readonly page: number; readonly page_size: number }) =>
  (query.page - 1) * query.page_size;

/** `text` with LIKE's wildcards and escape character escaped, to match it literally. */
export const escapeLike = (text: string) => text.replace(/[%_\\]/g, '\\$&');

/** The LIKE / ILIKE pattern "contains `text`", its wildcards matched literally. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

/**
 * One page of a list and its filtered total, as the list envelope: `rows` reads the page
 * (`limit` and `offset` from the query), `total` counts what the filters match (`{ n }`),
 * both at once; `toList` turns the stored rows into list rows (at once, or by further reads).
 */
export async function pagedList<R, O>(
  query: { readonly page: number; readonly page_size: number },
  rows: (page: { readonly limit: number; readonly offset: number }) => PromiseLike<readonly R[]>,
  total: PromiseLike<readonly { readonly n: number }[]>,
  toList: (rows: readonly R[]) => readonly O[] | PromiseLike<readonly O[]>,
): Promise<ListData<O>> {
  const [found, [counted]] = await Promise.all([
    rows({ limit: query.page_size, offset: offsetOf(query) }),
    total,
  ]);
  return {
    list: await toList(found),
    total: counted?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}
