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
import type { Profile } from '../../features/platform/profile/profile-query';
import { signOut } from '../../features/platform/profile/session-actions';
import { switchLanguage } from '../../lib/i18n/language';
import { t } from '../../lib/i18n/translate';

const LANGUAGES = [
  ['zh-CN', 'shell.languageZh'],
  ['en', 'shell.languageEn'],
  ['ar', 'shell.languageAr'],
] as const;

/** The signed-in user's menu: language (spec §1) and sign-out. */
export function UserMenu({ profile }: { profile: Profile }) {
  return (
    <MenuRoot
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => {
        if (value === 'sign-out') void signOut();
        else if (value.startsWith('lang:')) switchLanguage(value.slice(5));
      }}
    >
      <MenuTrigger asChild>
        <Button size="sm" variant="ghost" aria-label={t('shell.userMenu')} data-testid="user-menu">
          {profile.user.name || profile.user.account}
        </Button>
      </MenuTrigger>
      <MenuPositioner>
        <MenuContent minW="44">
          <MenuItemGroup>
            <MenuItemGroupLabel>{t('shell.language')}</MenuItemGroupLabel>
            {LANGUAGES.map(([language, label]) => (
              <MenuItem key={language} value={`lang:${language}`}>
                {t(label)}
              </MenuItem>
            ))}
          </MenuItemGroup>
          <MenuSeparator />
          <MenuItem value="sign-out" color="red.600">
            {t('common.signOut')}
          </MenuItem>
        </MenuContent>
      </MenuPositioner>
    </MenuRoot>
  );
}
