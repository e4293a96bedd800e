import { lazy, Suspense, useEffect } from 'react';
import { Box } from '@chakra-ui/react/box';
import { useLocation } from 'react-router-dom';
import { recordPageVisit } from '../../features/platform/home/page-visits';
import type { Profile } from '../../features/platform/profile/profile-query';
import { useUserStore } from '../../features/platform/user-store/use-user-store';
import { t } from '../../lib/i18n/translate';
import { NoticePopup } from './notice-popup';
import { OnlineIndicator } from './online-indicator';

const HeaderActions = lazy(() =>
  import('./header-actions').then((module) => ({ default: module.HeaderActions })),
);

/** The corp logo from the platform (uploaded on /authorize), else the tenant's initial. */
function TenantLogo({ profile }: { profile: Profile }) {
  const { name } = profile.tenant;
  const logo = useUserStore().data?.corp.logo || profile.tenant.logo;
  if (logo) {
    return (
      <img
        src={logo}
        alt={t('shell.logoAlt', { name })}
        width={28}
        height={28}
        style={{ borderRadius: 6, objectFit: 'cover' }}
        data-testid="tenant-logo"
      />
    );
  }
  return (
    <Box
      aria-hidden="true"
      w="7"
      h="7"
      borderRadius="md"
      bg="blue.600"
      color="white"
      display="flex"
      alignItems="center"
      justifyContent="center"
      fontWeight="bold"
      fontSize="sm"
    >
      {name.slice(0, 1)}
    </Box>
  );
}

/** Counts the pages the operator opens, for the home page's shortcuts (issue #6). */
function usePageVisitLog(profile: Profile) {
  const { pathname } = useLocation();
  const owner = `${profile.tenant.tenant_id}:${profile.user.id}`;
  useEffect(() => recordPageVisit(owner, pathname), [owner, pathname]);
}

/** Header: tenant name and logo, tenant switch, online state, user menu, notice popup. */
export function AppHeader({ profile }: { profile: Profile }) {
  usePageVisitLog(profile);
  return (
    <Box
      as="header"
      display="flex"
      alignItems="center"
      gap="3"
      h="14"
      px="4"
      borderBottomWidth="1px"
      bg="white"
      flexShrink={0}
    >
      <TenantLogo profile={profile} />
      <Box fontWeight="semibold" data-testid="tenant-name" truncate>
        {profile.tenant.name}
      </Box>
      <Suspense fallback={null}>
        <HeaderActions profile={profile} slot="start" />
      </Suspense>
      <Box flex="1" />
      <OnlineIndicator />
      <Suspense fallback={<Box w="20" />}>
        <HeaderActions profile={profile} slot="end" />
      </Suspense>
      <NoticePopup />
    </Box>
  );
}
