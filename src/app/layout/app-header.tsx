import { lazy, Suspense, useEffect } from 'react';
import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';
import { useLocation } from 'react-router-dom';
import { recordPageVisit } from '../../features/home/index/page-visits';
import type { Profile } from '../../data/profile/profile-query';
import { useUserStore } from '../../data/user-store/use-user-store';
import { t } from '../../lib/i18n/translate';
import { NoticePopup } from './notice-popup';
import { OnlineIndicator } from './online-indicator';
import { withLateRecipes } from '../../ui/theme/with-late-recipes';

const HeaderActions = lazy(() =>
  withLateRecipes(import('./header-actions')).then((module) => ({ default: module.HeaderActions })),
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
        style={{ borderRadius: 6, objectFit: 'cover', flexShrink: 0 }}
        data-testid="tenant-logo"
      />
    );
  }
  return (
    <Box
      aria-hidden="true"
      data-testid="tenant-initial"
      flexShrink={0}
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

/** Three lines: the menu button of phones and tablets (drawn inline: no icon chunk needed). */
function MenuButton({ open, onClick }: { open: boolean; onClick: () => void }) {
  return (
    <chakra.button
      type="button"
      onClick={onClick}
      aria-label={t('shell.menuOpen')}
      aria-expanded={open}
      aria-haspopup="dialog"
      data-testid="menu-toggle"
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      w="9"
      h="9"
      ms="-1"
      flexShrink={0}
      borderRadius="md"
      color="gray.800"
      _hover={{ bg: 'gray.100' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'blue.500' }}
    >
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path
          d="M3 5h14M3 10h14M3 15h14"
          stroke="currentColor"
          strokeWidth="1.7"
          strokeLinecap="round"
        />
      </svg>
    </chakra.button>
  );
}

export interface AppHeaderProps {
  profile: Profile;
  /** Phones and tablets: opens the menu drawer. */
  onMenuOpen?: () => void;
  menuOpen?: boolean;
}

/**
 * Header: menu button (below 1280 px), tenant name and logo, tenant switch, online state,
 * user menu, notice popup. On a phone (below 480 px) the switch moves into the user menu and
 * the export badge shows its icon and count, so every action stays on one line and the tenant
 * name keeps its room; a name too long for it truncates and is shown in full in the user menu
 * (issue #13: the user menu and the online state stay reachable at 390 px).
 */
export function AppHeader({ profile, onMenuOpen, menuOpen = false }: AppHeaderProps) {
  usePageVisitLog(profile);
  return (
    <Box
      as="header"
      display="flex"
      alignItems="center"
      gap={{ base: '2', md: '3' }}
      h="14"
      px={{ base: '3', md: '4' }}
      borderBottomWidth="1px"
      bg="white"
      flexShrink={0}
      minW="0"
    >
      {onMenuOpen ? <MenuButton open={menuOpen} onClick={onMenuOpen} /> : null}
      <TenantLogo profile={profile} />
      <Box
        fontWeight="semibold"
        data-testid="tenant-name"
        title={profile.tenant.name}
        truncate
        minW="0"
        flexShrink={1}
      >
        {profile.tenant.name}
      </Box>
      <Suspense fallback={null}>
        <HeaderActions profile={profile} slot="start" />
      </Suspense>
      <Box flex="1" minW="0" />
      <OnlineIndicator />
      <Suspense fallback={<Box w="20" flexShrink={0} />}>
        <HeaderActions profile={profile} slot="end" />
      </Suspense>
      <NoticePopup />
    </Box>
  );
}
