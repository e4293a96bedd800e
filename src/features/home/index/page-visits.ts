import { MENU_ENTRIES } from '../../../../contract/menu-codes';

// /index "shortcuts to the operator's most used pages" (issue #6): the shell counts the pages
// an operator opens (top-level routes, per tenant and user, in localStorage) and /index
// offers the most used ones first.
const KEY = 'scrm:page-visits';
const MAX_PAGES = 40;

type Counts = Record<string, number>;

function readAll(): Record<string, Counts> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, Counts>) : {};
  } catch {
    return {};
  }
}

/** The top-level page a pathname belongs to; undefined for /index and unknown paths. */
export function visitedPage(pathname: string): string | undefined {
  // issue #12: read from the menu (not src/routes.ts, which loads this page: an import cycle);
  // child routes nest under their parent's path.
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page = MENU_ENTRIES.find(
    (entry) => path === entry.path || path.startsWith(`${entry.path}/`),
  )?.path;
  return page && page !== '/index' ? page : undefined;
}

export function recordPageVisit(owner: string, pathname: string): void {
  const page = visitedPage(pathname);
  if (!page || !owner) return;
  const all = readAll();
  const counts = { ...all[owner], [page]: (all[owner]?.[page] ?? 0) + 1 };
  // Keep the most used pages only, so the entry never grows without bound.
  const kept = Object.fromEntries(
    Object.entries(counts)
      .sort((a, b) => b[1] - a[1])
      .slice(0, MAX_PAGES),
  );
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...all, [owner]: kept }));
  } catch {
    // storage full or blocked: shortcuts fall back to the defaults
  }
}

export function pageVisitCounts(owner: string): Counts {
  return readAll()[owner] ?? {};
}

/** Most used first; ties keep the given default order (docs/domain.md §10's daily routes). */
export function mostUsedPages(
  counts: Counts,
  candidates: readonly string[],
  defaults: readonly string[],
  limit = 8,
): string[] {
  const rank = (path: string) => {
    const index = defaults.indexOf(path);
    return index < 0 ? defaults.length : index;
  };
  return [...candidates]
    .sort((a, b) => (counts[b] ?? 0) - (counts[a] ?? 0) || rank(a) - rank(b))
    .slice(0, limit);
}
