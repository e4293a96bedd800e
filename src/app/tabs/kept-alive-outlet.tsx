import { Activity, memo, useLayoutEffect, useMemo, useRef } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { runVersionProbe } from '../../lib/version/version-probe';
import { findRoute } from '../../routes';
import { sc } from '../../ui/static-css/class-names';
import { RoutePage } from '../pages/route-page';
import type { KeptTab } from './tab-lru';

interface TabPaneProps {
  tabKey: string;
  search: string;
  hash: string;
  active: boolean;
  granted: ReadonlySet<string>;
}

// Each tab sees its own location (the one it was left at), so a hidden page reading the
// query never reacts to another tab's address.
const TabPane = memo(function TabPane({ tabKey, search, hash, active, granted }: TabPaneProps) {
  const location = useMemo(() => ({ pathname: tabKey, search, hash }), [tabKey, search, hash]);
  const route = findRoute(tabKey);
  return (
    <Activity mode={active ? 'visible' : 'hidden'} name={tabKey}>
      <div data-tab-pane={tabKey}>
        <Routes location={location}>
          <Route path="*" element={route ? <RoutePage route={route} granted={granted} /> : null} />
        </Routes>
      </div>
    </Activity>
  );
});

export interface KeptAliveOutletProps {
  tabs: readonly KeptTab[];
  activeKey: string | null;
  granted: ReadonlySet<string>;
}

/**
 * spec §2: pages stay alive in React's <Activity> (state kept, effects paused); an evicted tab
 * leaves this list and unmounts. The content area (class ik-keep-alive-no) is scrolled to the
 * top after every route change, a kept tab gets back the scroll it was left at, and then the
 * version probe runs (spec §4).
 */
export function KeptAliveOutlet({ tabs, activeKey, granted }: KeptAliveOutletProps) {
  const contentRef = useRef<HTMLDivElement>(null);
  const scrollByTab = useRef(new Map<string, number>());
  // The content's scroll as last set or reported: writing scrollTop forces a layout in the
  // middle of the commit (issue #23: ~100 ms of the first load at 4× throttle), so it is
  // written only when it has to change.
  const shownScroll = useRef(0);
  const location = useLocation();

  useLayoutEffect(() => {
    const content = contentRef.current;
    const wanted = (activeKey ? scrollByTab.current.get(activeKey) : undefined) ?? 0;
    if (content && shownScroll.current !== wanted) {
      content.scrollTop = wanted;
      shownScroll.current = wanted;
    }
    runVersionProbe();
  }, [location.key, activeKey]);

  return (
    <main
      ref={contentRef}
      className={`ik-keep-alive-no ${sc('fr-content')}`}
      data-testid="content-area"
      onScroll={(event) => {
        shownScroll.current = event.currentTarget.scrollTop;
        if (activeKey) scrollByTab.current.set(activeKey, shownScroll.current);
      }}
    >
      {tabs.map((tab) => (
        <TabPane
          key={`${tab.key}#${tab.generation}`}
          tabKey={tab.key}
          search={tab.search}
          hash={tab.hash}
          active={tab.key === activeKey}
          granted={granted}
        />
      ))}
    </main>
  );
}
