import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';
import { NavLink } from 'react-router-dom';
import { t } from '../../lib/i18n/translate';
import { useMenuIcons } from '../menu/use-menu-icons';
import { sideMenuGroups } from './side-menu-groups';

const railItem = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '10',
  h: '10',
  borderRadius: 'md',
  color: 'gray.700',
  fontSize: 'sm',
  _hover: { bg: 'gray.100', color: 'gray.900' },
  _focusVisible: { outline: '2px solid', outlineColor: 'blue.500' },
} as const;

/**
 * issue #13, 768–1279 px: an icon rail (home, then one button per area the user may open);
 * an area button opens the full menu over the page, so a tablet keeps its width for content.
 */
export function MenuRail({
  granted,
  onOpen,
}: {
  granted: ReadonlySet<string>;
  onOpen: () => void;
}) {
  const icons = useMenuIcons();
  const groups = sideMenuGroups(granted);
  return (
    <Box
      as="nav"
      aria-label={t('shell.menuLabel')}
      data-testid="menu-rail"
      display="flex"
      flexDirection="column"
      alignItems="center"
      gap="1"
      py="2"
    >
      {groups.map((group) => {
        const Icon = icons?.area[group.area];
        const label = t(`area.${group.area}`);
        const content = Icon ? (
          <Icon size={20} strokeWidth={1.75} aria-hidden="true" />
        ) : (
          label.slice(0, 1)
        );
        if (group.area === 'home') {
          return (
            <Box
              key="home"
              asChild
              {...railItem}
              _currentPage={{ bg: 'blue.50', color: 'blue.700' }}
            >
              <NavLink to="/index" aria-label={label} title={label}>
                {content}
              </NavLink>
            </Box>
          );
        }
        return (
          <chakra.button
            key={group.area}
            type="button"
            aria-label={label}
            title={label}
            onClick={onOpen}
            {...railItem}
          >
            {content}
          </chakra.button>
        );
      })}
    </Box>
  );
}
