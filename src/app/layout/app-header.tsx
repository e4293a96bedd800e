import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { recordPageVisit } from '../../features/home/index/page-visits';
import type { Profile } from '../../data/profile/profile-query';
import { useUserStore } from '../../data/user-store/use-user-store';
import { t } from '../../lib/i18n/translate';
import { NoticePopup } from './notice-popup';
import { OnlineIndicator } from './online-indicator';
import { sc } from '../../ui/static-css/class-names';
import { useOnDemand } from '../../ui/deferred-mount/use-on-demand';
import { lazyIsland, loadChakra } from '../../ui/theme/chakra-island';
import {
  canSwitchTenant,
  TenantSwitchButton,
  UserMenuButton,
  userDisplayName,
} from './header-buttons';

// issue #39: the header's Chakra parts (the account menu, the tenant switch dialog) mount on the
// first press of their static triggers (header-buttons.tsx), from one chunk (header-actions.ts)
// loaded on the user's intent (a pointer or focus on a trigger). The export badge is static
// markup in a chunk of its own, loaded after the first paint: with the menus' chunk it pulled
// Chakra's menu and dialog code into every start-up (docs/architecture.md "Styling" point 5).
const loadHeaderActions = () => import('./header-actions');
const UserMenu = lazyIsland(() => loadHeaderActions().then((module) => module.UserMenu));
const TenantSwitchDialog = lazyIsland(() =>
  loadHeaderActions().then((module) => module.TenantSwitchDialog),
);
const ExportBadge = lazy(() =>
  import('../../data/export-job/export-badge').then((module) => ({ default: module.ExportBadge })),
);
const loadHeaderIslands = () => Promise.all([loadHeaderActions(), loadChakra()]);

function UserMenuSlot({ profile }: { profile: Profile }) {
  const { press, triggerProps } = useOnDemand(loadHeaderIslands);
  const trigger = <UserMenuButton name={userDisplayName(profile)} {...triggerProps} />;
  if (!press) return trigger;
  return (
    <Suspense fallback={trigger}>
      <UserMenu profile={profile} firstPress={press} />
    </Suspense>
  );
}

function TenantSwitchSlot({ profile }: { profile: Profile }) {
  const [open, setOpen] = useState(false);
  const { press, triggerProps } = useOnDemand(loadHeaderIslands);
  if (!canSwitchTenant(profile)) return null;
  return (
    <>
      <TenantSwitchButton
        {...triggerProps}
        onClick={(event) => {
          triggerProps.onClick(event);
          setOpen(true);
        }}
      />
      {press ? (
        <Suspense fallback={null}>
          <TenantSwitchDialog profile={profile} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

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
    <div aria-hidden="true" data-testid="tenant-initial" className={sc('hd-initial')}>
      {name.slice(0, 1)}
    </div>
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
    <button
      type="button"
      className={sc('hd-menu')}
      onClick={onClick}
      aria-label={t('shell.menuOpen')}
      aria-expanded={open}
      aria-haspopup="dialog"
      data-testid="menu-toggle"
    >
      <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path
          d="M3 5h14M3 10h14M3 15h14"
          stroke="currentColor"
          strokeWidth="1.7"
          strokeLinecap="round"
        />
      </svg>
    </button>
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
    <header className={sc('hd-bar')}>
      {onMenuOpen ? <MenuButton open={menuOpen} onClick={onMenuOpen} /> : null}
      <TenantLogo profile={profile} />
      <div className={sc('hd-name')} data-testid="tenant-name" title={profile.tenant.name}>
        {profile.tenant.name}
      </div>
      <TenantSwitchSlot profile={profile} />
      <div className={sc('hd-spacer')} />
      <OnlineIndicator />
      <Suspense fallback={null}>
        <ExportBadge />
      </Suspense>
      <UserMenuSlot profile={profile} />
      <NoticePopup />
    </header>
  );
}
