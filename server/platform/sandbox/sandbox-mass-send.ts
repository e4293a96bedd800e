// issue #17: the sandbox platform delivers mass sends like WeCom does (docs/domain.md §0): a task
// waits until its employee confirms (after the employee's configured delay, or never), then
// each recipient gets sent / not a friend any more / limit reached / failed with a reason.
// The platform's rule holds here: at most one company mass message per customer (or group)
// per China day, and the tenant's monthly limit (default: days in the month).
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database, DatabaseKind } from '../../db/database';
import {
  reachSettings,
  sandboxDeliveries,
  sandboxMassTasks,
  sandboxReachEmployees,
} from '../../db/schema/reach';
import { chinaClock, chinaMonth } from '../../../contract/china-time';
import { SKIP_REASON } from '../../../contract/reach/mass-send';
import type { DeliveryResult, MassSendPlatform } from '../mass-send-adapter';

/** An employee without a configured behaviour confirms after this delay. */
export const DEFAULT_CONFIRM_DELAY_SECONDS = 3;
/** The sandbox's own failure: a customer who refuses company messages (1 in 97). */
export const SANDBOX_FAILURE_REASON = '客户已设置拒收企业群发消息';
const NOT_FRIEND_REASON = '客户已不是该员工的好友';
const GROUP_GONE_REASON = '客户群已解散';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
/**
 * PGlite has no autovacuum: nothing refreshes this table's planner statistics while a large
 * send fills it. With the seed's statistics (no delivery of the tenant) the limit check below
 * read the tenant's deliveries through the primary key for every recipient: 22 s for a batch
 * of 250 at 60,000 deliveries (88 ms at the target index after an analyze). Analysed again
 * after every ANALYZE_AFTER_DELIVERIES recorded by the process (a sample of ≤ 30,000 rows).
 * Only on PGlite: on PostgreSQL autovacuum analyses the table as it grows, and an analyze of
 * ours there would only add work beside it.
 */
export const ANALYZE_AFTER_DELIVERIES = 2000;
const sinceAnalyze = new WeakMap<Database, number>();
const pgArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

async function analyzeWhenGrown(db: Database, delivered: number): Promise<void> {
  const recorded = (sinceAnalyze.get(db) ?? 0) + delivered;
  sinceAnalyze.set(db, recorded >= ANALYZE_AFTER_DELIVERIES ? 0 : recorded);
  if (recorded >= ANALYZE_AFTER_DELIVERIES) await db.execute(sql`analyze ${sandboxDeliveries}`);
}

