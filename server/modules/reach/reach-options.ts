// issue #17: the pickers' data of the reach forms (reach-options contract).
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ReachGroupOption } from '../../../contract/reach/reach-options';
import { reachOptions } from '../../../contract/reach/reach-options';
import type { RouteDeps } from '../../http/app-deps';
import { registerEndpoint } from '../../http/endpoint-routes';
import { tenantPlatformKind } from '../../platform/wecom/tenant-platform';
import { directoryOptions } from '../company/mail-list/directory-queries';
import { listTagGroups } from '../customer/tag-manage/tag-queries';

export function registerReachOptions(app: FastifyInstance, deps: RouteDeps): void {
  registerEndpoint(app, reachOptions, async ({ tenantId }) => {
    const [directory, tagGroups, groups, platform] = await Promise.all([
      directoryOptions(deps.db, tenantId),
      listTagGroups(deps.db, tenantId, { withCounts: false }),
      deps.db.execute(sql`
        select g.id, g.name, g.owner_employee_id as owner_id,
          (select count(*)::int from customer_group_members m where m.tenant_id = g.tenant_id
            and m.group_id = g.id and m.left_at is null) as members
        from customer_groups g where g.tenant_id = ${tenantId} and g.dismissed_at is null
        order by g.name limit 2000`),
      tenantPlatformKind(deps.db, tenantId),
    ]);
    return {
      ...directory,
      tag_groups: tagGroups,
      groups: (groups as unknown as { rows: ReachGroupOption[] }).rows,
      platform,
    };
  });
}
