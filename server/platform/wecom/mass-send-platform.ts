// The mass-send platform of a tenant on WeCom (docs/wecom.md "Mass sends"). WeCom needs a
// task's whole recipient list in add_msg_template, so a send's tasks are placeholders until
// the send is prepared; the advance job then creates the WeCom tasks in batches and polls
// their results (server/modules/reach/mass-send/wecom-*.ts). Here: what the mass-send module
// asks of every platform — nothing is "delivered" by us (WeCom sends when the employee
// confirms), cancel and remind reach every msgid of the task, and the receive limit is read
// from the results WeCom reported.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { massSendTasks } from '../../db/schema/reach';
import { wecomMassBatches } from '../../db/schema/wecom-reach';
import type { MassSendPlatform } from '../mass-send-adapter';
import { cancelGroupMsg, remindGroupMsg } from './mass-send';
import { wecomReachOf } from './reach-deps';
import { chinaMonth } from '../../../contract/china-time';
import { SKIP_REASON } from '../../../contract/reach/mass-send';

/** Our placeholder task id until WeCom's msgids exist (they live on the batches). */
export const WECOM_TASK_PREFIX = 'wecom-task-';
export const BATCH_STATE = {
  new: 0,
  claimed: 1,
  created: 2,
  finished: 3,
  failed: 4,
  cancelled: 5,
} as const;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const pgArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

async function batchesOf(db: Database, tenantId: string, placeholder: string) {
  return db
    .select({
      id: wecomMassBatches.id,
      msgId: wecomMassBatches.msgId,
      state: wecomMassBatches.state,
    })
    .from(wecomMassBatches)
    .innerJoin(
      massSendTasks,
      and(
        eq(massSendTasks.tenantId, wecomMassBatches.tenantId),
        eq(massSendTasks.id, wecomMassBatches.taskId),
      ),
    )
    .where(
      and(eq(wecomMassBatches.tenantId, tenantId), eq(massSendTasks.platformMsgId, placeholder)),
    );
}

export function createWecomMassSend(
  db: Database,
  monthlyLimit: MassSendPlatform['monthlyLimit'],
): MassSendPlatform {
  return {
    monthlyLimit,
    createTask: () => Promise.resolve(`${WECOM_TASK_PREFIX}${randomBytes(10).toString('hex')}`),
    // WeCom's confirmations are read by the poll (wecom-poll.ts), never by a page read.
    confirmedTasks: () => Promise.resolve(new Set<string>()),
    deliver: () => Promise.resolve([]),
    async cancelTask(tenantId, placeholder) {
      const { api } = wecomReachOf(db);
      const batches = await batchesOf(db, tenantId, placeholder);
      for (const batch of batches) {
        if (batch.state === BATCH_STATE.created && batch.msgId) {
          await cancelGroupMsg(api, tenantId, batch.msgId);
        }
      }
      const open = batches.filter((batch) => batch.state !== BATCH_STATE.finished);
      if (open.length === 0) return;
      await db
        .update(wecomMassBatches)
        .set({ state: BATCH_STATE.cancelled })
        .where(
          and(
            eq(wecomMassBatches.tenantId, tenantId),
            inArray(
              wecomMassBatches.id,
              open.map((batch) => batch.id),
            ),
          ),
        );
    },
    async remind(tenantId, placeholder) {
      const { api } = wecomReachOf(db);
      for (const batch of await batchesOf(db, tenantId, placeholder)) {
        if (batch.state === BATCH_STATE.created && batch.msgId) {
          await remindGroupMsg(api, tenantId, batch.msgId);
        }
      }
    },
    // WeCom's rule (add_msg_template): each customer / group receives at most the month's
    // limit of enterprise mass messages; counted from the results WeCom reported to us.
    async atLimit(tenantId, channel, targetIds, at) {
      if (targetIds.length === 0) return new Map();
      const limit = await monthlyLimit(tenantId, at);
      const monthStart = chinaMonth(at).start;
      const result = await db.execute(sql`
        select r.target_id from mass_send_recipients r
        join mass_sends s on s.tenant_id = r.tenant_id and s.id = r.send_id
        where r.tenant_id = ${tenantId} and s.channel = ${channel} and r.status = 1
          and r.delivered_at >= ${monthStart} and r.delivered_at <= ${at}
          and r.target_id = any(${pgArray(targetIds)}::bigint[])
        group by r.target_id having count(*) >= ${limit}`);
      const reason = `${SKIP_REASON.monthLimit}（${limit}条）`;
      return new Map(
        rowsOf<{ target_id: string | number }>(result).map((row) => [
          Number(row.target_id),
          reason,
        ]),
      );
    },
  };
}
