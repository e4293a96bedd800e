import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
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
import type { Profile } from '../../data/profile/profile-query';
import { PinnedPagesDialog } from '../../data/preferences/pinned-pages-dialog';
import { PinnedPagesMenuGroup } from '../../data/preferences/pinned-pages-menu-group';
import { queuedWriteCount, signOut } from '../../data/profile/session-actions';
import { switchLanguage } from '../../lib/i18n/language';
import { t } from '../../lib/i18n/translate';
import type { FirstPress } from '../../ui/deferred-mount/use-on-demand';
import { useReplayedPress } from '../../ui/deferred-mount/replay-press';

import { InstallMenuItem } from './install-button';
import { PendingWritesSignOut } from './pending-writes-sign-out';
import { canSwitchTenant, UserMenuButton, userDisplayName } from './header-buttons';
import { TenantSwitchDialog } from './tenant-switch';

const LANGUAGES = [
  ['zh-CN', 'shell.languageZh'],
  ['en', 'shell.languageEn'],
  ['ar', 'shell.languageAr'],
] as const;

/**
 * The signed-in user's menu: the current tenant in full and its switch (on a phone the header
 * truncates a long name and has no room for the switch button), pinned pages (issue #5),
 * language (spec §1), install, sign-out. issue #39: mounted on the first press of the header's
 * static trigger (app-header.tsx), which it hands to its trigger, that same button
 * (useReplayedPress), to open as on every later press.
 */
export function UserMenu({ profile, firstPress }: { profile: Profile; firstPress?: FirstPress }) {
  const trigger = useReplayedPress<HTMLButtonElement>(firstPress);
  const [editingPins, setEditingPins] = useState(false);
  // issue #24: queued writes are never dropped by a sign-out without asking.
  const [askingSignOut, setAskingSignOut] = useState(false);
  const [switchingTenant, setSwitchingTenant] = useState(false);
  const displayName = userDisplayName(profile);
  return (
    <MenuRoot
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => {
        if (value === 'sign-out') {
          if (queuedWriteCount() > 0) setAskingSignOut(true);
          else void signOut();
        } else if (value.startsWith('lang:')) switchLanguage(value.slice(5));
      }}
    >
      <MenuTrigger asChild>
        <UserMenuButton ref={trigger} name={displayName} />
      </MenuTrigger>
      <MenuPositioner>
        <MenuContent minW="44" maxW="min(20rem, calc(100vw - 1.5rem))">
          <MenuItemGroup>
            <MenuItemGroupLabel>{t('shell.tenantCurrent')}</MenuItemGroupLabel>
            <Box px="2" pb="1.5" fontSize="sm" data-testid="user-menu-tenant">
              <Box fontWeight="semibold" overflowWrap="anywhere">
                {profile.tenant.name}
              </Box>
              <Box color="gray.600">{displayName}</Box>
            </Box>
            {canSwitchTenant(profile) ? (
              <MenuItem
                value="tenant-switch"
                data-testid="user-menu-tenant-switch"
                onSelect={() => setSwitchingTenant(true)}
              >
                {t('shell.tenantSwitch')}
              </MenuItem>
            ) : null}
          </MenuItemGroup>
          <MenuSeparator />
          <PinnedPagesMenuGroup onEdit={() => setEditingPins(true)} />
          <MenuSeparator />
          <MenuItemGroup>
            <MenuItemGroupLabel>{t('shell.language')}</MenuItemGroupLabel>
            {LANGUAGES.map(([language, label]) => (
              <MenuItem key={language} value={`lang:${language}`}>
                {t(label)}
              </MenuItem>
            ))}
          </MenuItemGroup>
          <MenuSeparator />
          <InstallMenuItem />
          <MenuItem value="sign-out" color="red.600">
            {t('common.signOut')}
          </MenuItem>
        </MenuContent>
      </MenuPositioner>
      {/* Mounted beside the menu (not in its content, which hides when the menu closes). */}
      <PinnedPagesDialog open={editingPins} onClose={() => setEditingPins(false)} />
      <PendingWritesSignOut open={askingSignOut} onClose={() => setAskingSignOut(false)} />
      <TenantSwitchDialog
        profile={profile}
        open={switchingTenant}
        onClose={() => setSwitchingTenant(false)}
      />
    </MenuRoot>
  );
}
