// issue #19 /loss-customer endpoints: the list, alert settings and notices, win-back tagging.
import type { FastifyInstance } from 'fastify';
import {
  lossList,
  lossNotices,
  lossSettings,
  lossWinBackTag,
  sandboxRelationEvent,
  saveLossSettings,
} from '../../../../contract/customer/loss-customer';
import { and, eq } from 'drizzle-orm';
import { customers } from '../../../db/schema/customers';
import { employees } from '../../../db/schema/directory';
import { BusinessError } from '../../../http/http-errors';
import { applyPlatformEvent } from '../customer-list/platform-events';
import type { RouteDeps } from '../../../http/app-deps';
import { customerInScope } from '../../../http/auth/data-scope';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { listNotices } from '../shared/alert-notices';
import { tagOwnCustomers } from '../shared/own-ids';
import { lossSettingsOf, saveLossSettings as save } from './loss-alerts';
import { listLosses } from './loss-queries';

export function registerLossCustomerRoutes(app: FastifyInstance, { db, now }: RouteDeps): void {
  registerEndpoint(app, lossList, ({ tenantId, query, scope }) =>
    listLosses(db, tenantId, query, new Date(now()), scope),
  );
  registerEndpoint(app, lossSettings, ({ tenantId }) => lossSettingsOf(db, tenantId));
  registerEndpoint(app, saveLossSettings, ({ tenantId, body }) =>
    save(db, tenantId, body, new Date(now())),
  );
  registerEndpoint(app, lossNotices, ({ tenantId, query }) =>
    listNotices(db, tenantId, ['loss', 'loss_digest'], query),
  );
  registerEndpoint(app, lossWinBackTag, async ({ tenantId, body, scope }) => {
    // issue #41: only customers in the user's scope are tagged.
    const inScope: number[] = [];
    for (const id of body.customer_ids) {
      if (await customerInScope(db, tenantId, scope, id)) inScope.push(id);
    }
    return { added: await tagOwnCustomers(db, tenantId, inScope, body.tag_ids, new Date(now())) };
  });
  registerEndpoint(app, sandboxRelationEvent, async ({ tenantId, body }) => {
    const [customer] = await db
      .select({ externalUserId: customers.externalUserId })
      .from(customers)
      .where(and(eq(customers.tenantId, tenantId), eq(customers.id, body.customer_id)));
    const [employee] = await db
      .select({ userId: employees.platformUserId })
      .from(employees)
      .where(and(eq(employees.tenantId, tenantId), eq(employees.id, body.employee_id)));
    if (!customer || !employee) throw new BusinessError(109101, '客户或员工不存在');
    await applyPlatformEvent(db, tenantId, {
      type: body.direction === 'customer' ? 'del_follow_user' : 'del_external_contact',
      userId: employee.userId,
      externalUserId: customer.externalUserId,
      at: new Date(now()),
    });
    return null;
  });
}
