// issue #16 /group-welcome: the guarded endpoints of contract/acquiring/group-welcome.ts,
// with the sandbox's "a customer joins this group" (change_external_chat add_member).
import { createPlatformAdapter } from '../../../platform/adapter';
import { and, desc, eq, isNull, notExists } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  groupWelcomeCreate,
  groupWelcomeDelete,
  groupWelcomeDetail,
  groupWelcomeGroupOptions,
  groupWelcomeList,
  groupWelcomeLogList,
  groupWelcomeSimulateJoin,
  groupWelcomeUpdate,
} from '../../../../contract/acquiring/group-welcome';
import { customerGroupMembers, customerGroups, customers } from '../../../db/schema/customers';
import type { RouteDeps } from '../../../http/app-deps';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { BusinessError } from '../../../http/http-errors';
import { applyPlatformEvent } from '../../customer/customer-list/platform-events';
import { groupWelcomeLogs } from '../../../db/schema/acquiring-welcome';
import {
  createGroupWelcome,
  deleteGroupWelcome,
  updateGroupWelcome,
} from './group-welcome-commands';
import {
  groupOptionsOf,
  groupWelcomeDetailOf,
  listGroupWelcomeLogs,
  listGroupWelcomes,
} from './group-welcome-queries';

export function registerGroupWelcomeRoutes(app: FastifyInstance, deps: RouteDeps): void {
  const { db } = deps;
  const platform = createPlatformAdapter(db);
  const now = () => new Date(deps.now());
  registerEndpoint(app, groupWelcomeList, ({ tenantId, query }) =>
    listGroupWelcomes(db, tenantId, query, now()),
  );
  registerEndpoint(app, groupWelcomeDetail, ({ tenantId, params }) =>
    groupWelcomeDetailOf(db, tenantId, params.id, now()),
  );
  registerEndpoint(app, groupWelcomeCreate, ({ tenantId, body }) =>
    createGroupWelcome(db, platform, tenantId, body, now()),
  );
  registerEndpoint(app, groupWelcomeUpdate, ({ tenantId, params, body }) =>
    updateGroupWelcome(db, platform, tenantId, params.id, body, now()),
  );
  registerEndpoint(app, groupWelcomeDelete, ({ tenantId, params }) =>
    deleteGroupWelcome(db, platform, tenantId, params.id),
  );
  registerEndpoint(app, groupWelcomeLogList, ({ tenantId, query }) =>
    listGroupWelcomeLogs(db, tenantId, query),
  );
  registerEndpoint(app, groupWelcomeGroupOptions, ({ tenantId }) => groupOptionsOf(db, tenantId));
  registerEndpoint(app, groupWelcomeSimulateJoin, async ({ tenantId, body }) => {
    const [group] = await db
      .select({ chatId: customerGroups.platformChatId })
      .from(customerGroups)
      .where(
        and(
          eq(customerGroups.tenantId, tenantId),
          eq(customerGroups.id, body.group_id),
          isNull(customerGroups.dismissedAt),
        ),
      );
    if (!group) throw new BusinessError(101115001, '客户群不存在或已解散');
    // The newest customer who is not in the group yet joins it.
    const [customer] = await db
      .select({ id: customers.id, externalUserId: customers.externalUserId, name: customers.name })
      .from(customers)
      .where(
        and(
          eq(customers.tenantId, tenantId),
          notExists(
            db
              .select({ one: customerGroupMembers.memberId })
              .from(customerGroupMembers)
              .where(
                and(
                  eq(customerGroupMembers.tenantId, tenantId),
                  eq(customerGroupMembers.groupId, body.group_id),
                  eq(customerGroupMembers.memberType, 2),
                  eq(customerGroupMembers.memberId, customers.id),
                ),
              ),
          ),
        ),
      )
      .orderBy(desc(customers.id))
      .limit(1);
    if (!customer) throw new BusinessError(101115003, '没有可以入群的客户了');
    const at = new Date(now().getTime());
    await applyPlatformEvent(db, tenantId, {
      type: 'change_external_chat',
      change: 'add_member',
      chatId: group.chatId,
      externalUserId: customer.externalUserId,
      joinScene: 3,
      at,
    });
    const [logged] = await db
      .select({ outcome: groupWelcomeLogs.outcome })
      .from(groupWelcomeLogs)
      .where(
        and(
          eq(groupWelcomeLogs.tenantId, tenantId),
          eq(groupWelcomeLogs.groupId, body.group_id),
          eq(groupWelcomeLogs.customerId, customer.id),
          eq(groupWelcomeLogs.occurredAt, at),
        ),
      );
    return {
      customer: customer.name,
      outcome: (logged?.outcome ?? 'skipped') as 'sent' | 'skipped' | 'failed',
    };
  });
}
