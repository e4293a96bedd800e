// issue #21: the departments for the statistics pages' filter, of the caller's tenant only.
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { statisticsDepartments } from '../../../../contract/statistics/departments';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { departments } from '../../../db/schema/directory';

export function registerStatisticsDepartments(app: FastifyInstance, deps: RouteDeps): void {
  registerEndpoint(app, statisticsDepartments, ({ tenantId }) =>
    deps.db
      .select({ id: departments.id, name: departments.name, parent_id: departments.parentId })
      .from(departments)
      .where(eq(departments.tenantId, tenantId))
      .orderBy(asc(departments.sortOrder), asc(departments.id)),
  );
}
