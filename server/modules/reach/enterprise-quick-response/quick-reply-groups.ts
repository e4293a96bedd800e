// issue #18 /enterprise-quick-response: the script groups, nested one level (docs/domain.md §2
// "nested groups visible to departments"). A group with scripts or sub-groups is not deleted.
import { and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { QUICK_REPLY_ERROR_CODES } from '../../../../contract/reach/enterprise-quick-response';
import type {
  QuickReplyGroupBody,
  QuickReplyGroupNode,
  QuickReplyRef,
} from '../../../../contract/reach/enterprise-quick-response';
import type { Database } from '../../../db/database';
import { departments } from '../../../db/schema/directory';
import { quickReplies, quickReplyGroups } from '../../../db/schema/reach-chat-tools';
import { BusinessError, HttpError } from '../../../http/http-errors';

type GroupRow = typeof quickReplyGroups.$inferSelect;

export const groupNotFound = () => new HttpError(404, '话术分组不存在或已被删除');
/** A group named in a body that is not the tenant's (a 200 business error, nothing written). */
export const unknownGroup = () =>
  new BusinessError(QUICK_REPLY_ERROR_CODES.unknownReference, '所选分组不存在或已被删除');

/** The tenant's departments by id, for names; refuses an id that is not the tenant's. */
export async function departmentRefs(
  db: Database,
  tenantId: string,
  ids: readonly number[],
): Promise<Map<number, QuickReplyRef>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(and(eq(departments.tenantId, tenantId), inArray(departments.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function assertDepartments(db: Database, tenantId: string, ids: readonly number[]) {
  const found = await departmentRefs(db, tenantId, ids);
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) {
    throw new BusinessError(
      QUICK_REPLY_ERROR_CODES.unknownReference,
      `可见部门不存在（编号${missing}）`,
    );
  }
}

export async function findGroup(db: Database, tenantId: string, id: number) {
  const [row] = await db
    .select()
    .from(quickReplyGroups)
    .where(and(eq(quickReplyGroups.tenantId, tenantId), eq(quickReplyGroups.id, id)));
  return row;
}

export async function groupTree(db: Database, tenantId: string) {
  const groups = await db
    .select()
    .from(quickReplyGroups)
    .where(eq(quickReplyGroups.tenantId, tenantId))
    .orderBy(asc(quickReplyGroups.sortOrder), asc(quickReplyGroups.id));
  const counts = await db
    .select({ groupId: quickReplies.groupId, value: count() })
    .from(quickReplies)
    .where(eq(quickReplies.tenantId, tenantId))
    .groupBy(quickReplies.groupId);
  const countOf = new Map(counts.map((row) => [row.groupId, row.value]));
  const names = await departmentRefs(
    db,
    tenantId,
    groups.flatMap((group) => group.departmentIds),
  );
  const node = (group: GroupRow, children: QuickReplyGroupNode[]): QuickReplyGroupNode => ({
    id: group.id,
    name: group.name,
    parent_id: group.parentId,
    department_ids: group.departmentIds,
    departments: group.departmentIds.flatMap((id) => names.get(id) ?? []),
    reply_count: countOf.get(group.id) ?? 0,
    children,
  });
  const tops = groups.filter((group) => group.parentId === null);
  const tree = tops.map((top) =>
    node(
      top,
      groups.filter((group) => group.parentId === top.id).map((child) => node(child, [])),
    ),
  );
  const total = counts.reduce((sum, row) => sum + row.value, 0);
  return { groups: tree, total };
}

async function assertGroupBody(
  db: Database,
  tenantId: string,
  body: QuickReplyGroupBody,
  selfId?: number,
) {
  if (body.parent_id !== null) {
    const parent = await findGroup(db, tenantId, body.parent_id);
    if (!parent) throw unknownGroup();
    if (parent.parentId !== null || parent.id === selfId) {
      throw new BusinessError(QUICK_REPLY_ERROR_CODES.tooDeep, '话术分组最多两级，请选择一级分组');
    }
    if (selfId !== undefined) {
      const [children] = await db
        .select({ value: count() })
        .from(quickReplyGroups)
        .where(and(eq(quickReplyGroups.tenantId, tenantId), eq(quickReplyGroups.parentId, selfId)));
      if ((children?.value ?? 0) > 0) {
        throw new BusinessError(
          QUICK_REPLY_ERROR_CODES.tooDeep,
          '该分组下有子分组，不能再放入其他分组',
        );
      }
    }
  }
  await assertDepartments(db, tenantId, body.department_ids);
  const sameName = await db
    .select({ id: quickReplyGroups.id })
    .from(quickReplyGroups)
    .where(
      and(
        eq(quickReplyGroups.tenantId, tenantId),
        eq(quickReplyGroups.name, body.name),
        body.parent_id === null
          ? isNull(quickReplyGroups.parentId)
          : eq(quickReplyGroups.parentId, body.parent_id),
        selfId === undefined ? undefined : ne(quickReplyGroups.id, selfId),
      ),
    );
  if (sameName.length > 0) {
    throw new BusinessError(QUICK_REPLY_ERROR_CODES.nameTaken, `分组「${body.name}」已存在`);
  }
}

export async function createGroup(
  db: Database,
  tenantId: string,
  body: QuickReplyGroupBody,
  now: Date,
) {
  await assertGroupBody(db, tenantId, body);
  const [row] = await db
    .insert(quickReplyGroups)
    .values({
      tenantId,
      name: body.name,
      parentId: body.parent_id,
      departmentIds: body.department_ids,
      sortOrder: sql`(select coalesce(max(sort_order), 0) + 1 from quick_reply_groups where tenant_id = ${tenantId})`,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: quickReplyGroups.id });
  return { id: row!.id };
}

export async function updateGroup(
  db: Database,
  tenantId: string,
  id: number,
  body: QuickReplyGroupBody,
  now: Date,
) {
  if (!(await findGroup(db, tenantId, id))) throw groupNotFound();
  await assertGroupBody(db, tenantId, body, id);
  await db
    .update(quickReplyGroups)
    .set({
      name: body.name,
      parentId: body.parent_id,
      departmentIds: body.department_ids,
      updatedAt: now,
    })
    .where(and(eq(quickReplyGroups.tenantId, tenantId), eq(quickReplyGroups.id, id)));
  return { id };
}

export async function deleteGroup(db: Database, tenantId: string, id: number) {
  if (!(await findGroup(db, tenantId, id))) throw groupNotFound();
  const [replies] = await db
    .select({ value: count() })
    .from(quickReplies)
    .where(and(eq(quickReplies.tenantId, tenantId), eq(quickReplies.groupId, id)));
  const [children] = await db
    .select({ value: count() })
    .from(quickReplyGroups)
    .where(and(eq(quickReplyGroups.tenantId, tenantId), eq(quickReplyGroups.parentId, id)));
  if ((replies?.value ?? 0) > 0 || (children?.value ?? 0) > 0) {
    throw new BusinessError(
      QUICK_REPLY_ERROR_CODES.groupNotEmpty,
      '分组下还有话术或子分组，请先移走或删除后再删除分组',
    );
  }
  await db
    .delete(quickReplyGroups)
    .where(and(eq(quickReplyGroups.tenantId, tenantId), eq(quickReplyGroups.id, id)));
  return null;
}
