import { useMemo } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { grantedCodes } from '../../features/platform/menu/menu-access';
import { useMenuLists } from '../../features/platform/menu/menu-query';
import { useProfile } from '../../features/platform/profile/profile-query';
import { t } from '../../lib/i18n/translate';
import { StatusPage } from '../../ui/status-page';
import { KeptAliveOutlet } from '../tabs/kept-alive-outlet';
import { TabBar } from '../tabs/tab-bar';
import { useKeptAliveTabs } from '../tabs/use-kept-alive-tabs';
import { AppHeader } from './app-header';
import { BannerRegion, type ShellBanner } from './banner-region';
import { SideMenu } from './side-menu';

// spec §4 banners (auth state, expiry) come with the platform issue; the region is here.
const NO_BANNERS: readonly ShellBanner[] = [];

/** The signed-in layout: side menu, header, banners, tabs and the kept-alive content. */
export function ShellLayout() {
  const menu = useMenuLists();
  const profile = useProfile();
  const tabs = useKeptAliveTabs();
  const granted = useMemo(
    () => (menu.data ? grantedCodes(menu.data) : new Set<string>()),
    [menu.data],
  );

  // spec §2: until the first load finishes, an empty placeholder is shown.
  if (menu.isPending || profile.isPending) return <div data-testid="shell-placeholder" />;
  if (menu.isError || profile.isError) {
    return (
      <StatusPage
        testId="shell-load-error"
        title={t('shell.loadFailed')}
        description={t('shell.loadFailedHint')}
        actions={
          <Button
            colorPalette="blue"
            onClick={() => {
              void menu.refetch();
              void profile.refetch();
            }}
          >
            {t('common.retry')}
          </Button>
        }
      />
    );
  }

  return (
    <Box display="flex" h="100dvh" overflow="hidden" data-testid="shell-layout">
      <Box as="aside" w="56" flexShrink={0} borderEndWidth="1px" bg="white" overflowY="auto">
        <Box px="4" h="14" display="flex" alignItems="center" fontWeight="bold" color="blue.700">
          {t('app.name')}
        </Box>
        <SideMenu granted={granted} visibleAppList={menu.data.visibleAppList} />
      </Box>
      <Box flex="1" minW="0" display="flex" flexDirection="column">
        <AppHeader profile={profile.data} />
        <BannerRegion banners={NO_BANNERS} />
        <TabBar tabs={tabs} />
        <KeptAliveOutlet
          tabs={tabs.state.tabs}
          activeKey={tabs.state.activeKey}
          granted={granted}
        />
      </Box>
    </Box>
  );
}
