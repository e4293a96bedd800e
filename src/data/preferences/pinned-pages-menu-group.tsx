import { MenuItem, MenuItemGroup, MenuItemGroupLabel, useMenuContext } from '@chakra-ui/react/menu';
import { useNavigate } from 'react-router-dom';
import { routeTitle } from '../../lib/i18n/route-title';
import { t } from '../../lib/i18n/translate';
import { isOnline } from '../../lib/offline/online-state';
import { useGrantedCodes } from './use-granted-codes';
import { usePreferences } from './preferences-query';
import { visiblePins } from './pinnable-pages';

/**
 * 常用功能 in the user menu (issue #5 console preferences): the operator's pinned pages and
 * the way to change them. Loaded when the menu opens; kept offline once loaded.
 */
export function PinnedPagesMenuGroup({ onEdit }: { onEdit: () => void }) {
  const menu = useMenuContext();
  const granted = useGrantedCodes();
  // Offline with nothing cached there is nothing to wait for: the group shows only its edit item.
  const preferences = usePreferences({ enabled: menu.open && isOnline() });
  const navigate = useNavigate();
  const pins = visiblePins(preferences.data?.pinned_paths ?? [], granted);
  return (
    <MenuItemGroup data-testid="pinned-pages-menu">
      <MenuItemGroupLabel>{t('pwa.pinnedGroup')}</MenuItemGroupLabel>
      {pins.map((page) => (
        <MenuItem
          key={page.path}
          value={`pin:${page.path}`}
          data-pinned-path={page.path}
          onSelect={() => void navigate(page.path)}
        >
          {routeTitle(page)}
        </MenuItem>
      ))}
      <MenuItem value="pin-edit" data-testid="pinned-pages-edit" onSelect={onEdit}>
        {t('pwa.pinnedEdit')}
      </MenuItem>
    </MenuItemGroup>
  );
}
