// Mass sends on WeCom, step 1 (docs/wecom.md "Mass sends"): once a send is prepared (every
// recipient row exists) and due, each sending employee's recipients are cut into batches of at
// most WeCom's per-call cap, and each batch becomes one add_msg_template. A batch is claimed
// before the call and its msgid recorded right after: a retry never creates a WeCom task twice.
// A claim left by a run that was cut off mid-call (older than STALE_CLAIM_MS) is not repeated
// (WeCom may have created the task): its recipients are marked failed with that reason.
import { sql } from 'drizzle-orm';
import {
  MASS_CHANNELS,
  REACH_ERROR_CODES,
  SEND_STATUS,
  TASK_STATUS,
} from '../../../../contract/reach/mass-send';
import type { MessageContent } from '../../../../contract/message-content';
import { fillVariables, wecomMassRefusal } from '../../../../contract/message-content';
import type { Database } from '../../../db/database';
import { BusinessError } from '../../../http/http-errors';
import {
  addMsgTemplate,
  GROUP_CHATS_PER_CALL,
  SINGLE_RECIPIENTS_PER_CALL,
} from '../../../platform/wecom/mass-send';
import { BATCH_STATE } from '../../../platform/wecom/mass-send-platform';
import { wecomMessageOf } from '../../../platform/wecom/message-attachments';
import type { WecomReach } from '../../../platform/wecom/reach-deps';
import { isWecomRetryable } from '../../../platform/wecom/wecom-errors';

export const STALE_CLAIM_MS = 30 * 60_000;
const INTERRUPTED =
  '创建企业群发时服务中断，无法确认企业微信是否已创建该任务（为避免重复发送未再提交）';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The batches of every task of the tenant's sending WeCom sends that has none yet. */
async function planBatches(db: Database, tenantId: string, perCall: (channel: number) => number) {
  const tasks = rowsOf<{ task_id: number; send_id: number; channel: number }>(
    await db.execute(sql`select t.id as task_id, t.send_id, s.channel from mass_send_tasks t
      join mass_sends s on s.tenant_id = t.tenant_id and s.id = t.send_id
      where t.tenant_id = ${tenantId} and s.status = ${SEND_STATUS.sending}
        and t.status = ${TASK_STATUS.unconfirmed}
        and not exists (select 1 from wecom_mass_batches b where b.tenant_id = t.tenant_id
          and b.task_id = t.id)`),
  );
  for (const task of tasks) {
    const size = perCall(Number(task.channel));
    // Recipient ids in order, cut every `size` rows: the same cut on every run.
    await db.execute(sql`insert into wecom_mass_batches
        (tenant_id, send_id, task_id, batch_no, first_recipient_id, last_recipient_id)
      select ${tenantId}, ${task.send_id}, ${task.task_id}, n, min(id), max(id) from (
        select id, (row_number() over (order by id) - 1) / ${size} as n from mass_send_recipients
        where tenant_id = ${tenantId} and task_id = ${task.task_id}) r
      group by n on conflict do nothing`);
  }
}

/** Marks a batch's pending recipients failed with WeCom's (or our) reason. */
async function failRecipients(db: Database, tenantId: string, batchId: number, reason: string) {
  await db.execute(sql`update mass_send_recipients r set status = 4, reason = ${reason}
    from wecom_mass_batches b where b.tenant_id = ${tenantId} and b.id = ${batchId}
      and r.tenant_id = b.tenant_id and r.task_id = b.task_id and r.status = 0
      and r.id between b.first_recipient_id and b.last_recipient_id`);
}

interface ClaimedBatch {
  id: number;
  task_id: number;
  channel: number;
  message: MessageContent;
  sender: string;
  sender_name: string;
  first_recipient_id: number;
  last_recipient_id: number;
}

