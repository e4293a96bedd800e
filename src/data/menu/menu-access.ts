import { HOME_CODE, MEMBER_PATHS, SPECIAL_PATHS } from '../../../contract/menu-codes';
import type { MenuLists } from './menu-query';

// spec §2/§6: the access rule, in one place for the guard, the side menu and the home page.

/** The codes both in allMenu and in accessibleMenu. */
export function grantedCodes(menu: Pick<MenuLists, 'allMenu' | 'accessibleMenu'>): Set<string> {
  const all = new Set(menu.allMenu.map((item) => item.code));
  return new Set(menu.accessibleMenu.map((item) => item.code).filter((code) => all.has(code)));
}

/**
 * May a signed-in user open a page? The special set is open to everyone (a new tenant needs
 * it before any menu is granted); any other page needs its code in both lists.
 */
export function canOpenPage(
  page: { path: string; code: string; parentPath?: string },
  granted: ReadonlySet<string>,
): boolean {
  const topLevel = page.parentPath ?? page.path;
  return SPECIAL_PATHS.includes(topLevel) || granted.has(page.code);
}

/**
 * May a signed-in user open a page by its address (the route guard)? What the menu offers,
 * and the member pages (issue #37: /export-log lists one's own exports; the header badge and
 * the export button lead there) although the menu lists them only with their code.
 */
export function canOpenRoute(
  page: { path: string; code: string; parentPath?: string },
  granted: ReadonlySet<string>,
): boolean {
  return canOpenPage(page, granted) || MEMBER_PATHS.includes(page.parentPath ?? page.path);
}

/**
 * Does the menu (side menu, rail, home shortcuts, pins) list a page? Home, and the pages whose
 * code the user's roles grant. The special set still opens to every member by its address
 * (`canOpenPage`, spec §2), but a role without 聊天工具栏 or 应用授权 can change nothing there
 * (their writes need the code, `pageCode`), so the menu does not offer them
 * (docs/permissions.md "The menu").
 */
export function listedInMenu(page: { code: string }, granted: ReadonlySet<string>): boolean {
  return page.code === HOME_CODE || granted.has(page.code);
}
