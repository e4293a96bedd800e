import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
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
import type { KeptAliveTabs } from './use-kept-alive-tabs';
import { tabTitle } from './use-kept-alive-tabs';

/**
 * issue #13: every open tab in a list (the strip may scroll them out of sight) and the tab
 * actions. On a phone its trigger is the compact switcher naming the current page. Loaded
 * after the first paint (Chakra's menu machine stays out of the initial JS).
 */
export function TabOverflowMenu(props: {
  tabs: KeptAliveTabs;
  compact: boolean;
  /** Shows a tab (the router's navigate, passed in so this chunk holds no router code). */
  onOpen: (key: string) => void;
}) {
  const { tabs, compact } = props;
  const { state } = tabs;
  const active = state.tabs.find((tab) => tab.key === state.activeKey);
  const activeTitle = active ? tabTitle(active) : '';
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
        {compact ? (
          <Button
            size="sm"
            variant="outline"
            flex="1"
            minW="0"
            justifyContent="space-between"
            fontWeight="normal"
            // the visible title and count are its name (WCAG 2.5.3 label in name, issue #38);
            // the sentence is its description
            title={t('tabs.switcher', { count, title: activeTitle })}
            data-testid="tab-switcher"
          >
            <Box as="span" truncate>
              {activeTitle}
            </Box>
            <Box as="span" display="flex" alignItems="center" gap="1.5" flexShrink={0}>
              <Box
                as="span"
                fontSize="xs"
                px="1.5"
                borderRadius="full"
                bg="gray.100"
                color="gray.700"
              >
                {count}
              </Box>
              <Chevron />
            </Box>
          </Button>
        ) : (
          <Button
            size="xs"
            variant="outline"
            aria-label={t('tabs.all', { count })}
            title={t('tabs.all', { count })}
            data-testid="tab-overflow"
            px="2"
          >
            <Chevron />
          </Button>
        )}
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
