import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { routeTitle } from '../../lib/i18n/route-title';
import {
  closesLeftTab,
  forgetDiscardedTab,
  wasDiscarded,
} from '../../lib/navigation/close-left-tab';
import { tabHasUnsavedForm, tabPane } from '../../lib/navigation/unsaved-forms';
import { findRoute } from '../../routes';
import {
  closeOtherTabs,
  closeTab,
  closeTabsToRight,
  EMPTY_TABS,
  leaveAndCloseTab,
  refreshTab,
  visitTab,
  type KeptTab,
  type TabsState,
} from './tab-lru';

export interface KeptAliveTabs {
  state: TabsState;
  close: (key: string) => void;
  closeOthers: () => void;
  closeRight: () => void;
  refreshCurrent: () => void;
  /** issue #37: a close or refresh that would drop unsaved changes, waiting for an answer. */
  pendingDrop: boolean;
  confirmDrop: () => void;
  keepTabs: () => void;
}

export function tabHref(tab: Pick<KeptTab, 'key' | 'search' | 'hash'>): string {
  return `${tab.key}${tab.search}${tab.hash}`;
}

/** A tab's title from the route table; a record's form says 新建 or 编辑 by its query (#37). */
export function tabTitle(tab: Pick<KeptTab, 'key' | 'search'>): string {
  return routeTitle(findRoute(tab.key) ?? { path: tab.key, title: tab.key }, tab.search);
}

/** Does the tab show a form page (the form kit's FormPage marks its form)? */
function showsFormPage(key: string): boolean {
  return tabPane(key)?.querySelector('[data-form-page]') != null;
}

/**
 * Tabs follow the router: every visited page opens or touches its tab (spec §2). issue #37
 * "forms start clean" (docs/forms.md): a form page opened again after it was left without
 * unsaved changes (saved, 返回, or only looked at) starts afresh, so a 新建 opens with the
 * defaults and an edit with the record's current values; a tab holding unsaved changes is
 * never evicted, and closing or refreshing it asks first.
 */
export function useKeptAliveTabs(): KeptAliveTabs {
  const location = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState<TabsState>(EMPTY_TABS);
  const [seenLocation, setSeenLocation] = useState<string | null>(null);
  const [pending, setPending] = useState<(() => void) | null>(null);

  // Adjust state while rendering (not in an effect) so the new tab mounts in the same pass.
  const visitId = `${location.key}|${location.pathname}${location.search}${location.hash}`;
  if (seenLocation !== visitId) {
    setSeenLocation(visitId);
    const key = findRoute(location.pathname)?.path ?? location.pathname;
    const visit = { key, search: location.search, hash: location.hash };
    // issue #38: a form page that saved asks to close its own tab as it leaves; issue #37: so
    // does one whose changes were discarded (it marked its tab)
    const leaving = closesLeftTab(location.state) || wasDiscarded(state.activeKey);
    const reopened =
      state.activeKey !== key &&
      state.tabs.some((tab) => tab.key === key) &&
      showsFormPage(key) &&
      !tabHasUnsavedForm(key);
    setState((current) => {
      if (leaving) return leaveAndCloseTab(current, visit);
      const visited = visitTab(current, visit, undefined, tabHasUnsavedForm);
      return reopened ? refreshTab(visited, key) : visited;
    });
  }
  // A discard mark serves the one leave that follows it.
  useEffect(() => forgetDiscardedTab(), [visitId]);

  /** Runs `drop` now, or after the person agrees when one of `keys` holds unsaved changes. */
  const guarded = (keys: readonly string[], drop: () => void) => {
    if (keys.some(tabHasUnsavedForm)) setPending(() => drop);
    else drop();
  };

  const close = (key: string) =>
    guarded([key], () => {
      const result = closeTab(state, key);
      setState(result.state);
      if (state.activeKey === key) navigate(result.next ? tabHref(result.next) : '/index');
    });

  const others = state.tabs.filter((tab) => tab.key !== state.activeKey).map((tab) => tab.key);
  const activeIndex = state.tabs.findIndex((tab) => tab.key === state.activeKey);
  const right = state.tabs.slice(activeIndex + 1).map((tab) => tab.key);

  return {
    state,
    close,
    closeOthers: () => guarded(others, () => setState(closeOtherTabs)),
    closeRight: () => guarded(right, () => setState(closeTabsToRight)),
    refreshCurrent: () => {
      const key = state.activeKey;
      if (key) guarded([key], () => setState((current) => refreshTab(current, key)));
    },
    pendingDrop: pending !== null,
    confirmDrop: () => {
      pending?.();
      setPending(null);
    },
    keepTabs: () => setPending(null),
  };
}