export function createSandboxMassSend(db: Database, kind: DatabaseKind): MassSendPlatform {
  const analyzesItself = kind === 'pglite';
  const monthlyLimit = async (tenantId: string, now: Date) => {
    const [row] = await db
      .select({ limit: reachSettings.monthlyLimit })
      .from(reachSettings)
      .where(eq(reachSettings.tenantId, tenantId));
    return row?.limit ?? chinaMonth(now).days;
  };

  return {
    monthlyLimit,
    async createTask(tenantId, employeeId, startAt) {
      const [behaviour] = await db
        .select({ delay: sandboxReachEmployees.confirmDelaySeconds })
        .from(sandboxReachEmployees)
        .where(
          and(
            eq(sandboxReachEmployees.tenantId, tenantId),
            eq(sandboxReachEmployees.employeeId, employeeId),
          ),
        );
      const delay = behaviour ? behaviour.delay : DEFAULT_CONFIRM_DELAY_SECONDS;
      const msgId = `msg${randomBytes(10).toString('hex')}`;
      await db.insert(sandboxMassTasks).values({
        tenantId,
        msgId,
        confirmDueAt: delay === null ? null : new Date(startAt.getTime() + delay * 1000),
      });
      return msgId;
    },
    async confirmedTasks(tenantId, msgIds, now) {
      if (msgIds.length === 0) return new Set();
      const rows = await db
        .select({ msgId: sandboxMassTasks.msgId })
        .from(sandboxMassTasks)
        .where(
          and(
            eq(sandboxMassTasks.tenantId, tenantId),
            inArray(sandboxMassTasks.msgId, [...msgIds]),
            isNull(sandboxMassTasks.cancelledAt),
            lte(sandboxMassTasks.confirmDueAt, now),
          ),
        );
      return new Set(rows.map((row) => row.msgId));
    },
    async cancelTask(tenantId, msgId, now) {
      await db
        .update(sandboxMassTasks)
        .set({ cancelledAt: now })
        .where(and(eq(sandboxMassTasks.tenantId, tenantId), eq(sandboxMassTasks.msgId, msgId)));
    },
    async remind() {
      // The sandbox has no employee client to notify; the reminder is recorded by the caller.
    },
    async deliver(tenantId, channel, items, now) {
      if (items.length === 0) return [];
      const limit = await monthlyLimit(tenantId, now);
      const dayStart = chinaClock(now).dayStart;
      const monthStart = chinaMonth(now).start;
      const recipientIds = pgArray(items.map((item) => item.recipientId));
      const targetIds = pgArray(items.map((item) => item.targetId));
      const employeeIds = pgArray(items.map((item) => item.employeeId));
      const reachable =
        channel === 1
          ? sql`exists (select 1 from customer_relations r where r.tenant_id = ${tenantId}
              and r.customer_id = x.target_id and r.employee_id = x.employee_id
              and r.deleted_by_customer_at is null and r.deleted_by_employee_at is null)`
          : sql`exists (select 1 from customer_groups g where g.tenant_id = ${tenantId}
              and g.id = x.target_id and g.dismissed_at is null)`;
      // One statement: judge and record every item; a recorded item is left as it was.
      await db.execute(sql`
        insert into ${sandboxDeliveries}
          (tenant_id, recipient_id, channel, target_id, result, reason, delivered_at)
        select ${tenantId}, x.recipient_id, ${channel}, x.target_id, j.result,
          case j.result when 2 then ${channel === 1 ? NOT_FRIEND_REASON : GROUP_GONE_REASON}
            when 3 then case when j.today > 0 then '今日已收到过企业群发消息'
              else '本月接收企业群发消息已达上限' end
            when 4 then ${SANDBOX_FAILURE_REASON} else '' end,
          ${now}
        from unnest(${recipientIds}::bigint[], ${targetIds}::bigint[], ${employeeIds}::int[])
          as x(recipient_id, target_id, employee_id)
        cross join lateral (
          select count(*) filter (where d.delivered_at >= ${dayStart}) as today,
            count(*) as month
          from ${sandboxDeliveries} d
          where d.tenant_id = ${tenantId} and d.channel = ${channel}
            and d.target_id = x.target_id and d.result = 1 and d.delivered_at >= ${monthStart}
            and d.delivered_at <= ${now}
        ) c
        cross join lateral (
          select case
            when not ${reachable} then 2
            when c.today > 0 or c.month >= ${limit} then 3
            when x.target_id % 97 = 13 then 4
            else 1 end as result, c.today
        ) j
        on conflict (tenant_id, recipient_id) do nothing`);
      if (analyzesItself) await analyzeWhenGrown(db, items.length);
      const rows = await db
        .select()
        .from(sandboxDeliveries)
        .where(
          and(
            eq(sandboxDeliveries.tenantId, tenantId),
            inArray(
              sandboxDeliveries.recipientId,
              items.map((item) => item.recipientId),
            ),
          ),
        );
      return rows.map((row): DeliveryResult => ({
        recipientId: row.recipientId,
        result: row.result as DeliveryResult['result'],
        reason: row.reason,
        deliveredAt: row.deliveredAt,
      }));
    },
    async atLimit(tenantId, channel, targetIds, at) {
      if (targetIds.length === 0) return new Map();
      const limit = await monthlyLimit(tenantId, at);
      const dayStart = chinaClock(at).dayStart;
      const monthStart = chinaMonth(at).start;
      const result = await db.execute(sql`
        select d.target_id, count(*) >= ${limit} as month from ${sandboxDeliveries} d
        where d.tenant_id = ${tenantId} and d.channel = ${channel} and d.result = 1
          and d.delivered_at >= ${monthStart} and d.delivered_at <= ${at}
          and d.target_id = any(${pgArray(targetIds)}::bigint[])
        group by d.target_id
        having count(*) >= ${limit} or count(*) filter (where d.delivered_at >= ${dayStart}) > 0`);
      return new Map(
        rowsOf<{ target_id: string | number; month: boolean }>(result).map((row) => [
          Number(row.target_id),
          row.month ? `${SKIP_REASON.monthLimit}（${limit}条）` : SKIP_REASON.dayLimit,
        ]),
      );
    },
  };
}
