// issue #16 /tag-invite-group: the task's work on the one job runner. "send" gives each
// employee the invitation list as a platform task (WeCom add_msg_template single with the
// join link; the sandbox employee confirms after a delay, or never); "sync" reads the
// confirmations: a confirmed employee's customers are 已发送 (or 失败 when no longer a
// friend), and in the sandbox some of them join the first group with room (已入群);
// "remind" records a reminder to each employee who has not sent. Each effect runs once.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TagInviteForm } from '../../../../contract/acquiring/tag-invite-group';
import { GROUP_CAP_MAX } from '../../../../contract/acquiring/new-customer-join-group';
import type { Database } from '../../../db/database';
import {
  tagInviteRecipients,
  tagInviteReminders,
  tagInviteTasks,
} from '../../../db/schema/acquiring-growth';
import type { RouteDeps } from '../../../http/app-deps';
import type { MassSendPlatform } from '../../../platform/mass-send-adapter';
import { currentSeat, joinGroup } from '../new-customer-join-group/group-seats';

export const SEND_JOB = 'acquiring.tag-invite.send';
export const SYNC_JOB = 'acquiring.tag-invite.sync';
export const REMIND_JOB = 'acquiring.tag-invite.remind';
/** After the send: when most sandbox employees have confirmed, and later sweeps. */
const SYNC_OFFSETS_MS = [5_000, 30_000, 120_000, 600_000];
const NOT_FRIEND = '客户已不是该员工的好友';
/** Sandbox: whether a customer who got the invitation joins (6 in 10, fixed per customer). */
export const sandboxJoins = (customerId: number) => customerId % 10 < 6;

type TaskData = { tenantId: string; taskId: number };
type Task = typeof tagInviteTasks.$inferSelect;

async function taskOf(db: Database, tenantId: string, taskId: number): Promise<Task | undefined> {
  const [task] = await db
    .select()
    .from(tagInviteTasks)
    .where(and(eq(tagInviteTasks.tenantId, tenantId), eq(tagInviteTasks.id, taskId)));
  return task;
}

async function pendingByEmployee(db: Database, tenantId: string, taskId: number) {
  const rows = await db
    .select({ employeeId: tagInviteRecipients.employeeId, n: sql<number>`count(*)::int` })
    .from(tagInviteRecipients)
    .where(
      and(
        eq(tagInviteRecipients.tenantId, tenantId),
        eq(tagInviteRecipients.taskId, taskId),
        eq(tagInviteRecipients.status, 0),
      ),
    )
    .groupBy(tagInviteRecipients.employeeId);
  return rows.map((row) => ({ employeeId: row.employeeId, unsent: Number(row.n) }));
}

