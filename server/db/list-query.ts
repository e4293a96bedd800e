// issue #34 "one way to do each thing": the two pieces every paged, searchable list query
// needs, written once for the server (spec §9: lists are paged, 20 a page by default).

/** The rows to skip for `page` (1-based) of `page_size` rows. */
export const offsetOf = (query: { readonly page: number; readonly page_size: number }) =>
  (query.page - 1) * query.page_size;

/** `text` with LIKE's wildcards and escape character escaped, to match it literally. */
export const escapeLike = (text: string) => text.replace(/[%_\\]/g, '\\$&');

/** The LIKE / ILIKE pattern "contains `text`", its wildcards matched literally. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;
