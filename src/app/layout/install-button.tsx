import { useSyncExternalStore } from 'react';
import { MenuItem } from '@chakra-ui/react/menu';
import { canInstall, promptInstall, subscribeInstallPrompt } from '../../lib/pwa/install-prompt';
import { t } from '../../lib/i18n/translate';

/** issue #5: 安装到桌面 in the user menu, shown only while the browser offers installation. */
export function InstallMenuItem() {
  const available = useSyncExternalStore(subscribeInstallPrompt, canInstall, () => false);
  if (!available) return null;
  return (
    <MenuItem value="install" data-testid="install-app" onSelect={() => void promptInstall()}>
      {t('pwa.install')}
    </MenuItem>
  );
}
