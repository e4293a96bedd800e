// issue #19 /group-list and group-detail endpoints, and the sandbox's join/quit event.
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  groupDetail,
  groupList,
  groupMembers,
  sandboxGroupEvent,
  setGroupTags,
} from '../../../../contract/customer/group-list';
import { customerGroups, customers } from '../../../db/schema/customers';
import type { RouteDeps } from '../../../http/app-deps';
import type { DataScope } from '../../../http/auth/data-scope';
import { registerEndpoint } from '../../../http/endpoint-routes';
import { BusinessError } from '../../../http/http-errors';
import { applyPlatformEvent } from '../customer-list/platform-events';
import { groupTrend, listMembers, setTags } from './group-detail';
import { findGroup, listGroups } from './group-queries';

const notFound = () => new BusinessError(119201, '客户群不存在或已解散');

export function registerGroupListRoutes(app: FastifyInstance, { db, now }: RouteDeps): void {
  const groupOf = async (tenantId: string, id: number, scope: DataScope) => {
    const group = await findGroup(db, tenantId, id, new Date(now()), scope);
    if (!group) throw notFound();
    return group;
  };
  registerEndpoint(app, groupList, ({ tenantId, query, scope }) =>
    listGroups(db, tenantId, query, new Date(now()), scope),
  );
  registerEndpoint(app, groupDetail, async ({ tenantId, params, scope }) => ({
    ...(await groupOf(tenantId, params.id, scope)),
    trend: await groupTrend(db, tenantId, params.id, new Date(now())),
  }));
  registerEndpoint(app, groupMembers, async ({ tenantId, params, query, scope }) => {
    await groupOf(tenantId, params.id, scope);
    return listMembers(db, tenantId, params.id, query);
  });
  registerEndpoint(app, setGroupTags, async ({ tenantId, params, body, scope }) => {
    await groupOf(tenantId, params.id, scope);
    return setTags(db, tenantId, params.id, body.tag_ids);
  });
  registerEndpoint(app, sandboxGroupEvent, async ({ tenantId, body }) => {
    const [group] = await db
      .select({ chatId: customerGroups.platformChatId })
      .from(customerGroups)
      .where(and(eq(customerGroups.tenantId, tenantId), eq(customerGroups.id, body.group_id)));
    const [customer] = await db
      .select({ externalUserId: customers.externalUserId })
      .from(customers)
      .where(and(eq(customers.tenantId, tenantId), eq(customers.id, body.customer_id)));
    if (!group) throw notFound();
    if (!customer) throw new BusinessError(109101, '客户不存在或已被删除');
    await applyPlatformEvent(db, tenantId, {
      type: 'change_external_chat',
      change: body.change,
      chatId: group.chatId,
      externalUserId: customer.externalUserId,
      joinScene: body.join_scene,
      at: new Date(now()),
    });
    return null;
  });
}
