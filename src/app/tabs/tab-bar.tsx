import { lazy, Suspense, useEffect, useRef } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Link, useNavigate } from 'react-router-dom';
import { t } from '../../lib/i18n/translate';
import { routeTitle } from '../../lib/i18n/route-title';
import { findRoute } from '../../routes';
import { CloseIcon } from '../../ui/close-icon';
import type { KeptAliveTabs } from './use-kept-alive-tabs';
import { tabHref } from './use-kept-alive-tabs';
import { withLateRecipes } from '../../ui/theme/with-late-recipes';

// issue #37: the confirm step loads only when a close would drop unsaved changes (the shell's
// first load carries no dialog).
const TabDropConfirm = lazy(() =>
  withLateRecipes(import('./tab-drop-confirm')).then((module) => ({
    default: module.TabDropConfirm,
  })),
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

const TabOverflowMenu = lazy(() =>
  withLateRecipes(import('./tab-overflow-menu')).then((module) => ({
    default: module.TabOverflowMenu,
  })),
);

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
        flexShrink={0}
      >
        <Suspense fallback={<Box h="8" flex="1" />}>
          <TabOverflowMenu tabs={tabs} compact onOpen={open} />
        </Suspense>
        <DropConfirm tabs={tabs} />
      </Box>
    );
  }
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
      flexShrink={0}
      minW="0"
    >
      <Box
        ref={strip}
        display="flex"
        gap="1"
        flex="1"
        minW="0"
        overflowX="auto"
        // the strip scrolls sideways by design (docs/testing.md "Sideways overflow")
        data-scroll-x=""
        css={{ scrollbarWidth: 'thin' }}
        onWheel={(event) => {
          // A mouse wheel scrolls the strip sideways (no horizontal wheel on most mice).
          if (event.deltaY !== 0) event.currentTarget.scrollLeft += event.deltaY;
        }}
      >
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
              gap="0.5"
              ps="3"
              pe="1"
              h="8"
              maxW="44"
              flexShrink={0}
              borderRadius="md"
              borderWidth="1px"
              borderColor={active ? 'blue.600' : 'gray.200'}
              bg={active ? 'blue.50' : 'white'}
              color={active ? 'blue.700' : 'gray.700'}
              fontWeight={active ? 'medium' : undefined}
              fontSize="sm"
              whiteSpace="nowrap"
              _hover={active ? undefined : { bg: 'gray.50' }}
            >
              <Box asChild truncate minW="0">
                <Link to={tabHref(tab)} aria-current={active ? 'page' : undefined} title={title}>
                  {title}
                </Link>
              </Box>
              <Button
                size="2xs"
                variant="ghost"
                flexShrink={0}
                aria-label={t('tabs.close', { title })}
                onClick={() => tabs.close(tab.key)}
              >
                <CloseIcon size={12} />
              </Button>
            </Box>
          );
        })}
      </Box>
      <Box display="flex" gap="2" flexShrink={0}>
        <Suspense fallback={<Box w="8" />}>
          <TabOverflowMenu tabs={tabs} compact={false} onOpen={open} />
        </Suspense>
        <Button size="xs" variant="outline" onClick={tabs.refreshCurrent}>
          {t('tabs.refresh')}
        </Button>
        <Button size="xs" variant="outline" onClick={tabs.closeOthers}>
          {t('tabs.closeOthers')}
        </Button>
      </Box>
      <DropConfirm tabs={tabs} />
    </Box>
  );
}