async function submitBatch(db: Database, reach: WecomReach, tenantId: string, batch: ClaimedBatch) {
  const targets = rowsOf<{ id: string }>(
    await db.execute(sql`select ${
      batch.channel === MASS_CHANNELS.private ? sql`c.external_user_id` : sql`c.platform_chat_id`
    } as id from mass_send_recipients r
      join ${batch.channel === MASS_CHANNELS.private ? sql`customers` : sql`customer_groups`} c
        on c.tenant_id = r.tenant_id and c.id = r.target_id
      where r.tenant_id = ${tenantId} and r.task_id = ${batch.task_id} and r.status = 0
        and r.id between ${batch.first_recipient_id} and ${batch.last_recipient_id}`),
  ).map((row) => row.id);
  // A batch has one sender: {员工姓名} is theirs (issue #38 item 10). WeCom sends one text to
  // every recipient of the task, so nothing per customer can be filled here: a send written
  // before the tenant moved to WeCom that still holds {客户昵称} is refused, never sent raw
  // (docs/wecom.md "No per-customer variables in a WeCom mass send").
  const refused = wecomMassRefusal(batch.message.text);
  if (refused && batch.channel === MASS_CHANNELS.private) {
    throw new BusinessError(REACH_ERROR_CODES.wecomVariable, `未发送：${refused}`);
  }
  const content = {
    ...batch.message,
    text: fillVariables(batch.message.text, { 员工姓名: batch.sender_name }),
  };
  const message = await wecomMessageOf(reach.media, reach.read, tenantId, content, 'message');
  const private_ = batch.channel === MASS_CHANNELS.private;
  const created = await addMsgTemplate(reach.api, tenantId, {
    chatType: private_ ? 'single' : 'group',
    sender: batch.sender,
    ...(private_ ? { externalUserIds: targets } : { chatIds: targets }),
    message,
  });
  await db.execute(sql`update wecom_mass_batches set state = ${BATCH_STATE.created},
      msg_id = ${created.msgId} where tenant_id = ${tenantId} and id = ${batch.id}`);
  if (created.failList.length > 0) {
    await db.execute(sql`update mass_send_recipients r set status = 4,
        reason = '企业微信不认可该客户（无效的外部联系人）'
      from customers c where r.tenant_id = ${tenantId} and r.task_id = ${batch.task_id}
        and r.status = 0 and c.tenant_id = r.tenant_id and c.id = r.target_id
        and c.external_user_id = any(${`{${created.failList.join(',')}}`}::text[])`);
  }
}

export interface SubmitOptions {
  /** Recipients per add_msg_template (tests use a small one to see several batches). */
  readonly perCall?: number;
}

/** Creates the WeCom tasks of every due batch; answers how many were created. */
export async function submitWecomBatches(
  db: Database,
  reach: WecomReach,
  tenantId: string,
  now: Date,
  options: SubmitOptions = {},
): Promise<number> {
  await planBatches(db, tenantId, (channel) =>
    Math.min(
      options.perCall ?? Number.POSITIVE_INFINITY,
      channel === MASS_CHANNELS.private ? SINGLE_RECIPIENTS_PER_CALL : GROUP_CHATS_PER_CALL,
    ),
  );
  const stale = rowsOf<{ id: number }>(
    await db.execute(sql`update wecom_mass_batches set state = ${BATCH_STATE.failed},
        error = ${INTERRUPTED} where tenant_id = ${tenantId} and state = ${BATCH_STATE.claimed}
        and claimed_at < ${new Date(now.getTime() - STALE_CLAIM_MS)} returning id`),
  );
  for (const batch of stale) await failRecipients(db, tenantId, Number(batch.id), INTERRUPTED);
  let created = 0;
  for (;;) {
    const [batch] = rowsOf<ClaimedBatch>(
      await db.execute(sql`update wecom_mass_batches b set state = ${BATCH_STATE.claimed},
          claimed_at = ${now}
        from mass_sends s, mass_send_tasks t, employees e
        where b.id = (select id from wecom_mass_batches where tenant_id = ${tenantId}
            and state = ${BATCH_STATE.new} order by id limit 1 for update skip locked)
          and b.tenant_id = ${tenantId} and s.tenant_id = b.tenant_id and s.id = b.send_id
          and s.status = ${SEND_STATUS.sending} and t.tenant_id = b.tenant_id and t.id = b.task_id
          and e.tenant_id = b.tenant_id and e.id = t.employee_id
        returning b.id, b.task_id, s.channel, s.message, e.platform_user_id as sender,
          e.name as sender_name,
          b.first_recipient_id, b.last_recipient_id`),
    );
    if (!batch) return created;
    try {
      await submitBatch(db, reach, tenantId, {
        ...batch,
        id: Number(batch.id),
        first_recipient_id: Number(batch.first_recipient_id),
        last_recipient_id: Number(batch.last_recipient_id),
      });
      created += 1;
    } catch (error) {
      if (isWecomRetryable(error) && error.errcode === null) {
        // No answer (timeout, 5xx, network): WeCom may have created the task. The claim stays;
        // once stale it is failed with INTERRUPTED rather than sent a second time.
        throw error;
      }
      if (isWecomRetryable(error) || !(error instanceof BusinessError)) {
        // WeCom answered "not now" (busy, a rate limit): nothing was created; unclaimed, the
        // runner retries the run later.
        await db.execute(sql`update wecom_mass_batches set state = ${BATCH_STATE.new},
            claimed_at = null where tenant_id = ${tenantId} and id = ${batch.id}`);
        throw error;
      }
      // WeCom refused (or a file it would refuse): shown on each recipient, never retried.
      await db.execute(sql`update wecom_mass_batches set state = ${BATCH_STATE.failed},
          error = ${error.message} where tenant_id = ${tenantId} and id = ${batch.id}`);
      await failRecipients(db, tenantId, Number(batch.id), error.message);
    }
  }
}
