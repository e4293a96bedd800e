import { MENU_ENTRIES, type MenuEntry } from '../../../contract/menu-codes';
import { canOpenPage } from '../menu/menu-access';

/** The pages an operator may pin: the ones they may open (spec §2/§6 access rule). */
export function pinnablePages(granted: ReadonlySet<string>): MenuEntry[] {
  return MENU_ENTRIES.filter((entry) => canOpenPage(entry, granted));
}

/** The pinned paths still open to the operator (a role may have lost a page since). */
export function visiblePins(paths: readonly string[], granted: ReadonlySet<string>): MenuEntry[] {
  const byPath = new Map(pinnablePages(granted).map((entry) => [entry.path, entry]));
  return paths.flatMap((path) => byPath.get(path) ?? []);
}
