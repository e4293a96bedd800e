// The page buttons of the pager: first, last, the current page with two neighbours, and
// 'gap' where pages are left out (spec §9: size changer and quick jumper do the rest).
export type PageItem = number | 'gap-before' | 'gap-after';

export function pageItems(current: number, pageCount: number): PageItem[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, index) => index + 1);
  const start = Math.max(2, Math.min(current - 2, pageCount - 5));
  const end = Math.min(pageCount - 1, Math.max(current + 2, 6));
  const items: PageItem[] = [1];
  if (start > 2) items.push('gap-before');
  for (let page = start; page <= end; page += 1) items.push(page);
  if (end < pageCount - 1) items.push('gap-after');
  items.push(pageCount);
  return items;
}

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A typed page number, clamped to the pages that exist; undefined when it is not a number. */
export function parseJump(text: string, pageCount: number): number | undefined {
  const value = Number.parseInt(text.trim(), 10);
  if (!Number.isFinite(value)) return undefined;
  return Math.min(Math.max(1, value), pageCount);
}
