// issue #17 delivery: a confirmed task's pending recipients are handed to the platform in
// batches; the platform records each delivery under the recipient row's id, so delivering a
// row twice (a retry, a restart between the platform call and our update) sends nothing
// twice and answers the first result. Until the job runner lands (issue #14) these are
// plain idempotent functions, run when a reach page reads and from tests and the bench.
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { SEND_STATUS, TASK_STATUS } from '../../../../contract/reach/mass-send';
import type { Database } from '../../../db/database';
import { massSendRecipients, massSends, massSendTasks } from '../../../db/schema/reach';
import { reachSendCounters } from '../../../db/schema/reach-send-counters';
import type { MassSendPlatform } from '../../../platform/mass-send-adapter';

/**
 * Small batches: on PGlite each batch's statements hold every other request of the process,
 * so the batch is sized for a short hold, and the job yields between batches.
 */
export const DELIVERY_BATCH = 250;
/** A page read delivers at most this many recipients (the job delivers the rest). */
export const READ_DELIVERY_BUDGET = 500;

export interface DeliverOptions {
  readonly batchSize?: number;
  /** Stop after about this many recipients (a read's budget); the job has none. */
  readonly maxRecipients?: number;
  /** Between batches (the job yields to queued requests and reports progress). */
  readonly pause?: () => Promise<void>;
  /** Tests: called after the platform delivered a batch, before our rows are updated. */
  readonly afterPlatformCall?: (batch: number) => void;
}

/**
 * Writes the platform's results on the recipient rows still pending (a cancelled row stays
 * cancelled; a batch recorded twice changes nothing the second time). The counter triggers
 * (schema/reach-send-counters.ts) move the task's figures in this same statement.
 */
export async function recordResults(
  db: Database,
  tenantId: string,
  results: Awaited<ReturnType<MassSendPlatform['deliver']>>,
): Promise<void> {
  if (results.length === 0) return;
  const values = sql.join(
    results.map(
      (result) =>
        sql`(${result.recipientId}::bigint, ${result.result}::smallint, ${result.reason}, ${result.deliveredAt}::timestamptz)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    update ${massSendRecipients} r set status = v.result, reason = v.reason,
      delivered_at = v.delivered_at
    from (values ${values}) as v(id, result, reason, delivered_at)
    where r.tenant_id = ${tenantId} and r.id = v.id and r.status = 0`);
}

/** Delivers every pending recipient of one confirmed task; answers how many it updated. */
export async function deliverTask(
  db: Database,
  platform: MassSendPlatform,
  tenantId: string,
  task: { id: number; channel: 1 | 2 },
  now: Date,
  options: DeliverOptions = {},
): Promise<number> {
  const size = options.batchSize ?? DELIVERY_BATCH;
  const budget = options.maxRecipients ?? Number.POSITIVE_INFINITY;
  let updated = 0;
  for (let batch = 0; updated < budget; batch += 1) {
    if (batch > 0) await options.pause?.();
    const pending = await db
      .select({
        id: massSendRecipients.id,
        targetId: massSendRecipients.targetId,
        employeeId: massSendRecipients.employeeId,
      })
      .from(massSendRecipients)
      .where(
        and(
          eq(massSendRecipients.tenantId, tenantId),
          eq(massSendRecipients.taskId, task.id),
          eq(massSendRecipients.status, 0),
        ),
      )
      .orderBy(asc(massSendRecipients.id))
      .limit(Math.min(size, budget - updated));
    if (pending.length === 0) return updated;
    const results = await platform.deliver(
      tenantId,
      task.channel,
      pending.map((row) => ({
        recipientId: row.id,
        targetId: row.targetId,
        employeeId: row.employeeId,
      })),
      now,
    );
    options.afterPlatformCall?.(batch);
    if (results.length === 0) return updated;
    await recordResults(db, tenantId, results);
    updated += results.length;
  }
  return updated;
}

/**
 * Moves the tenant's sends forward to `now`: scheduled sends start at their time, tasks the
 * platform reports confirmed are delivered, a send with nothing left to do is finished.
 */
export async function advanceSends(
  db: Database,
  platform: MassSendPlatform,
  tenantId: string,
  now: Date,
  options: DeliverOptions = {},
): Promise<void> {
  await db
    .update(massSends)
    .set({ status: SEND_STATUS.sending })
    .where(
      and(
        eq(massSends.tenantId, tenantId),
        eq(massSends.status, SEND_STATUS.scheduled),
        lte(massSends.sendAt, now),
      ),
    );
  const open = await db
    .select({
      taskId: massSendTasks.id,
      sendId: massSendTasks.sendId,
      msgId: massSendTasks.platformMsgId,
      status: massSendTasks.status,
      channel: massSends.channel,
    })
    .from(massSendTasks)
    .innerJoin(
      massSends,
      and(eq(massSends.tenantId, massSendTasks.tenantId), eq(massSends.id, massSendTasks.sendId)),
    )
    .where(and(eq(massSendTasks.tenantId, tenantId), eq(massSends.status, SEND_STATUS.sending)));
  if (open.length === 0) return;
  const waiting = open.filter((task) => task.status === TASK_STATUS.unconfirmed);
  const confirmed = await platform.confirmedTasks(
    tenantId,
    waiting.map((task) => task.msgId),
    now,
  );
  const newlyConfirmed = waiting.filter((task) => confirmed.has(task.msgId));
  if (newlyConfirmed.length > 0) {
    await db
      .update(massSendTasks)
      .set({ status: TASK_STATUS.confirmed, confirmedAt: now })
      .where(
        and(
          eq(massSendTasks.tenantId, tenantId),
          inArray(
            massSendTasks.id,
            newlyConfirmed.map((task) => task.taskId),
          ),
        ),
      );
  }
  const deliverable = open.filter(
    (task) => task.status === TASK_STATUS.confirmed || confirmed.has(task.msgId),
  );
  let budget = options.maxRecipients ?? Number.POSITIVE_INFINITY;
  for (const task of deliverable) {
    if (budget <= 0) return;
    budget -= await deliverTask(
      db,
      platform,
      tenantId,
      { id: task.taskId, channel: task.channel as 1 | 2 },
      now,
      { ...options, maxRecipients: budget },
    );
    await options.pause?.();
  }
  // A send is finished when every task is confirmed or cancelled and nothing is pending (the
  // tasks' counters: a probe of the recipient rows walked 95,000 delivered rows per read).
  await db.execute(sql`
    update ${massSends} s set status = ${SEND_STATUS.finished}
    where s.tenant_id = ${tenantId} and s.status = ${SEND_STATUS.sending}
      and not exists (select 1 from ${massSendTasks} t where t.tenant_id = s.tenant_id
        and t.send_id = s.id and t.status = ${TASK_STATUS.unconfirmed})
      and not exists (select 1 from ${reachSendCounters} c where c.tenant_id = s.tenant_id
        and c.send_id = s.id and c.pending > 0)`);
}
