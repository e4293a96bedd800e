// docs/conventions.md "Menus" + spec §6: GET /scrm/v1/platform/menu. allMenu is the tenant's menu
// (every entry, until tenants get per-app menus); accessibleMenu is what the role holds.
// The menu is convenience: the guard enforces the same codes on every call.
import type { FastifyInstance } from 'fastify';
import type { MenuItem } from '../../../contract/auth';
import { MENU_ENTRIES } from '../../../contract/menu-codes';
import { menuEndpoint } from '../../../contract/platform-endpoints';
import { registerEndpoint } from '../../http/endpoint-routes';

const ALL_MENU: readonly MenuItem[] = MENU_ENTRIES.map(({ code, path, title, area }) => ({
  code,
  path,
  title,
  area,
}));

export function registerMenuRoute(app: FastifyInstance): void {
  registerEndpoint(app, menuEndpoint, ({ auth }) => {
    const held = new Set(auth.codes);
    return {
      allMenu: ALL_MENU,
      accessibleMenu: ALL_MENU.filter((item) => held.has(item.code)),
      visibleAppList: [],
      actions: auth.actions,
      scope: auth.scope.all ? 'all' : auth.scope.kind,
    };
  });
}
