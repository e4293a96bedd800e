import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Link } from 'react-router-dom';
import { t } from '../../lib/i18n/translate';
import { findRoute } from '../../routes';
import { CloseIcon } from '../../ui/close-icon';
import { routeTitle } from '../../lib/i18n/route-title';
import type { KeptAliveTabs } from './use-kept-alive-tabs';
import { tabHref } from './use-kept-alive-tabs';

/** The row of open pages (spec §2): switch, close, close others, refresh current. */
export function TabBar({ tabs }: { tabs: KeptAliveTabs }) {
  const { state } = tabs;
  return (
    <Box
      as="nav"
      aria-label={t('tabs.label')}
      data-testid="tab-bar"
      display="flex"
      alignItems="center"
      gap="2"
      px="3"
      py="1.5"
      borderBottomWidth="1px"
      bg="white"
      overflowX="auto"
      flexShrink={0}
    >
      <Box display="flex" gap="1" flex="1" minW="0">
        {state.tabs.map((tab) => {
          const title = routeTitle(findRoute(tab.key) ?? { path: tab.key, title: tab.key });
          const active = tab.key === state.activeKey;
          return (
            <Box
              key={tab.key}
              data-tab={tab.key}
              data-active={active ? 'true' : undefined}
              display="flex"
              alignItems="center"
              gap="1"
              ps="3"
              pe="1"
              h="8"
              borderRadius="md"
              borderWidth="1px"
              borderColor={active ? 'blue.500' : 'gray.200'}
              bg={active ? 'blue.50' : 'white'}
              color={active ? 'blue.700' : 'gray.700'}
              fontSize="sm"
              whiteSpace="nowrap"
            >
              <Link to={tabHref(tab)} aria-current={active ? 'page' : undefined}>
                {title}
              </Link>
              <Button
                size="2xs"
                variant="ghost"
                aria-label={t('tabs.close', { title })}
                onClick={() => tabs.close(tab.key)}
              >
                <CloseIcon size={12} />
              </Button>
            </Box>
          );
        })}
      </Box>
      <Button size="xs" variant="outline" onClick={tabs.refreshCurrent}>
        {t('tabs.refresh')}
      </Button>
      <Button size="xs" variant="outline" onClick={tabs.closeOthers}>
        {t('tabs.closeOthers')}
      </Button>
    </Box>
  );
}
