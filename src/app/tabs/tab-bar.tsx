import { Suspense, useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { t } from '../../lib/i18n/translate';
import { CloseIcon } from '../../ui/close-icon';
import { sc } from '../../ui/static-css/class-names';
import { useOnDemand } from '../../ui/deferred-mount/use-on-demand';
import { lazyIsland, loadChakra } from '../../ui/theme/chakra-island';
import { TabMenuButton } from './tab-menu-button';
import type { KeptAliveTabs } from './use-kept-alive-tabs';
import { tabHref, tabTitle } from './use-kept-alive-tabs';

// The overflow menu and the drop confirmation are the tab bar's Chakra islands; the strip, the
// tabs and the buttons are static markup (docs/architecture.md "Styling", issue #39). The menu
// mounts on the first press of its static trigger.
const loadTabMenu = () => import('./tab-overflow-menu');
const TabOverflowMenu = lazyIsland(() => loadTabMenu().then((module) => module.TabOverflowMenu));

function TabMenu(props: { tabs: KeptAliveTabs; compact: boolean; onOpen: (key: string) => void }) {
  const { press, triggerProps } = useOnDemand(() => Promise.all([loadTabMenu(), loadChakra()]));
  const trigger = <TabMenuButton tabs={props.tabs} compact={props.compact} {...triggerProps} />;
  if (!press) return trigger;
  return (
    <Suspense fallback={trigger}>
      <TabOverflowMenu {...props} firstPress={press} />
    </Suspense>
  );
}

// issue #37: the confirm step loads only when a close would drop unsaved changes (the shell's
// first load carries no dialog).
const TabDropConfirm = lazyIsland(() =>
  import('./tab-drop-confirm').then((module) => module.TabDropConfirm),
);

/** Asks before a close or refresh drops unsaved changes (rendered only while one waits). */
function DropConfirm({ tabs }: { tabs: KeptAliveTabs }) {
  if (!tabs.pendingDrop) return null;
  return (
    <Suspense fallback={null}>
      <TabDropConfirm tabs={tabs} />
    </Suspense>
  );
}

/** Keeps the active tab in view when it changes (issue #13: the strip scrolls). */
function useActiveTabInView(activeKey: string | null) {
  const strip = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const active = strip.current?.querySelector<HTMLElement>('[data-active="true"]');
    const container = strip.current;
    if (!active || !container) return;
    const left = active.offsetLeft - container.offsetLeft;
    const right = left + active.offsetWidth;
    if (left < container.scrollLeft) container.scrollLeft = left - 8;
    else if (right > container.scrollLeft + container.clientWidth)
      container.scrollLeft = right - container.clientWidth + 8;
  }, [activeKey]);
  return strip;
}

/**
 * The row of open pages (spec §2, issue #13): a strip that scrolls sideways with the active tab
 * kept in view, an overflow menu listing every open tab, refresh and close others/right. On a
 * phone the strip gives way to a compact switcher.
 */
export function TabBar({ tabs, compact = false }: { tabs: KeptAliveTabs; compact?: boolean }) {
  const { state } = tabs;
  const strip = useActiveTabInView(state.activeKey);
  const navigate = useNavigate();
  const open = (key: string) => {
    const tab = state.tabs.find((item) => item.key === key);
    if (tab) navigate(tabHref(tab));
  };
  if (compact) {
    return (
      <nav aria-label={t('tabs.label')} data-testid="tab-bar" className={sc('tb-bar')}>
        <TabMenu tabs={tabs} compact onOpen={open} />
        <DropConfirm tabs={tabs} />
      </nav>
    );
  }
  return (
    <nav aria-label={t('tabs.label')} data-testid="tab-bar" className={sc('tb-bar', 'tb-bar-wide')}>
      <div
        ref={strip}
        className={sc('tb-strip')}
        // the strip scrolls sideways by design (docs/testing.md "Sideways overflow")
        data-scroll-x=""
        onWheel={(event) => {
          // A mouse wheel scrolls the strip sideways (no horizontal wheel on most mice).
          if (event.deltaY !== 0) event.currentTarget.scrollLeft += event.deltaY;
        }}
      >
        {state.tabs.map((tab) => {
          const title = tabTitle(tab);
          const active = tab.key === state.activeKey;
          return (
            <div
              key={tab.key}
              data-tab={tab.key}
              data-active={active ? 'true' : undefined}
              className={sc('tb-tab', active && 'tb-tab-active')}
            >
              <Link
                to={tabHref(tab)}
                aria-current={active ? 'page' : undefined}
                title={title}
                className={sc('tb-link')}
              >
                {title}
              </Link>
              <button
                type="button"
                className={sc('bt-2xs-ghost')}
                aria-label={t('tabs.close', { title })}
                onClick={() => tabs.close(tab.key)}
              >
                <CloseIcon size={12} />
              </button>
            </div>
          );
        })}
      </div>
      <div className={sc('tb-tools')}>
        <TabMenu tabs={tabs} compact={false} onOpen={open} />
        <button type="button" className={sc('bt-xs-outline')} onClick={tabs.refreshCurrent}>
          {t('tabs.refresh')}
        </button>
        <button type="button" className={sc('bt-xs-outline')} onClick={tabs.closeOthers}>
          {t('tabs.closeOthers')}
        </button>
      </div>
      <DropConfirm tabs={tabs} />
    </nav>
  );
}
