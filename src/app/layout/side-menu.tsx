import { useState, type ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';
import { NavLink } from 'react-router-dom';
import type { MenuItem } from '../../data/menu/menu-query';
import { t } from '../../lib/i18n/translate';
import { routeTitle } from '../../lib/i18n/route-title';
import type { RouteEntry } from '../../routes';
import { useCollapsedAreas } from '../menu/collapsed-areas';
import { useMenuIcons, type MenuIcons } from '../menu/use-menu-icons';
import { extraApps, filterMenuGroups, sideMenuGroups } from './side-menu-groups';

export interface SideMenuProps {
  granted: ReadonlySet<string>;
  visibleAppList: readonly MenuItem[];
  /** Called after an entry is chosen (the drawer closes). */
  onNavigate?: () => void;
}

const ICON_SIZE = 16;

function MenuIcon({
  icons,
  kind,
  name,
}: {
  icons?: MenuIcons;
  kind: 'area' | 'entry';
  name: string;
}) {
  const Icon = icons?.[kind][name];
  return (
    <Box as="span" display="inline-flex" w="4" h="4" flexShrink={0} aria-hidden="true">
      {Icon ? <Icon size={ICON_SIZE} strokeWidth={1.75} /> : null}
    </Box>
  );
}

function EntryLink(props: { to: string; children: ReactNode; onNavigate?: () => void }) {
  return (
    <Box
      asChild
      display="flex"
      alignItems="center"
      gap="2.5"
      ps="3"
      pe="2"
      py="1.5"
      minH="9"
      borderRadius="md"
      fontSize="sm"
      color="gray.700"
      _hover={{ bg: 'gray.100', color: 'gray.900' }}
      _currentPage={{ bg: 'blue.50', color: 'blue.700', fontWeight: 'semibold' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'blue.500', outlineOffset: '-2px' }}
    >
      <NavLink to={props.to} data-menu-path={props.to} onClick={props.onNavigate}>
        {props.children}
      </NavLink>
    </Box>
  );
}

/** The 建设中 mark of a route without a page yet (issue #13: placeholders are honest). */
function BuildingMark() {
  return (
    <Box
      as="span"
      ms="auto"
      flexShrink={0}
      fontSize="2xs"
      lineHeight="1"
      px="1.5"
      py="1"
      borderRadius="sm"
      bg="gray.100"
      color="gray.600"
      fontWeight="normal"
      data-testid="menu-building"
    >
      {t('shell.building')}
    </Box>
  );
}

function entryLabel(entry: RouteEntry, icons: MenuIcons | undefined) {
  return (
    <>
      <MenuIcon icons={icons} kind="entry" name={entry.path} />
      <Box as="span" truncate minW="0">
        {routeTitle(entry)}
      </Box>
      {entry.page ? null : <BuildingMark />}
    </>
  );
}

/**
 * spec §2 menu, issue #13: a search box, areas that collapse (remembered), an icon for each
 * area and entry, and the 建设中 mark for routes whose page is not built yet (read from the
 * route table, so the mark disappears the day the page's loader is added).
 */
export function SideMenu({ granted, visibleAppList, onNavigate }: SideMenuProps) {
  const [query, setQuery] = useState('');
  const icons = useMenuIcons();
  const { collapsed, toggle } = useCollapsedAreas();
  const groups = filterMenuGroups(sideMenuGroups(granted), query, routeTitle);
  const apps = query.trim() ? [] : extraApps(visibleAppList);
  const searching = query.trim() !== '';

  return (
    <Box as="nav" aria-label={t('shell.menuLabel')} data-testid="side-menu" px="2" pb="6">
      <Box position="sticky" top="0" bg="white" pt="2" pb="2" zIndex="1">
        <chakra.input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          placeholder={t('shell.menuSearch')}
          aria-label={t('shell.menuSearch')}
          data-testid="menu-search"
          w="full"
          h="8"
          px="3"
          fontSize="sm"
          borderWidth="1px"
          borderColor="gray.300"
          borderRadius="md"
          bg="gray.50"
          _focusVisible={{ outline: '2px solid', outlineColor: 'blue.500', bg: 'white' }}
        />
      </Box>
      {groups.length === 0 ? (
        <Box px="3" py="4" fontSize="sm" color="gray.600">
          {t('shell.menuNoMatch')}
        </Box>
      ) : null}
      {groups.map((group) => {
        if (group.area === 'home') {
          return (
            <Box key="home" data-menu-area="home" mt="1">
              {group.entries.map((entry) => (
                <EntryLink key={entry.path} to={entry.path} onNavigate={onNavigate}>
                  {entryLabel(entry, icons)}
                </EntryLink>
              ))}
            </Box>
          );
        }
        const open = searching || !collapsed.has(group.area);
        const listId = `menu-area-${group.area}`;
        return (
          <Box key={group.area} mt="2" data-menu-area={group.area}>
            <chakra.button
              type="button"
              aria-expanded={open}
              aria-controls={listId}
              onClick={() => toggle(group.area)}
              display="flex"
              alignItems="center"
              gap="2.5"
              w="full"
              ps="3"
              pe="2"
              py="1.5"
              borderRadius="md"
              fontSize="xs"
              fontWeight="semibold"
              color="gray.600"
              _hover={{ bg: 'gray.50', color: 'gray.800' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'blue.500' }}
            >
              <MenuIcon icons={icons} kind="area" name={group.area} />
              <Box as="span" flex="1" textAlign="start">
                {t(`area.${group.area}`)}
              </Box>
              <Box
                as="span"
                aria-hidden="true"
                transition="transform 0.15s"
                transform={open ? 'rotate(90deg)' : undefined}
                fontSize="xs"
              >
                ›
              </Box>
            </chakra.button>
            <Box id={listId} hidden={!open} ps="2">
              {group.entries.map((entry) => (
                <EntryLink key={entry.path} to={entry.path} onNavigate={onNavigate}>
                  {entryLabel(entry, icons)}
                </EntryLink>
              ))}
            </Box>
          </Box>
        );
      })}
      {apps.length > 0 ? (
        <Box mt="2" data-menu-area="apps">
          <Box display="flex" alignItems="center" gap="2.5" ps="3" py="1.5" fontSize="xs">
            <MenuIcon icons={icons} kind="area" name="apps" />
            <Box as="span" color="gray.600" fontWeight="semibold">
              {t('shell.appsArea')}
            </Box>
          </Box>
          {apps.map((app) => (
            <Box
              key={app.code}
              asChild
              display="block"
              ps="9"
              py="1.5"
              fontSize="sm"
              color="gray.700"
              borderRadius="md"
              _hover={{ bg: 'gray.100' }}
            >
              <a href={app.path}>{app.title}</a>
            </Box>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
