// issue #18 /enterprise-quick-response: writing scripts (their group and departments must be
// the tenant's), moving a script within its group, and the sidebar's reads and use count.
import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { QUICK_REPLY_ERROR_CODES } from '../../../../contract/reach/enterprise-quick-response';
import type { QuickReplyBody } from '../../../../contract/reach/enterprise-quick-response';
import type { MessageContent } from '../../../../contract/message-content';
import type { Database } from '../../../db/database';
import { employees } from '../../../db/schema/directory';
import {
  quickReplies,
  quickReplyGroups,
  quickReplyUses,
} from '../../../db/schema/reach-chat-tools';
import { BusinessError, HttpError } from '../../../http/http-errors';
import { assertDepartments, findGroup, unknownGroup } from './quick-reply-groups';

export const replyNotFound = () => new HttpError(404, '话术不存在或已被删除');

export async function findReply(db: Database, tenantId: string, id: number) {
  const [row] = await db
    .select()
    .from(quickReplies)
    .where(and(eq(quickReplies.tenantId, tenantId), eq(quickReplies.id, id)));
  return row;
}

async function assertReplyBody(db: Database, tenantId: string, body: QuickReplyBody) {
  if (!(await findGroup(db, tenantId, body.group_id))) throw unknownGroup();
  await assertDepartments(db, tenantId, body.department_ids);
}

export async function createReply(
  db: Database,
  tenantId: string,
  userId: number,
  body: QuickReplyBody,
  now: Date,
) {
  await assertReplyBody(db, tenantId, body);
  const [row] = await db
    .insert(quickReplies)
    .values({
      tenantId,
      groupId: body.group_id,
      title: body.title,
      message: body.message as unknown as Record<string, unknown>,
      departmentIds: body.department_ids,
      sortOrder: sql`(select coalesce(max(sort_order), 0) + 1 from quick_replies where tenant_id = ${tenantId} and group_id = ${body.group_id})`,
      createdBy: userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: quickReplies.id });
  return { id: row!.id };
}

export async function updateReply(
  db: Database,
  tenantId: string,
  id: number,
  body: QuickReplyBody,
  now: Date,
) {
  const current = await findReply(db, tenantId, id);
  if (!current) throw replyNotFound();
  await assertReplyBody(db, tenantId, body);
  await db
    .update(quickReplies)
    .set({
      groupId: body.group_id,
      title: body.title,
      message: body.message as unknown as Record<string, unknown>,
      departmentIds: body.department_ids,
      // A script moved to another group goes to that group's end.
      ...(current.groupId === body.group_id
        ? {}
        : {
            sortOrder: sql`(select coalesce(max(sort_order), 0) + 1 from quick_replies where tenant_id = ${tenantId} and group_id = ${body.group_id})`,
          }),
      updatedAt: now,
    })
    .where(and(eq(quickReplies.tenantId, tenantId), eq(quickReplies.id, id)));
  return { id };
}

export async function deleteReply(db: Database, tenantId: string, id: number) {
  if (!(await findReply(db, tenantId, id))) throw replyNotFound();
  await db.transaction(async (tx) => {
    await tx
      .delete(quickReplyUses)
      .where(and(eq(quickReplyUses.tenantId, tenantId), eq(quickReplyUses.replyId, id)));
    await tx
      .delete(quickReplies)
      .where(and(eq(quickReplies.tenantId, tenantId), eq(quickReplies.id, id)));
  });
  return null;
}

