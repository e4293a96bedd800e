import {
  MENU_AREAS,
  MENU_ENTRIES,
  SPECIAL_PATHS,
  type MenuArea,
  type MenuEntry,
} from '../../../../contract/menu-codes';
import { listedInMenu } from '../../../data/menu/menu-access';

export interface ShortcutGroup {
  /** 'setup' groups the special set for a user holding no menu code yet. */
  area: MenuArea | 'setup';
  entries: MenuEntry[];
}

/**
 * The operator's granted areas with their pages (filtered by a search text), as the menu lists
 * them (docs/permissions.md "The menu"). A user with no granted page gets the special set as
 * "开始配置" (spec §2: what a new tenant needs first).
 */
export function homeShortcutGroups(granted: ReadonlySet<string>, filter = ''): ShortcutGroup[] {
  const needle = filter.trim().toLowerCase();
  const matches = (entry: MenuEntry) =>
    !needle || entry.title.toLowerCase().includes(needle) || entry.path.includes(needle);
  const pages = MENU_ENTRIES.filter((entry) => entry.area !== 'home');
  const hasGrant = pages.some((entry) => granted.has(entry.code));
  if (!hasGrant) {
    const setup = pages.filter((entry) => SPECIAL_PATHS.includes(entry.path) && matches(entry));
    return setup.length > 0 ? [{ area: 'setup', entries: setup }] : [];
  }
  return MENU_AREAS.map((area) => ({
    area,
    entries: pages.filter(
      (entry) => entry.area === area && listedInMenu(entry, granted) && matches(entry),
    ),
  })).filter((group) => group.entries.length > 0);
}
