import { useState } from 'react';
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
import type { Profile } from '../../data/profile/profile-query';
import { PinnedPagesDialog } from '../../data/preferences/pinned-pages-dialog';
import { PinnedPagesMenuGroup } from '../../data/preferences/pinned-pages-menu-group';
import { queuedWriteCount, signOut } from '../../data/profile/session-actions';
import { switchLanguage } from '../../lib/i18n/language';
import { t } from '../../lib/i18n/translate';
import { InstallMenuItem } from './install-button';
import { PendingWritesSignOut } from './pending-writes-sign-out';
import { canSwitchTenant, TenantSwitchDialog } from './tenant-switch';

const LANGUAGES = [
  ['zh-CN', 'shell.languageZh'],
  ['en', 'shell.languageEn'],
  ['ar', 'shell.languageAr'],
] as const;

/**
 * The signed-in user's menu: the current tenant in full and its switch (on a phone the header
 * truncates a long name and has no room for the switch button), pinned pages (issue #5),
 * language (spec §1), install, sign-out.
 */
export function UserMenu({ profile }: { profile: Profile }) {
  const [editingPins, setEditingPins] = useState(false);
  // issue #24: queued writes are never dropped by a sign-out without asking.
  const [askingSignOut, setAskingSignOut] = useState(false);
  const [switchingTenant, setSwitchingTenant] = useState(false);
  const displayName = profile.user.name || profile.user.account;
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
        {/* issue #13: the accessible name starts with the visible name (WCAG 2.5.3). */}
        <Button
          size="sm"
          variant="ghost"
          aria-label={`${displayName} · ${t('shell.userMenu')}`}
          data-testid="user-menu"
          px="1.5"
          gap="2"
          flexShrink={0}
        >
          {/* WCAG 2.5.3 (axe label-content-name-mismatch, issue #38): the initial is drawn by
              CSS, not text, so the visible text is the name the accessible name starts with. */}
          <Box
            as="span"
            aria-hidden="true"
            data-initial={displayName.slice(0, 1)}
            _before={{ content: 'attr(data-initial)' }}
            w="7"
            h="7"
            borderRadius="full"
            bg="blue.100"
            color="blue.800"
            display="inline-flex"
            alignItems="center"
            justifyContent="center"
            fontSize="xs"
            fontWeight="bold"
          />
          <Box as="span" display={{ base: 'none', sm: 'inline' }} maxW="32" truncate>
            {displayName}
          </Box>
        </Button>
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
