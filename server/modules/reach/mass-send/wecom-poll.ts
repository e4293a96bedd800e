// Mass sends on WeCom, step 2 (docs/wecom.md "Mass sends"): each created batch is polled —
// get_groupmsg_task tells whether its sender sent (our task becomes confirmed), then
// get_groupmsg_send_result is read page by page into our recipient rows with WeCom's status and
// reason. A page's statuses and the next cursor commit together (the checkpoint): a run cut off
// mid-poll resumes at the next unread page, and a row is written only while pending, so every
// recipient's status is recorded exactly once.
import { sql } from 'drizzle-orm';
import { MASS_CHANNELS, TASK_STATUS } from '../../../../contract/reach/mass-send';
import type { Database } from '../../../db/database';
import {
  groupMsgSendResults,
  groupMsgTasks,
  SEND_RESULT_REASONS,
} from '../../../platform/wecom/mass-send';
import { BATCH_STATE } from '../../../platform/wecom/mass-send-platform';
import type { WecomReach } from '../../../platform/wecom/reach-deps';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const DONE = 'done';
const NO_RESULT = '企业微信未返回该客户的发送结果';

interface OpenBatch {
  id: number;
  task_id: number;
  msg_id: string;
  result_cursor: string;
  channel: number;
  sender: string;
  first_recipient_id: number;
  last_recipient_id: number;
}

export interface PollOptions {
  /** Tests: called after a page committed (throw to stop the run as a crash would). */
  readonly afterPage?: (page: number) => void;
}

async function senderSent(reach: WecomReach, tenantId: string, batch: OpenBatch) {
  let cursor = '';
  do {
    const page = await groupMsgTasks(reach.api, tenantId, batch.msg_id, cursor);
    if (page.tasks.some((task) => task.userid === batch.sender && task.status === 2)) return true;
    cursor = page.nextCursor;
  } while (cursor);
  return false;
}

/** One page of results into our rows and the batch's cursor, in one transaction. */
async function recordPage(
  db: Database,
  tenantId: string,
  batch: OpenBatch,
  results: Awaited<ReturnType<typeof groupMsgSendResults>>['results'],
  nextCursor: string,
  now: Date,
) {
  const private_ = batch.channel === MASS_CHANNELS.private;
  const ids = results.map((row) => (private_ ? row.external_userid : row.chat_id) ?? '');
  const statuses = results.map((row) => row.status);
  const times = results.map((row) =>
    row.send_time ? new Date(row.send_time * 1000).toISOString() : now.toISOString(),
  );
  const reasons = statuses.map((status) => SEND_RESULT_REASONS[status] ?? NO_RESULT);
  const array = (values: readonly (string | number)[]) =>
    `{${values.map((value) => JSON.stringify(String(value))).join(',')}}`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`update mass_send_recipients r set status = v.status,
        reason = v.reason, delivered_at = v.at
      from unnest(${array(ids)}::text[], ${array(statuses)}::smallint[], ${array(reasons)}::text[],
          ${array(times)}::timestamptz[]) as v(platform_id, status, reason, at),
        ${private_ ? sql`customers` : sql`customer_groups`} c
      where r.tenant_id = ${tenantId} and r.task_id = ${batch.task_id} and r.status = 0
        and r.id between ${batch.first_recipient_id} and ${batch.last_recipient_id}
        and v.status <> 0 and c.tenant_id = r.tenant_id and c.id = r.target_id
        and ${private_ ? sql`c.external_user_id` : sql`c.platform_chat_id`} = v.platform_id`);
    await tx.execute(sql`update wecom_mass_batches set result_cursor = ${nextCursor}
      where tenant_id = ${tenantId} and id = ${batch.id}`);
  });
}

/** Polls every created batch of the tenant; answers how many batches finished. */
export async function pollWecomBatches(
  db: Database,
  reach: WecomReach,
  tenantId: string,
  now: Date,
  options: PollOptions = {},
): Promise<number> {
  const open = rowsOf<OpenBatch>(
    await db.execute(sql`select b.id, b.task_id, b.msg_id, b.result_cursor, s.channel,
        e.platform_user_id as sender, b.first_recipient_id, b.last_recipient_id
      from wecom_mass_batches b
      join mass_sends s on s.tenant_id = b.tenant_id and s.id = b.send_id
      join mass_send_tasks t on t.tenant_id = b.tenant_id and t.id = b.task_id
      join employees e on e.tenant_id = t.tenant_id and e.id = t.employee_id
      where b.tenant_id = ${tenantId} and b.state = ${BATCH_STATE.created} order by b.id`),
  );
  let finished = 0;
  let pages = 0;
  for (const row of open) {
    const batch = {
      ...row,
      id: Number(row.id),
      first_recipient_id: Number(row.first_recipient_id),
      last_recipient_id: Number(row.last_recipient_id),
    };
    // Results are final only once the sender sent: until then nothing is read.
    if (!batch.result_cursor && !(await senderSent(reach, tenantId, batch))) continue;
    await db.execute(sql`update mass_send_tasks set status = ${TASK_STATUS.confirmed},
        confirmed_at = ${now} where tenant_id = ${tenantId} and id = ${batch.task_id}
        and status = ${TASK_STATUS.unconfirmed}`);
    // '' = not started, 'done' = every page recorded, else the next page's cursor.
    let cursor = batch.result_cursor;
    while (cursor !== DONE) {
      const page = await groupMsgSendResults(
        reach.api,
        tenantId,
        batch.msg_id,
        batch.sender,
        cursor,
      );
      cursor = page.nextCursor || DONE;
      await recordPage(db, tenantId, batch, page.results, cursor, now);
      pages += 1;
      options.afterPage?.(pages);
    }
    // Sent, every page read: a recipient WeCom did not list cannot be sent any more.
    await db.execute(sql`update mass_send_recipients set status = 4, reason = ${NO_RESULT}
      where tenant_id = ${tenantId} and task_id = ${batch.task_id} and status = 0
        and id between ${batch.first_recipient_id} and ${batch.last_recipient_id}`);
    await db.execute(sql`update wecom_mass_batches set state = ${BATCH_STATE.finished}
      where tenant_id = ${tenantId} and id = ${batch.id}`);
    finished += 1;
  }
  return finished;
}
