// /tag-invite-group: creating a task (pick its customers, start the invitation job), its
// detail with per-employee progress and reminders, its recipients, and the reminder action.
import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  EmployeeProgress,
  recipientQuery,
  RecipientRow,
  RecipientStatus,
  TagInviteDetail,
  TagInviteForm,
} from '../../../../contract/acquiring/tag-invite-group';
import type { ListData } from '../../../../contract/envelope';
import type { Database } from '../../../db/database';
import {
  tagInviteRecipients,
  tagInviteReminders,
  tagInviteTasks,
} from '../../../db/schema/acquiring-growth';
import { customerGroups, customers } from '../../../db/schema/customers';
import type { RouteDeps } from '../../../http/app-deps';
import { employeeMap, withUniqueName } from '../tool-kit/tool-refs';
import { REMIND_JOB, SEND_JOB } from './invite-jobs';
import { assertInviteRefs, LABEL, taskOf, toTaskRows, totalsOf } from './invite-store';
import { pickRecipients } from './pick-recipients';
import { offsetOf } from '../../../db/list-query';

export async function previewTask(db: Database, tenantId: string, form: TagInviteForm) {
  await assertInviteRefs(db, tenantId, form);
  const picked = await pickRecipients(db, tenantId, form);
  return { recipients: picked.recipients.length, skipped_in_group: picked.skippedInGroup };
}

export async function createTask(deps: RouteDeps, tenantId: string, form: TagInviteForm, at: Date) {
  const { db } = deps;
  await assertInviteRefs(db, tenantId, form);
  const picked = await pickRecipients(db, tenantId, form);
  const config = { ...form, skipped_in_group: picked.skippedInGroup } as Record<string, unknown>;
  const id = await withUniqueName(LABEL, form.name, async () => {
    const [task] = await db
      .insert(tagInviteTasks)
      .values({
        tenantId,
        name: form.name,
        config,
        // Nobody to invite: nothing to send, the task is done.
        status: picked.recipients.length ? 1 : 3,
        createdAt: at,
      })
      .returning({ id: tagInviteTasks.id });
    return task?.id ?? 0;
  });
  for (let start = 0; start < picked.recipients.length; start += 1000) {
    await db.insert(tagInviteRecipients).values(
      picked.recipients.slice(start, start + 1000).map((recipient) => ({
        tenantId,
        taskId: id,
        customerId: recipient.customerId,
        employeeId: recipient.employeeId,
      })),
    );
  }
  if (picked.recipients.length) {
    await deps.jobs.enqueue(SEND_JOB, { tenantId, taskId: id }, { key: `tag-invite:${id}` });
  }
  return { id, recipients: picked.recipients.length, skipped_in_group: picked.skippedInGroup };
}

export async function taskDetail(
  db: Database,
  tenantId: string,
  id: number,
): Promise<TagInviteDetail> {
  const task = await taskOf(db, tenantId, id);
  const [entry] = await toTaskRows(db, tenantId, [task]);
  const perEmployee = await totalsOf(db, tenantId, [id], true);
  const reminders = await db
    .select({
      employeeId: tagInviteReminders.employeeId,
      n: sql<number>`count(*)::int`,
      last: sql<string>`max(${tagInviteReminders.remindedAt})`,
    })
    .from(tagInviteReminders)
    .where(and(eq(tagInviteReminders.tenantId, tenantId), eq(tagInviteReminders.taskId, id)))
    .groupBy(tagInviteReminders.employeeId);
  const config = entry?.config as TagInviteForm;
  const employeeIds = [...perEmployee.keys()].map((key) => Number(key.split(':')[1]));
  const staff = await employeeMap(db, tenantId, employeeIds);
  const byEmployee: EmployeeProgress[] = employeeIds.map((employeeId) => {
    const reminded = reminders.find((row) => row.employeeId === employeeId);
    const totals = perEmployee.get(`${id}:${employeeId}`);
    return {
      employee: { id: employeeId, name: staff.get(employeeId)?.name ?? '' },
      total: totals?.total ?? 0,
      pending: totals?.pending ?? 0,
      sent: totals?.sent ?? 0,
      joined: totals?.joined ?? 0,
      failed: totals?.failed ?? 0,
      reminders: Number(reminded?.n ?? 0),
      last_reminded_at: reminded?.last ? new Date(reminded.last).toISOString() : null,
    };
  });
  const skipped = (task.config as { skipped_in_group?: number }).skipped_in_group ?? 0;
  return {
    ...(entry?.row as TagInviteDetail),
    config: {
      name: config.name,
      tag_ids: config.tag_ids,
      tag_match: config.tag_match,
      exclude_tag_ids: config.exclude_tag_ids,
      employee_ids: config.employee_ids,
      added_from: config.added_from,
      added_to: config.added_to,
      group_ids: config.group_ids,
      guide_text: config.guide_text,
    },
    exclude_tags: entry?.excludeTags ?? [],
    skipped_in_group: skipped,
    by_employee: byEmployee.sort((a, b) => b.pending - a.pending || a.employee.id - b.employee.id),
  };
}

