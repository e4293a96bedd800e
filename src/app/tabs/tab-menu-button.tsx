import type { ComponentPropsWithRef } from 'react';
import { t } from '../../lib/i18n/translate';
import { sc } from '../../ui/static-css/class-names';
import type { KeptAliveTabs } from './use-kept-alive-tabs';
import { tabTitle } from './use-kept-alive-tabs';

type ButtonProps = Omit<ComponentPropsWithRef<'button'>, 'className' | 'children'>;

/**
 * The tab menu's trigger as a static button (issue #39, docs/architecture.md "Styling"): on a
 * phone the compact switcher naming the current page and the count of open tabs, beside the
 * strip a ⌄. The menu (tab-overflow-menu.tsx, a Chakra island) mounts on its first press and
 * keeps this same button as its trigger.
 */
export function TabMenuButton({
  tabs,
  compact,
  ...props
}: ButtonProps & { tabs: KeptAliveTabs; compact: boolean }) {
  const { state } = tabs;
  const active = state.tabs.find((tab) => tab.key === state.activeKey);
  const activeTitle = active ? tabTitle(active) : '';
  const count = state.tabs.length;
  if (compact) {
    return (
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={false}
        // the visible title and count are its name (WCAG 2.5.3 label in name, issue #38);
        // the sentence is its description
        title={t('tabs.switcher', { count, title: activeTitle })}
        data-testid="tab-switcher"
        {...props}
        className={sc('bt-sm-outline', 'tb-switcher')}
      >
        <span className={sc('tb-switcher-title')}>{activeTitle}</span>
        <span className={sc('tb-switcher-end')}>
          <span className={sc('tb-switcher-count')}>{count}</span>
          <Chevron />
        </span>
      </button>
    );
  }
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-label={t('tabs.all', { count })}
      title={t('tabs.all', { count })}
      data-testid="tab-overflow"
      {...props}
      className={sc('bt-xs-outline', 'tb-overflow')}
    >
      <Chevron />
    </button>
  );
}

function Chevron() {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M4 6l4 4 4-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    </svg>
  );
}
