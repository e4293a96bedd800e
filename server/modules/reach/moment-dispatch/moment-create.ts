// issue #17 /moment-dispatch: creating a moments task. The publishing employees come from the
// scope (every active employee, departments with their sub-departments, or picked employees);
// every id in the body must belong to the token's tenant; one row per employee is their task.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { MomentBody } from '../../../../contract/reach/moment-dispatch';
import { MOMENT_OPEN_DAYS_MAX } from '../../../../contract/reach/moment-dispatch';
import type { Database } from '../../../db/database';
import { tags } from '../../../db/schema/customers';
import { departments, employees } from '../../../db/schema/directory';
import { momentTaskEmployees, momentTasks } from '../../../db/schema/reach-moments-sms';
import { BodyValidationError } from '../../../http/http-errors';

const DAY_MS = 86_400_000;
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

async function checkTags(db: Database, tenantId: string, ids: readonly number[], field: string) {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.tenantId, tenantId), inArray(tags.id, [...ids])));
  if (found.length !== new Set(ids).size) {
    throw new BodyValidationError('所选标签不存在或已删除', field);
  }
}

/** The active employees the scope names; ids of another tenant are refused. */
export async function scopeEmployees(
  db: Database,
  tenantId: string,
  scope: MomentBody['sender_scope'],
): Promise<number[]> {
  const ids = [...new Set(scope.ids)];
  if (scope.kind === 'employees') {
    const found = await db
      .select({ id: employees.id, status: employees.status })
      .from(employees)
      .where(and(eq(employees.tenantId, tenantId), inArray(employees.id, ids)));
    if (found.length !== ids.length) {
      throw new BodyValidationError('所选员工不存在或已离职', 'sender_scope.ids');
    }
    return found.filter((row) => row.status === 1).map((row) => row.id);
  }
  if (scope.kind === 'departments') {
    const found = await db
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.tenantId, tenantId), inArray(departments.id, ids)));
    if (found.length !== ids.length) {
      throw new BodyValidationError('所选部门不存在', 'sender_scope.ids');
    }
  }
  const departmentFilter =
    scope.kind === 'departments'
      ? sql`and e.department_id in (
          with recursive tree as (
            select id from departments where tenant_id = ${tenantId}
              and id = any(${`{${ids.join(',')}}`}::int[])
            union select d.id from departments d join tree on d.parent_id = tree.id
              where d.tenant_id = ${tenantId})
          select id from tree)`
      : sql``;
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`select e.id from employees e
      where e.tenant_id = ${tenantId} and e.status = 1 ${departmentFilter} order by e.id`),
  );
  return rows.map((row) => Number(row.id));
}

export function resolveTimes(body: MomentBody, now: Date): { publishAt: Date; endAt: Date } {
  const publishAt = body.send_type === 'now' ? now : new Date(body.send_at ?? '');
  if (body.send_type === 'scheduled' && !(publishAt.getTime() > now.getTime())) {
    throw new BodyValidationError('发表时间不能早于当前时间', 'send_at');
  }
  const endAt = new Date(body.end_at);
  if (!(endAt.getTime() > publishAt.getTime())) {
    throw new BodyValidationError('结束时间必须晚于发表时间', 'end_at');
  }
  if (endAt.getTime() - publishAt.getTime() > MOMENT_OPEN_DAYS_MAX * DAY_MS) {
    throw new BodyValidationError(`结束时间不能晚于发表后${MOMENT_OPEN_DAYS_MAX}天`, 'end_at');
  }
  return { publishAt, endAt };
}

export async function createMoment(
  db: Database,
  tenantId: string,
  userId: number,
  body: MomentBody,
  now: Date,
): Promise<{ id: number; employees: number; publishAt: Date; endAt: Date }> {
  const { publishAt, endAt } = resolveTimes(body, now);
  await checkTags(db, tenantId, body.visible_tag_ids, 'visible_tag_ids');
  await checkTags(db, tenantId, body.like_tag_ids, 'like_tag_ids');
  await checkTags(db, tenantId, body.comment_tag_ids, 'comment_tag_ids');
  const employeeIds = await scopeEmployees(db, tenantId, body.sender_scope);
  if (employeeIds.length === 0) {
    throw new BodyValidationError('所选范围内没有在职员工', 'sender_scope');
  }
  return db.transaction(async (tx) => {
    const [task] = await tx
      .insert(momentTasks)
      .values({
        tenantId,
        name: body.name,
        content: body.content as unknown as Record<string, unknown>,
        senderScope: { kind: body.sender_scope.kind, ids: [...new Set(body.sender_scope.ids)] },
        visibleTagIds: [...new Set(body.visible_tag_ids)],
        likeTagIds: [...new Set(body.like_tag_ids)],
        commentTagIds: [...new Set(body.comment_tag_ids)],
        publishAt,
        endAt,
        createdBy: userId,
        createdAt: now,
      })
      .returning({ id: momentTasks.id });
    if (!task) throw new Error('moment task insert returned nothing');
    await tx
      .insert(momentTaskEmployees)
      .values(employeeIds.map((employeeId) => ({ tenantId, taskId: task.id, employeeId })));
    return { id: task.id, employees: employeeIds.length, publishAt, endAt };
  });
}
