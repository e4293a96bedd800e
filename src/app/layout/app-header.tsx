import { lazy, Suspense } from 'react';
import { Box } from '@chakra-ui/react/box';
import type { Profile } from '../../features/platform/profile/profile-query';
import { t } from '../../lib/i18n/translate';
import { OnlineIndicator } from './online-indicator';

const HeaderActions = lazy(() =>
  import('./header-actions').then((module) => ({ default: module.HeaderActions })),
);

function TenantLogo({ profile }: { profile: Profile }) {
  const { name, logo } = profile.tenant;
  if (logo) {
    return <img src={logo} alt={t('shell.logoAlt', { name })} width={28} height={28} />;
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

/** Header: tenant name and logo, tenant switch, online state, user menu (issue #4). */
export function AppHeader({ profile }: { profile: Profile }) {
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
    </Box>
  );
}