/** Swaps the script with its neighbour in the group; at either end nothing changes. */
export async function moveReply(
  db: Database,
  tenantId: string,
  id: number,
  direction: 'up' | 'down',
) {
  const current = await findReply(db, tenantId, id);
  if (!current) throw replyNotFound();
  const up = direction === 'up';
  const [neighbour] = await db
    .select({ id: quickReplies.id, sortOrder: quickReplies.sortOrder })
    .from(quickReplies)
    .where(
      and(
        eq(quickReplies.tenantId, tenantId),
        eq(quickReplies.groupId, current.groupId),
        up
          ? lt(quickReplies.sortOrder, current.sortOrder)
          : gt(quickReplies.sortOrder, current.sortOrder),
      ),
    )
    .orderBy(up ? desc(quickReplies.sortOrder) : asc(quickReplies.sortOrder))
    .limit(1);
  if (!neighbour) return null;
  await db.transaction(async (tx) => {
    const mine = (replyId: number) =>
      and(eq(quickReplies.tenantId, tenantId), eq(quickReplies.id, replyId));
    await tx.update(quickReplies).set({ sortOrder: neighbour.sortOrder }).where(mine(current.id));
    await tx.update(quickReplies).set({ sortOrder: current.sortOrder }).where(mine(neighbour.id));
  });
  return null;
}

async function activeEmployee(db: Database, tenantId: string, employeeId: number) {
  const [row] = await db
    .select({ id: employees.id, departmentId: employees.departmentId, status: employees.status })
    .from(employees)
    .where(and(eq(employees.tenantId, tenantId), eq(employees.id, employeeId)));
  if (!row || row.status !== 1) {
    throw new BusinessError(QUICK_REPLY_ERROR_CODES.unknownReference, '员工不存在或已离职');
  }
  return row;
}

const visibleTo = (departmentIds: readonly number[], departmentId: number | null) =>
  departmentIds.length === 0 || (departmentId !== null && departmentIds.includes(departmentId));

/** The sidebar's library for one employee: company-wide groups/scripts and their department's. */
export async function repliesForEmployee(db: Database, tenantId: string, employeeId: number) {
  const employee = await activeEmployee(db, tenantId, employeeId);
  const groups = await db
    .select()
    .from(quickReplyGroups)
    .where(eq(quickReplyGroups.tenantId, tenantId))
    .orderBy(asc(quickReplyGroups.sortOrder), asc(quickReplyGroups.id));
  const visibleTop = new Set(
    groups
      .filter((g) => g.parentId === null && visibleTo(g.departmentIds, employee.departmentId))
      .map((g) => g.id),
  );
  const shown = groups.filter((g) =>
    g.parentId === null
      ? visibleTop.has(g.id)
      : visibleTop.has(g.parentId) && visibleTo(g.departmentIds, employee.departmentId),
  );
  const shownIds = new Set(shown.map((g) => g.id));
  const replies = await db
    .select()
    .from(quickReplies)
    .where(eq(quickReplies.tenantId, tenantId))
    .orderBy(asc(quickReplies.sortOrder), asc(quickReplies.id));
  return {
    groups: shown.map((g) => ({ id: g.id, name: g.name, parent_id: g.parentId })),
    replies: replies
      .filter((r) => shownIds.has(r.groupId) && visibleTo(r.departmentIds, employee.departmentId))
      .map((r) => ({
        id: r.id,
        group_id: r.groupId,
        title: r.title,
        message: r.message as unknown as MessageContent,
      })),
  };
}

/** One send from the sidebar: a use row for the employee and the script's count + 1. */
export async function recordReplyUse(
  db: Database,
  tenantId: string,
  replyId: number,
  employeeId: number,
  now: Date,
) {
  if (!(await findReply(db, tenantId, replyId))) throw replyNotFound();
  await activeEmployee(db, tenantId, employeeId);
  return db.transaction(async (tx) => {
    await tx.insert(quickReplyUses).values({ tenantId, replyId, employeeId, usedAt: now });
    const [row] = await tx
      .update(quickReplies)
      .set({ sendCount: sql`${quickReplies.sendCount} + 1`, lastSentAt: now })
      .where(and(eq(quickReplies.tenantId, tenantId), eq(quickReplies.id, replyId)))
      .returning({ sendCount: quickReplies.sendCount });
    return { send_count: row?.sendCount ?? 0 };
  });
}
