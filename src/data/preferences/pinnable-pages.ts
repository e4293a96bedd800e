import { MENU_ENTRIES, type MenuEntry } from '../../../contract/menu-codes';
import { listedInMenu } from '../menu/menu-access';

/** The pages an operator may pin: the ones the menu lists (docs/permissions.md "The menu"). */
export function pinnablePages(granted: ReadonlySet<string>): MenuEntry[] {
  return MENU_ENTRIES.filter((entry) => listedInMenu(entry, granted));
}

/** The pinned paths still open to the operator (a role may have lost a page since). */
export function visiblePins(paths: readonly string[], granted: ReadonlySet<string>): MenuEntry[] {
  const byPath = new Map(pinnablePages(granted).map((entry) => [entry.path, entry]));
  return paths.flatMap((path) => byPath.get(path) ?? []);
}
