// /tag-invite-group 标签拉群: the tasks' reads and writes, every query scoped by the verified
// token's tenant; every tag, employee and group a body names is checked to be the tenant's.
import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  InviteTotals,
  TagInviteForm,
  tagInviteListQuery,
  TagInviteRow,
  TaskStatus,
} from '../../../../contract/acquiring/tag-invite-group';
import type { Ref } from '../../../../contract/acquiring/tool-fields';
import { TOOL_ERROR_CODES } from '../../../../contract/acquiring/tool-fields';
import type { ListData } from '../../../../contract/envelope';
import type { Database } from '../../../db/database';
import {
  tagInviteRecipients,
  tagInviteReminders,
  tagInviteTasks,
} from '../../../db/schema/acquiring-growth';
import { customerGroups, tags } from '../../../db/schema/customers';
import { BusinessError } from '../../../http/http-errors';
import { assertEmployees, assertTags, employeeMap, notFound } from '../tool-kit/tool-refs';
import { offsetOf } from '../../../db/list-query';
import { groupSeats } from '../new-customer-join-group/group-seats';

export type Task = typeof tagInviteTasks.$inferSelect;
export const LABEL = '标签拉群任务';
export const configOf = (task: Task) => task.config as unknown as TagInviteForm;
export const ownTask = (tenantId: string, id: number) =>
  and(eq(tagInviteTasks.tenantId, tenantId), eq(tagInviteTasks.id, id));

export async function assertInviteRefs(db: Database, tenantId: string, form: TagInviteForm) {
  await assertTags(db, tenantId, [...form.tag_ids, ...form.exclude_tag_ids]);
  await assertEmployees(db, tenantId, form.employee_ids, '邀请员工');
  const seats = await groupSeats(db, tenantId, form.group_ids, 200);
  const missing = form.group_ids.find((id) => !seats.some((seat) => seat.id === id));
  if (missing !== undefined) {
    throw new BusinessError(TOOL_ERROR_CODES.unknownReference, `客户群不存在（编号${missing}）`);
  }
}

export async function taskOf(db: Database, tenantId: string, id: number): Promise<Task> {
  const [task] = await db.select().from(tagInviteTasks).where(ownTask(tenantId, id));
  if (!task) throw notFound(LABEL);
  return task;
}

const EMPTY_TOTALS: InviteTotals = { total: 0, pending: 0, sent: 0, joined: 0, failed: 0 };

/** Totals per task (and per employee when asked) from the recipient rows. */
export async function totalsOf(
  db: Database,
  tenantId: string,
  taskIds: readonly number[],
  byEmployee = false,
) {
  if (taskIds.length === 0) return new Map<string, InviteTotals>();
  const rows = await db
    .select({
      taskId: tagInviteRecipients.taskId,
      employeeId: byEmployee ? tagInviteRecipients.employeeId : sql<number>`0`,
      status: tagInviteRecipients.status,
      n: sql<number>`count(*)::int`,
    })
    .from(tagInviteRecipients)
    .where(
      and(
        eq(tagInviteRecipients.tenantId, tenantId),
        inArray(tagInviteRecipients.taskId, [...taskIds]),
      ),
    )
    .groupBy(
      tagInviteRecipients.taskId,
      ...(byEmployee ? [tagInviteRecipients.employeeId] : []),
      tagInviteRecipients.status,
    );
  const totals = new Map<string, InviteTotals>();
  for (const row of rows) {
    const key = byEmployee ? `${row.taskId}:${row.employeeId}` : String(row.taskId);
    const current = { ...(totals.get(key) ?? EMPTY_TOTALS) };
    const n = Number(row.n);
    current.total += n;
    if (row.status === 0) current.pending += n;
    if (row.status === 1) current.sent += n;
    if (row.status === 2) current.joined += n;
    if (row.status === 3) current.failed += n;
    totals.set(key, current);
  }
  return totals;
}

async function namesOf(
  db: Database,
  tenantId: string,
  tagIds: readonly number[],
  groupIds: readonly number[],
) {
  const [tagRows, groupRows] = await Promise.all([
    tagIds.length
      ? db
          .select({ id: tags.id, name: tags.name })
          .from(tags)
          .where(and(eq(tags.tenantId, tenantId), inArray(tags.id, [...new Set(tagIds)])))
      : [],
    groupIds.length
      ? db
          .select({ id: customerGroups.id, name: customerGroups.name })
          .from(customerGroups)
          .where(
            and(
              eq(customerGroups.tenantId, tenantId),
              inArray(customerGroups.id, [...new Set(groupIds)]),
            ),
          )
      : [],
  ]);
  return {
    tags: new Map(tagRows.map((row) => [row.id, row])),
    groups: new Map(groupRows.map((row) => [row.id, row])),
  };
}

const pick = (map: Map<number, Ref>, ids: readonly number[]) =>
  ids.flatMap((id) => map.get(id) ?? []);

export async function toTaskRows(db: Database, tenantId: string, tasks: readonly Task[]) {
  const configs = tasks.map(configOf);
  const [names, staff, totals] = await Promise.all([
    namesOf(
      db,
      tenantId,
      configs.flatMap((config) => [...config.tag_ids, ...config.exclude_tag_ids]),
      configs.flatMap((config) => config.group_ids),
    ),
    employeeMap(
      db,
      tenantId,
      configs.flatMap((config) => config.employee_ids),
    ),
    totalsOf(
      db,
      tenantId,
      tasks.map((task) => task.id),
    ),
  ]);
  return tasks.map((task, index) => {
    const config = configs[index] as TagInviteForm;
    const row: TagInviteRow = {
      id: task.id,
      name: task.name,
      status: task.status as TaskStatus,
      tags: pick(names.tags, config.tag_ids),
      tag_match: config.tag_match,
      employees: config.employee_ids.flatMap((id) => {
        const employee = staff.get(id);
        return employee ? [{ id, name: employee.name }] : [];
      }),
      groups: pick(names.groups, config.group_ids),
      totals: totals.get(String(task.id)) ?? EMPTY_TOTALS,
      created_at: task.createdAt.toISOString(),
    };
    return { row, config, excludeTags: pick(names.tags, config.exclude_tag_ids), staff };
  });
}

export async function listTasks(
  db: Database,
  tenantId: string,
  query: z.infer<typeof tagInviteListQuery>,
): Promise<ListData<TagInviteRow>> {
  const where = and(
    eq(tagInviteTasks.tenantId, tenantId),
    query.name ? ilike(tagInviteTasks.name, `%${query.name}%`) : undefined,
    query.status ? eq(tagInviteTasks.status, Number(query.status)) : undefined,
  );
  const [tasks, [total]] = await Promise.all([
    db
      .select()
      .from(tagInviteTasks)
      .where(where)
      .orderBy(desc(tagInviteTasks.id))
      .limit(query.page_size)
      .offset(offsetOf(query)),
    db.select({ value: count() }).from(tagInviteTasks).where(where),
  ]);
  const rows = await toTaskRows(db, tenantId, tasks);
  return {
    list: rows.map((entry) => entry.row),
    total: total?.value ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}

export async function deleteTask(db: Database, tenantId: string, id: number) {
  const removed = await db
    .delete(tagInviteTasks)
    .where(ownTask(tenantId, id))
    .returning({ id: tagInviteTasks.id });
  if (removed.length === 0) throw notFound(LABEL);
  for (const table of [tagInviteRecipients, tagInviteReminders]) {
    await db.delete(table).where(and(eq(table.tenantId, tenantId), eq(table.taskId, id)));
  }
  return null;
}
