// issue #17 /reach-strategy: this month's sends by channel (counts of recipient rows), the
// employees holding unconfirmed tasks, customers at the month's limit, the next scheduled
// sends. Recipient figures are the sends' task counters (reach_send_counters, equal to direct
// counts of the recipient rows: mass-send/send-counters.test.ts); nothing scans the rows.
import { sql } from 'drizzle-orm';
import type { ReachOverview } from '../../../../contract/reach/reach-strategy';
import type { Database } from '../../../db/database';
import type { MassSendPlatform } from '../../../platform/mass-send-adapter';
import { chinaClock, chinaMonth } from '../../../../contract/china-time';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const CHANNEL = { 1: 'private', 2: 'group' } as const;

export async function reachOverview(
  db: Database,
  platform: MassSendPlatform,
  tenantId: string,
  now: Date,
): Promise<ReachOverview> {
  const monthStart = chinaMonth(now).start;
  const limit = await platform.monthlyLimit(tenantId, now);
  const [month, unconfirmed, limits, scheduled] = await Promise.all([
    db.execute(sql`
      select s.channel, count(distinct s.id)::int as sends,
        coalesce(sum(c.recipients), 0)::int as recipients, coalesce(sum(c.sent), 0)::int as sent,
        coalesce(sum(c.not_friend), 0)::int as not_friend,
        coalesce(sum(c.limit_reached), 0)::int as limit_reached,
        coalesce(sum(c.failed), 0)::int as failed
      from mass_sends s
      left join reach_send_counters c on c.tenant_id = s.tenant_id and c.send_id = s.id
      where s.tenant_id = ${tenantId} and s.send_at >= ${monthStart} and s.send_at <= ${now}
        and s.status <> 4
      group by s.channel`),
    db.execute(sql`
      select t.employee_id, coalesce(e.name, '') as employee_name, count(distinct t.id)::int as tasks,
        coalesce(sum(c.recipients), 0)::int as recipients, min(s.send_at) as oldest_send_at
      from mass_send_tasks t
      join mass_sends s on s.tenant_id = t.tenant_id and s.id = t.send_id and s.status = 2
      left join employees e on e.tenant_id = t.tenant_id and e.id = t.employee_id
      left join reach_send_counters c on c.tenant_id = t.tenant_id and c.task_id = t.id
      where t.tenant_id = ${tenantId} and t.status = 0
      group by t.employee_id, e.name order by tasks desc, recipients desc limit 20`),
    db.execute(sql`
      select count(*) filter (where n >= ${limit})::int as at_limit,
        count(*) filter (where today > 0)::int as today
      from (select target_id, count(*) as n,
          count(*) filter (where delivered_at >= ${chinaClock(now).dayStart}) as today
        from sandbox_deliveries where tenant_id = ${tenantId} and channel = 1 and result = 1
          and delivered_at >= ${monthStart} group by target_id) c`),
    db.execute(sql`
      select s.id, s.channel, s.name, s.send_at,
        (select coalesce(sum(c.recipients), 0)::int from reach_send_counters c
          where c.tenant_id = s.tenant_id and c.send_id = s.id) as recipients
      from mass_sends s where s.tenant_id = ${tenantId} and s.status = 1
      order by s.send_at limit 10`),
  ]);
  const counts = rowsOf<{ at_limit: number; today: number }>(limits)[0];
  const byChannel = new Map(
    rowsOf<{ channel: 1 | 2 } & Record<string, number>>(month).map((row) => [row.channel, row]),
  );
  return {
    month: ([1, 2] as const).map((channel) => {
      const row = byChannel.get(channel);
      return {
        channel: CHANNEL[channel],
        sends: row?.sends ?? 0,
        recipients: row?.recipients ?? 0,
        sent: row?.sent ?? 0,
        not_friend: row?.not_friend ?? 0,
        limit_reached: row?.limit_reached ?? 0,
        failed: row?.failed ?? 0,
      };
    }),
    unconfirmed: rowsOf<{
      employee_id: number;
      employee_name: string;
      tasks: number;
      recipients: number;
      oldest_send_at: string | Date;
    }>(unconfirmed).map((row) => ({
      ...row,
      oldest_send_at: new Date(row.oldest_send_at).toISOString(),
    })),
    at_monthly_limit: counts?.at_limit ?? 0,
    reached_today: counts?.today ?? 0,
    monthly_limit: limit,
    scheduled: rowsOf<{
      id: number;
      channel: 1 | 2;
      name: string;
      send_at: string | Date;
      recipients: number;
    }>(scheduled).map((row) => ({
      ...row,
      channel: CHANNEL[row.channel],
      send_at: new Date(row.send_at).toISOString(),
    })),
  };
}
