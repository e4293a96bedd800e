import {
  MenuContent,
  MenuItem,
  MenuItemGroup,
  MenuItemGroupLabel,
  MenuPositioner,
  MenuRoot,
  MenuSeparator,
  MenuTrigger,
} from '@chakra-ui/react/menu';
import { t } from '../../lib/i18n/translate';
import type { FirstPress } from '../../ui/deferred-mount/use-on-demand';
import { useReplayedPress } from '../../ui/deferred-mount/replay-press';

import { TabMenuButton } from './tab-menu-button';
import type { KeptAliveTabs } from './use-kept-alive-tabs';
import { tabTitle } from './use-kept-alive-tabs';

/**
 * issue #13: every open tab in a list (the strip may scroll them out of sight) and the tab
 * actions. On a phone its trigger is the compact switcher naming the current page. issue #39:
 * mounted on the first press of its static trigger (tab-menu-button.tsx, tab-bar.tsx), which
 * it hands to its own trigger (useReplayedPress) to open as on every later press.
 */
export function TabOverflowMenu(props: {
  tabs: KeptAliveTabs;
  compact: boolean;
  /** Shows a tab (the router's navigate, passed in so this chunk holds no router code). */
  onOpen: (key: string) => void;
  firstPress?: FirstPress;
}) {
  const { tabs, compact } = props;
  const trigger = useReplayedPress<HTMLButtonElement>(props.firstPress);
  const { state } = tabs;
  const count = state.tabs.length;
  return (
    <MenuRoot
      positioning={{ placement: compact ? 'bottom-start' : 'bottom-end' }}
      onSelect={({ value }) => {
        if (value === 'refresh') tabs.refreshCurrent();
        else if (value === 'close-current' && state.activeKey) tabs.close(state.activeKey);
        else if (value === 'close-others') tabs.closeOthers();
        else if (value === 'close-right') tabs.closeRight();
        else props.onOpen(value);
      }}
    >
      <MenuTrigger asChild>
        <TabMenuButton ref={trigger} tabs={tabs} compact={compact} />
      </MenuTrigger>
      <MenuPositioner>
        <MenuContent minW="56" maxH="min(70vh, 480px)" overflowY="auto">
          <MenuItemGroup>
            <MenuItemGroupLabel>{t('tabs.all', { count })}</MenuItemGroupLabel>
            {state.tabs.map((tab) => (
              <MenuItem
                key={tab.key}
                value={tab.key}
                fontWeight={tab.key === state.activeKey ? 'semibold' : undefined}
                color={tab.key === state.activeKey ? 'blue.700' : undefined}
              >
                {tabTitle(tab)}
              </MenuItem>
            ))}
          </MenuItemGroup>
          <MenuSeparator />
          <MenuItem value="refresh">{t('tabs.refresh')}</MenuItem>
          <MenuItem value="close-current">{t('tabs.closeCurrent')}</MenuItem>
          <MenuItem value="close-others">{t('tabs.closeOthers')}</MenuItem>
          <MenuItem value="close-right">{t('tabs.closeRight')}</MenuItem>
        </MenuContent>
      </MenuPositioner>
    </MenuRoot>
  );
}
