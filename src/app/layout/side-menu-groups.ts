import { MENU_AREAS, type MenuArea } from '../../../contract/menu-codes';
import { listedInMenu } from '../../data/menu/menu-access';
import type { MenuItem } from '../../data/menu/menu-query';
import { ROUTES, type RouteEntry } from '../../routes';

// spec §2/§6: the side menu lists, area by area, home and the pages the user's roles grant
// (docs/permissions.md "The menu"), plus the apps of visibleAppList that are not menu pages.

export interface SideMenuGroup {
  area: MenuArea | 'home';
  entries: RouteEntry[];
}

export function sideMenuGroups(granted: ReadonlySet<string>): SideMenuGroup[] {
  const permitted = ROUTES.filter((route) => !route.parentPath && listedInMenu(route, granted));
  const areas: Array<MenuArea | 'home'> = ['home', ...MENU_AREAS];
  return areas
    .map((area) => ({ area, entries: permitted.filter((route) => route.area === area) }))
    .filter((group) => group.entries.length > 0);
}

export function extraApps(visibleAppList: readonly MenuItem[]): MenuItem[] {
  const menuPaths = new Set(ROUTES.map((route) => route.path));
  return visibleAppList.filter((app) => app.path && !menuPaths.has(app.path));
}

/**
 * issue #13 menu search: the groups keeping only entries whose title (in the current
 * language) or path contains the query; an empty query keeps everything.
 */
export function filterMenuGroups(
  groups: readonly SideMenuGroup[],
  query: string,
  titleOf: (entry: RouteEntry) => string,
): SideMenuGroup[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...groups];
  return groups
    .map((group) => ({
      ...group,
      entries: group.entries.filter(
        (entry) => titleOf(entry).toLowerCase().includes(needle) || entry.path.includes(needle),
      ),
    }))
    .filter((group) => group.entries.length > 0);
}
