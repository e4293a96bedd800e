// spec §6 /role-manage: the tenant's roles and their codes. Needs the role-manage code
// (contract/setting/role-manage.ts), and reads only the tenant of the verified token
// (docs/conventions.md "Tenants never mix").
import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { legacyRoleList } from '../../../../contract/setting/role-manage';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { roles } from '../../../db/schema/identity';

export function registerRoleListRoute(app: FastifyInstance, deps: RouteDeps): void {
  registerEndpoint(app, legacyRoleList, async ({ tenantId }) => {
    const list = await deps.db
      .select({ id: roles.id, name: roles.name, codes: roles.codes })
      .from(roles)
      .where(eq(roles.tenantId, tenantId))
      .orderBy(asc(roles.id));
    return { list, total: list.length, page: 1, page_size: list.length };
  });
}
