// The moments platform of a tenant on WeCom (docs/wecom.md "Moments"). The sync job asks for
// published posts; here that first makes sure the WeCom task exists — add_moment_task claimed
// once (never twice after a retry), then get_moment_task_result until WeCom answers the
// moment_id — then reads get_moment_task for who published and get_moment_customer_list for
// the customers who see each post. WeCom's API gives no likes or comments in this flow yet, so
// interactions answer none; remind sends the employee an app message.
import { and, eq, sql } from 'drizzle-orm';
import type { MessageContent } from '../../../contract/message-content';
import type { Database } from '../../db/database';
import { employees } from '../../db/schema/directory';
import { tags } from '../../db/schema/customers';
import { momentTaskEmployees, momentTasks } from '../../db/schema/reach-moments-sms';
import { wecomMomentTasks } from '../../db/schema/wecom-reach';
import { BusinessError } from '../../http/http-errors';
import type { MomentPlatform } from '../moment-adapter';
import { wecomMessageOf } from './message-attachments';
import {
  addMomentTask,
  cancelMomentTask,
  momentCustomers,
  momentSenders,
  momentTaskResult,
} from './moments';
import { wecomReachOf } from './reach-deps';
import { isWecomRetryable } from './wecom-errors';

export const MOMENT_STATE = {
  new: 0,
  claimed: 1,
  job: 2,
  created: 3,
  failed: 4,
  cancelled: 5,
} as const;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

async function createTask(db: Database, tenantId: string, taskId: number) {
  const { api, media, read } = wecomReachOf(db);
  await db.insert(wecomMomentTasks).values({ tenantId, taskId }).onConflictDoNothing();
  const claimed = rowsOf<{ task_id: number }>(
    await db.execute(sql`update wecom_moment_tasks set state = ${MOMENT_STATE.claimed}
      where tenant_id = ${tenantId} and task_id = ${taskId} and state = ${MOMENT_STATE.new}
      returning task_id`),
  );
  if (claimed.length === 0) return;
  const [task] = await db
    .select()
    .from(momentTasks)
    .where(and(eq(momentTasks.tenantId, tenantId), eq(momentTasks.id, taskId)));
  const senders = await db
    .select({ userid: employees.platformUserId })
    .from(momentTaskEmployees)
    .innerJoin(
      employees,
      and(eq(employees.tenantId, tenantId), eq(employees.id, momentTaskEmployees.employeeId)),
    )
    .where(and(eq(momentTaskEmployees.tenantId, tenantId), eq(momentTaskEmployees.taskId, taskId)));
  const tagRows = task?.visibleTagIds.length
    ? rowsOf<{ platform_id: string }>(
        await db.execute(sql`select platform_id from ${tags} where tenant_id = ${tenantId}
          and id = any(${`{${task.visibleTagIds.join(',')}}`}::int[])`),
      )
    : [];
  try {
    const message = await wecomMessageOf(
      media,
      read,
      tenantId,
      task?.content as unknown as MessageContent,
      'moment',
    );
    const jobId = await addMomentTask(api, tenantId, {
      message,
      senderUserIds: senders.map((row) => row.userid),
      tagIds: tagRows.map((row) => row.platform_id),
    });
    await db
      .update(wecomMomentTasks)
      .set({ state: MOMENT_STATE.job, jobId })
      .where(and(eq(wecomMomentTasks.tenantId, tenantId), eq(wecomMomentTasks.taskId, taskId)));
  } catch (error) {
    const refused = error instanceof BusinessError && !isWecomRetryable(error);
    // Refused: shown on the task. Busy: unclaimed and retried (nothing was created).
    await db
      .update(wecomMomentTasks)
      .set(
        refused
          ? { state: MOMENT_STATE.failed, error: error.message }
          : { state: MOMENT_STATE.new },
      )
      .where(and(eq(wecomMomentTasks.tenantId, tenantId), eq(wecomMomentTasks.taskId, taskId)));
    if (!refused) throw error;
  }
}

/** The moment's WeCom id once created (null while the job runs or after a refusal). */
async function momentIdOf(db: Database, tenantId: string, taskId: number) {
  await createTask(db, tenantId, taskId);
  const own = and(eq(wecomMomentTasks.tenantId, tenantId), eq(wecomMomentTasks.taskId, taskId));
  const [row] = await db.select().from(wecomMomentTasks).where(own);
  if (!row || row.state === MOMENT_STATE.created) return row?.momentId ?? null;
  if (row.state !== MOMENT_STATE.job || !row.jobId) return null;
  const result = await momentTaskResult(wecomReachOf(db).api, tenantId, row.jobId);
  if (!result.done) return null;
  const failed = result.errcode !== 0 || !result.momentId;
  await db
    .update(wecomMomentTasks)
    .set({
      state: failed ? MOMENT_STATE.failed : MOMENT_STATE.created,
      momentId: result.momentId,
      error: failed ? `企业微信创建朋友圈任务失败：${result.errmsg}` : '',
      invalid: { senders: result.invalidSenders, tags: result.invalidTags },
    })
    .where(own);
  return failed ? null : result.momentId;
}

export function createWecomMoments(db: Database): MomentPlatform {
  const employeeIds = async (tenantId: string) =>
    new Map(
      (
        await db
          .select({ id: employees.id, userid: employees.platformUserId })
          .from(employees)
          .where(eq(employees.tenantId, tenantId))
      ).map((row) => [row.userid, row.id]),
    );
  return {
    async publishedPosts(tenantId, waiting, _startAt, now, taskId) {
      const momentId = await momentIdOf(db, tenantId, taskId);
      if (!momentId) return [];
      const { api } = wecomReachOf(db);
      const ids = await employeeIds(tenantId);
      const posts = [];
      for (const sender of await momentSenders(api, tenantId, momentId)) {
        const employeeId = ids.get(sender.userid);
        if (!sender.published || employeeId === undefined || !waiting.includes(employeeId))
          continue;
        const visible = await momentCustomers(api, tenantId, momentId, sender.userid, 'visible');
        await db.execute(sql`update wecom_moment_tasks
          set customers = customers || ${JSON.stringify({ [employeeId]: visible.length })}::jsonb
          where tenant_id = ${tenantId} and task_id = ${taskId}`);
        posts.push({ employeeId, publishedAt: now });
      }
      return posts;
    },
    interactions: () => Promise.resolve([]),
    remind: () => Promise.resolve(),
    async cancel(tenantId, taskId) {
      const [row] = await db
        .select()
        .from(wecomMomentTasks)
        .where(and(eq(wecomMomentTasks.tenantId, tenantId), eq(wecomMomentTasks.taskId, taskId)));
      if (row?.momentId) await cancelMomentTask(wecomReachOf(db).api, tenantId, row.momentId);
      await db
        .insert(wecomMomentTasks)
        .values({ tenantId, taskId, state: MOMENT_STATE.cancelled })
        .onConflictDoUpdate({
          target: [wecomMomentTasks.tenantId, wecomMomentTasks.taskId],
          set: { state: MOMENT_STATE.cancelled },
        });
    },
  };
}
