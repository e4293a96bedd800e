import { Box } from '@chakra-ui/react/box';
import { NavLink } from 'react-router-dom';
import type { MenuItem } from '../../features/platform/menu/menu-query';
import { t } from '../../lib/i18n/translate';
import { routeTitle } from '../../lib/i18n/route-title';
import { extraApps, sideMenuGroups } from './side-menu-groups';

const linkStyle = ({ isActive }: { isActive: boolean }) => ({
  display: 'block',
  padding: '6px 12px',
  borderRadius: 6,
  fontSize: 14,
  color: isActive ? '#1d4ed8' : '#334155',
  background: isActive ? '#dbeafe' : 'transparent',
  fontWeight: isActive ? 600 : 400,
});

export interface SideMenuProps {
  granted: ReadonlySet<string>;
  visibleAppList: readonly MenuItem[];
}

export function SideMenu({ granted, visibleAppList }: SideMenuProps) {
  const groups = sideMenuGroups(granted);
  const apps = extraApps(visibleAppList);
  return (
    <Box as="nav" aria-label={t('shell.menuLabel')} data-testid="side-menu" px="2" pb="6">
      {groups.map((group) => (
        <Box key={group.area} mt="3" data-menu-area={group.area}>
          {group.area === 'home' ? null : (
            <Box px="3" py="1" fontSize="xs" color="gray.500" fontWeight="semibold">
              {t(`area.${group.area}`)}
            </Box>
          )}
          {group.entries.map((entry) => (
            <NavLink key={entry.path} to={entry.path} style={linkStyle} data-menu-path={entry.path}>
              {routeTitle(entry)}
            </NavLink>
          ))}
        </Box>
      ))}
      {apps.length > 0 ? (
        <Box mt="3" data-menu-area="apps">
          <Box px="3" py="1" fontSize="xs" color="gray.500" fontWeight="semibold">
            {t('shell.appsArea')}
          </Box>
          {apps.map((app) => (
            <a key={app.code} href={app.path} style={linkStyle({ isActive: false })}>
              {app.title}
            </a>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
