import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { closesLeftTab } from '../../lib/navigation/close-left-tab';
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
}

export function tabHref(tab: Pick<KeptTab, 'key' | 'search' | 'hash'>): string {
  return `${tab.key}${tab.search}${tab.hash}`;
}

/** Tabs follow the router: every visited page opens or touches its tab (spec §2). */
export function useKeptAliveTabs(): KeptAliveTabs {
  const location = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState<TabsState>(EMPTY_TABS);
  const [seenLocation, setSeenLocation] = useState<string | null>(null);

  // Adjust state while rendering (not in an effect) so the new tab mounts in the same pass.
  const visitId = `${location.key}|${location.pathname}${location.search}${location.hash}`;
  if (seenLocation !== visitId) {
    setSeenLocation(visitId);
    const key = findRoute(location.pathname)?.path ?? location.pathname;
    const visit = { key, search: location.search, hash: location.hash };
    const leaving = closesLeftTab(location.state);
    setState((current) => (leaving ? leaveAndCloseTab(current, visit) : visitTab(current, visit)));
  }

  const close = (key: string) => {
    const result = closeTab(state, key);
    setState(result.state);
    if (state.activeKey === key) navigate(result.next ? tabHref(result.next) : '/index');
  };

  return {
    state,
    close,
    closeOthers: () => setState(closeOtherTabs),
    closeRight: () => setState(closeTabsToRight),
    refreshCurrent: () => {
      if (state.activeKey) setState(refreshTab(state, state.activeKey));
    },
  };
}
