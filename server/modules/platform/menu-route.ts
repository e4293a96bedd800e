// docs/conventions.md "Menus" + spec §6: GET /scrm/v1/platform/menu. allMenu is the tenant's menu
// (every entry, until tenants get per-app menus); accessibleMenu is what the role holds.
// The menu is convenience: the guard enforces the same codes on every call.
import type { FastifyInstance } from 'fastify';
import type { MenuData, MenuItem } from '../../../contract/auth';
import { success } from '../../../contract/envelope';
import { MENU_ENTRIES } from '../../../contract/menu-codes';
import { requireAuth } from '../../http/auth/request-auth';
import { signedIn } from '../../../contract/endpoint';
import { routeAccess } from '../../http/route-audit';

const ALL_MENU: readonly MenuItem[] = MENU_ENTRIES.map(({ code, path, title, area }) => ({
  code,
  path,
  title,
  area,
}));

export function registerMenuRoute(app: FastifyInstance): void {
  app.get('/scrm/v1/platform/menu', routeAccess(signedIn), async (request) => {
    const { codes } = requireAuth(request);
    const held = new Set(codes);
    const data: MenuData = {
      allMenu: ALL_MENU,
      accessibleMenu: ALL_MENU.filter((item) => held.has(item.code)),
      visibleAppList: [],
    };
    return success(data);
  });
}
