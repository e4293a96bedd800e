// issue #18 what an employee does in the sidebar: edit the customer's tags (within the groups
// /sider-iframe/config opens), add a follow-up (a `follow_up` event on the customer's
// timeline), mark one of their own SOP reminders sent, and send a material (the sandbox
// records the send and counts the use).
import { and, eq, inArray, sql } from 'drizzle-orm';
import { SIDER_ERROR_CODES } from '../../../../contract/reach/sider-app';
import type { SiderConfig } from '../../../../contract/reach/sider-iframe';
import type { Database } from '../../../db/database';
import { customerTags, tags } from '../../../db/schema/customers';
import { materials } from '../../../db/schema/material';
import { sopTasks } from '../../../db/schema/reach-sop';
import { BusinessError, HttpError } from '../../../http/http-errors';
import { createPlatformAdapter } from '../../../platform/adapter';
import { addCustomerTags, removeCustomerTags } from '../../customer/customer-list/customer-tagging';
import { addFollowUp } from '../../customer/follow-up/follow-up-store';
import { markTaskSent } from '../sop/sop-plans';
import type { SiderSession } from './sider-session';
import { recordSiderEvent } from './sider-session';

/** The customer's tags inside the editable groups become exactly `tagIds`. */
export async function setSiderTags(
  db: Database,
  session: SiderSession,
  config: SiderConfig,
  tagIds: readonly number[],
  at: Date,
): Promise<{ added: number; removed: number }> {
  if (!config.tags_editable) {
    throw new BusinessError(SIDER_ERROR_CODES.tagsReadOnly, '管理员未开放在侧边栏编辑标签');
  }
  const { tenantId, customerId } = session;
  const wanted = [...new Set(tagIds)];
  const known = wanted.length
    ? await db
        .select({ id: tags.id, groupId: tags.groupId })
        .from(tags)
        .where(and(eq(tags.tenantId, tenantId), inArray(tags.id, wanted)))
    : [];
  // Another tenant's tag id reads as missing: nothing is written.
  if (known.length !== wanted.length) throw new HttpError(404, '标签不存在');
  const groups = config.editable_tag_group_ids;
  const editable = (groupId: number) => groups.length === 0 || groups.includes(groupId);
  if (known.some((tag) => !editable(tag.groupId))) {
    throw new BusinessError(
      SIDER_ERROR_CODES.tagNotEditable,
      '该标签所在的标签组不允许在侧边栏编辑',
    );
  }
  const current = await db
    .select({ id: tags.id, groupId: tags.groupId })
    .from(customerTags)
    .innerJoin(tags, and(eq(tags.tenantId, customerTags.tenantId), eq(tags.id, customerTags.tagId)))
    .where(and(eq(customerTags.tenantId, tenantId), eq(customerTags.customerId, customerId)));
  const currentIds = new Set(current.map((tag) => tag.id));
  const add = wanted.filter((id) => !currentIds.has(id));
  const remove = current
    .filter((tag) => editable(tag.groupId) && !wanted.includes(tag.id))
    .map((tag) => tag.id);
  const adapter = createPlatformAdapter(db);
  const context = { at, source: 'manual' as const, employeeId: session.employeeId };
  const added = await addCustomerTags(db, adapter, tenantId, [customerId], add, context);
  const removed = await removeCustomerTags(db, adapter, tenantId, [customerId], remove, context);
  if (added + removed > 0) await recordSiderEvent(db, session, 'tag', 'profile', at);
  return { added, removed };
}

export async function addSiderFollowUp(
  db: Database,
  session: SiderSession,
  config: SiderConfig,
  body: { text: string; next_follow_at: string | null },
  at: Date,
): Promise<{ id: number; nextFollowAt: Date | null }> {
  if (!config.follow_up_enabled) {
    throw new BusinessError(SIDER_ERROR_CODES.followUpDisabled, '管理员未开放在侧边栏添加跟进记录');
  }
  // issue #41: a follow-up record (and its timeline event) like the console's.
  const added = await addFollowUp(
    db,
    session.tenantId,
    session.customerId,
    { ...body, images: [], employee_id: session.employeeId },
    'sidebar',
    at,
  );
  await recordSiderEvent(db, session, 'follow_up', 'profile', at, added.id);
  return added;
}

/** Only the employee the reminder was given to may mark it sent (else it does not exist). */
export async function markSiderTaskSent(
  db: Database,
  session: SiderSession,
  taskId: number,
  sopNow: Date,
  at: Date,
): Promise<{ status: number }> {
  const [task] = await db
    .select({ employeeId: sopTasks.employeeId })
    .from(sopTasks)
    .where(and(eq(sopTasks.tenantId, session.tenantId), eq(sopTasks.id, taskId)));
  if (!task || task.employeeId !== session.employeeId) throw new HttpError(404, 'SOP任务不存在');
  const result = await markTaskSent(db, session.tenantId, 1, taskId, sopNow);
  await recordSiderEvent(db, session, 'task_sent', 'sop', at, taskId);
  return result;
}

export async function sendSiderMaterial(
  db: Database,
  session: SiderSession,
  materialId: number,
  at: Date,
): Promise<{ sent: boolean }> {
  const updated = await db
    .update(materials)
    .set({ usageCount: sql`${materials.usageCount} + 1` })
    .where(and(eq(materials.tenantId, session.tenantId), eq(materials.id, materialId)))
    .returning({ id: materials.id });
  if (updated.length === 0) throw new HttpError(404, '素材不存在');
  await recordSiderEvent(db, session, 'material_sent', 'material', at, materialId);
  return { sent: true };
}
