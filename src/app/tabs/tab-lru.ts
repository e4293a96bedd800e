// spec §2/§9: every opened page becomes a kept-alive tab; at most 10 are cached. Opening an
// 11th evicts the least recently used tab (never the active one); eviction unmounts it.

export const MAX_KEPT_TABS = 10;

export interface KeptTab {
  /** The route path; one tab per page. */
  readonly key: string;
  /** Query and hash the tab was last shown with. */
  readonly search: string;
  readonly hash: string;
  /** Logical clock of the last visit (higher = more recent). */
  readonly lastUsed: number;
  /** Bumped by "refresh current": remounts the page. */
  readonly generation: number;
}

export interface TabsState {
  readonly tabs: readonly KeptTab[];
  readonly activeKey: string | null;
  readonly clock: number;
}

export const EMPTY_TABS: TabsState = { tabs: [], activeKey: null, clock: 0 };

export interface TabVisit {
  key: string;
  search: string;
  hash: string;
}

/**
 * Visit a page: touch its tab (or open one) and evict beyond the limit. A tab `pinned` says
 * must stay (issue #37: it holds a form with unsaved changes) is never evicted.
 */
export function visitTab(
  state: TabsState,
  visit: TabVisit,
  limit = MAX_KEPT_TABS,
  pinned: (key: string) => boolean = () => false,
): TabsState {
  const clock = state.clock + 1;
  const exists = state.tabs.some((tab) => tab.key === visit.key);
  let tabs: KeptTab[] = exists
    ? state.tabs.map((tab) =>
        tab.key === visit.key
          ? { ...tab, search: visit.search, hash: visit.hash, lastUsed: clock }
          : tab,
      )
    : [...state.tabs, { ...visit, lastUsed: clock, generation: 0 }];
  while (tabs.length > limit) {
    const victim = leastRecentlyUsed(
      tabs.filter((tab) => !pinned(tab.key)),
      visit.key,
    );
    if (!victim) break;
    tabs = tabs.filter((tab) => tab.key !== victim.key);
  }
  return { tabs, activeKey: visit.key, clock };
}

function leastRecentlyUsed(tabs: readonly KeptTab[], activeKey: string): KeptTab | undefined {
  return tabs
    .filter((tab) => tab.key !== activeKey)
    .reduce<KeptTab | undefined>(
      (oldest, tab) => (!oldest || tab.lastUsed < oldest.lastUsed ? tab : oldest),
      undefined,
    );
}

/**
 * Close a tab. When it was the active one, the tab to show next is its right neighbour, else
 * its left one (undefined when none is left: the caller goes home).
 */
export function closeTab(state: TabsState, key: string): { state: TabsState; next?: KeptTab } {
  const index = state.tabs.findIndex((tab) => tab.key === key);
  if (index < 0) return { state };
  const tabs = state.tabs.filter((tab) => tab.key !== key);
  if (state.activeKey !== key) return { state: { ...state, tabs } };
  const next = tabs[index] ?? tabs[index - 1];
  return { state: { ...state, tabs, activeKey: next?.key ?? null }, next };
}

/**
 * issue #38: a page that is done (a form after its save) leaves for `visit` and its own tab
 * closes, so 编辑 tabs do not pile up.
 */
export function leaveAndCloseTab(
  state: TabsState,
  visit: TabVisit,
  limit = MAX_KEPT_TABS,
): TabsState {
  const left = state.activeKey;
  const visited = visitTab(state, visit, limit);
  return left && left !== visit.key ? closeTab(visited, left).state : visited;
}

/** Keep only the active tab. */
export function closeOtherTabs(state: TabsState): TabsState {
  return { ...state, tabs: state.tabs.filter((tab) => tab.key === state.activeKey) };
}

/** issue #13: close every tab right of the active one. */
export function closeTabsToRight(state: TabsState): TabsState {
  const index = state.tabs.findIndex((tab) => tab.key === state.activeKey);
  return index < 0 ? state : { ...state, tabs: state.tabs.slice(0, index + 1) };
}

/** Remount a tab's page with fresh state. */
export function refreshTab(state: TabsState, key: string): TabsState {
  return {
    ...state,
    tabs: state.tabs.map((tab) =>
      tab.key === key ? { ...tab, generation: tab.generation + 1 } : tab,
    ),
  };
}