/** Reads the employees' confirmations and moves their customers on. Idempotent. */
export async function syncTask(
  db: Database,
  platform: MassSendPlatform,
  tenantId: string,
  taskId: number,
  now: Date,
): Promise<void> {
  const task = await taskOf(db, tenantId, taskId);
  if (!task || task.status !== 2) return;
  const config = task.config as unknown as TagInviteForm;
  const confirmed = await platform.confirmedTasks(tenantId, Object.values(task.platformTasks), now);
  const employeeIds = Object.entries(task.platformTasks)
    .filter(([, msgId]) => confirmed.has(msgId))
    .map(([employeeId]) => Number(employeeId));
  if (employeeIds.length) {
    const pending = await db
      .select({
        recipient: tagInviteRecipients,
        alive: sql<number>`(select count(*)::int from customer_relations r
          where r.tenant_id = ${tenantId} and r.customer_id = tag_invite_recipients.customer_id
          and r.employee_id = tag_invite_recipients.employee_id
          and r.deleted_by_customer_at is null and r.deleted_by_employee_at is null)`,
      })
      .from(tagInviteRecipients)
      .where(
        and(
          eq(tagInviteRecipients.tenantId, tenantId),
          eq(tagInviteRecipients.taskId, taskId),
          eq(tagInviteRecipients.status, 0),
          inArray(tagInviteRecipients.employeeId, employeeIds),
        ),
      );
    for (const { recipient, alive } of pending) {
      const friend = Number(alive) > 0;
      const seat =
        friend && sandboxJoins(recipient.customerId)
          ? await currentSeat(db, tenantId, config.group_ids, GROUP_CAP_MAX)
          : null;
      const status = !friend ? 3 : seat ? 2 : 1;
      const [moved] = await db
        .update(tagInviteRecipients)
        .set({
          status,
          reason: friend ? '' : NOT_FRIEND,
          sentAt: friend ? now : null,
          joinedAt: seat ? now : null,
          groupId: seat?.id ?? null,
        })
        .where(and(eq(tagInviteRecipients.id, recipient.id), eq(tagInviteRecipients.status, 0)))
        .returning({ id: tagInviteRecipients.id });
      if (moved && seat) {
        await joinGroup(db, tenantId, {
          customerId: recipient.customerId,
          groupId: seat.id,
          groupName: seat.name,
          employeeId: recipient.employeeId,
          source: 'tag_invite_group',
          at: now,
        });
      }
    }
  }
  if ((await pendingByEmployee(db, tenantId, taskId)).length === 0) {
    await db
      .update(tagInviteTasks)
      .set({ status: 3 })
      .where(and(eq(tagInviteTasks.tenantId, tenantId), eq(tagInviteTasks.id, taskId)));
  }
}

export function defineInviteJobs(deps: RouteDeps, platform: MassSendPlatform): void {
  const { db } = deps;
  deps.jobs.define<TaskData>(
    SEND_JOB,
    async (job) => {
      const { tenantId, taskId } = job.data;
      const task = await taskOf(db, tenantId, taskId);
      if (!task || task.status !== 1) return;
      const now = new Date(deps.now());
      const tasks: Record<string, string> = {};
      for (const { employeeId } of await pendingByEmployee(db, tenantId, taskId)) {
        // The platform task is created once per employee even when the job is retried.
        tasks[employeeId] = await platform.createTask(tenantId, employeeId, now);
      }
      await job.once(`tag-invite:${taskId}:send`, async (tx) => {
        await tx
          .update(tagInviteTasks)
          .set({ status: 2, startedAt: now, platformTasks: tasks })
          .where(and(eq(tagInviteTasks.tenantId, tenantId), eq(tagInviteTasks.id, taskId)));
      });
      for (const offset of SYNC_OFFSETS_MS) {
        await deps.jobs.enqueue(
          SYNC_JOB,
          { tenantId, taskId },
          { key: `tag-invite:${taskId}:${offset}`, runAt: new Date(now.getTime() + offset) },
        );
      }
    },
    { retryLimit: 3, retryDelaySeconds: 60, concurrency: 1, expireInSeconds: 600 },
  );
  deps.jobs.define<TaskData>(
    SYNC_JOB,
    async (job) => syncTask(db, platform, job.data.tenantId, job.data.taskId, new Date(deps.now())),
    { retryLimit: 3, retryDelaySeconds: 60, concurrency: 1, expireInSeconds: 600 },
  );
  deps.jobs.define<TaskData & { at: string }>(
    REMIND_JOB,
    async (job) => {
      const { tenantId, taskId } = job.data;
      const task = await taskOf(db, tenantId, taskId);
      if (!task) return;
      for (const { employeeId, unsent } of await pendingByEmployee(db, tenantId, taskId)) {
        const msgId = task.platformTasks[employeeId];
        await job.once(`tag-invite:${taskId}:remind:${job.data.at}:${employeeId}`, async (tx) => {
          await tx.insert(tagInviteReminders).values({
            tenantId,
            taskId,
            employeeId,
            unsent,
            remindedAt: new Date(job.data.at),
          });
        });
        if (msgId) await platform.remind(tenantId, msgId);
      }
    },
    { retryLimit: 3, retryDelaySeconds: 60, concurrency: 1, expireInSeconds: 600 },
  );
}