export async function taskRecipients(
  db: Database,
  tenantId: string,
  id: number,
  query: z.infer<typeof recipientQuery>,
): Promise<ListData<RecipientRow>> {
  await taskOf(db, tenantId, id);
  const onCustomer = and(
    eq(customers.tenantId, tagInviteRecipients.tenantId),
    eq(customers.id, tagInviteRecipients.customerId),
  );
  const where = and(
    eq(tagInviteRecipients.tenantId, tenantId),
    eq(tagInviteRecipients.taskId, id),
    query.status ? eq(tagInviteRecipients.status, Number(query.status)) : undefined,
    query.customer ? ilike(customers.name, `%${query.customer}%`) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ recipient: tagInviteRecipients, name: customers.name })
      .from(tagInviteRecipients)
      .innerJoin(customers, onCustomer)
      .where(where)
      .orderBy(desc(tagInviteRecipients.id))
      .limit(query.page_size)
      .offset(offsetOf(query)),
    db
      .select({ value: count() })
      .from(tagInviteRecipients)
      .innerJoin(customers, onCustomer)
      .where(where),
  ]);
  const staff = await employeeMap(
    db,
    tenantId,
    rows.map((row) => row.recipient.employeeId),
  );
  const groupIds = [...new Set(rows.flatMap((row) => row.recipient.groupId ?? []))];
  const groups = groupIds.length
    ? await db
        .select({ id: customerGroups.id, name: customerGroups.name })
        .from(customerGroups)
        .where(and(eq(customerGroups.tenantId, tenantId), inArray(customerGroups.id, groupIds)))
    : [];
  return {
    list: rows.map(({ recipient, name }) => {
      const employee = staff.get(recipient.employeeId);
      return {
        id: recipient.id,
        customer: { id: recipient.customerId, name },
        employee: employee ? { id: employee.id, name: employee.name } : null,
        group: groups.find((group) => group.id === recipient.groupId) ?? null,
        status: recipient.status as RecipientStatus,
        reason: recipient.reason,
        sent_at: recipient.sentAt?.toISOString() ?? null,
        joined_at: recipient.joinedAt?.toISOString() ?? null,
      };
    }),
    total: total?.value ?? 0,
    page: query.page,
    page_size: query.page_size,
  };
}

/** Reminds every employee with unsent invitations (a job; one per task and minute). */
export async function remindTask(deps: RouteDeps, tenantId: string, id: number, at: Date) {
  await taskOf(deps.db, tenantId, id);
  const [pending] = await deps.db
    .select({ n: sql<number>`count(distinct ${tagInviteRecipients.employeeId})::int` })
    .from(tagInviteRecipients)
    .where(
      and(
        eq(tagInviteRecipients.tenantId, tenantId),
        eq(tagInviteRecipients.taskId, id),
        eq(tagInviteRecipients.status, 0),
      ),
    );
  const employees = Number(pending?.n ?? 0);
  if (employees > 0) {
    const minute = new Date(Math.floor(at.getTime() / 60_000) * 60_000).toISOString();
    await deps.jobs.enqueue(
      REMIND_JOB,
      { tenantId, taskId: id, at: minute },
      { key: `tag-invite:${id}:remind:${minute}` },
    );
  }
  return { employees };
}
