// spec §6 /role-manage: the tenant's roles and their codes. Needs the role-manage code, and
// reads only the tenant of the verified token (docs/conventions.md "Tenants never mix").
import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import type { ListData } from '../../../../contract/envelope';
import { success } from '../../../../contract/envelope';
import { menuCodeForPath } from '../../../../contract/menu-codes';
import type { RouteDeps } from '../../../http/app-deps';
import { requireAuth } from '../../../http/auth/request-auth';
import { roles } from '../../../db/schema/identity';

export const ROLE_MANAGE_CODE = menuCodeForPath('/role-manage') ?? 'rs_scrm_setting_role_manage';

export interface RoleRow {
  readonly id: number;
  readonly name: string;
  readonly codes: readonly string[];
}

export function registerRoleListRoute(app: FastifyInstance, deps: RouteDeps): void {
  app.get(
    '/scrm/v1/setting/role/list',
    { config: { permission: ROLE_MANAGE_CODE } },
    async (request) => {
      const { tenantId } = requireAuth(request);
      const list: RoleRow[] = await deps.db
        .select({ id: roles.id, name: roles.name, codes: roles.codes })
        .from(roles)
        .where(eq(roles.tenantId, tenantId))
        .orderBy(asc(roles.id));
      const data: ListData<RoleRow> = { list, total: list.length, page: 1, page_size: list.length };
      return success(data);
    },
  );
}
