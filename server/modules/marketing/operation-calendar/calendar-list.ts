// issue #20 /operation-plan 日历: the tenant's planned operations whose time falls on the
// range's China calendar days (Asia/Shanghai; a day is [00:00, 24:00) China time), read from the
// modules' own tables: mass sends (send_at), moments (publish_at), SOP plans (their start:
// created_at), campaigns (start date, steps due at 10:00) and journeys (next step's run, or a
// date trigger's 09:00). `movable` = not started yet and in the future.
import { sql, type SQL } from 'drizzle-orm';
import type {
  CalendarData,
  CalendarEntry,
  CalendarQuery,
  CalendarType,
} from '../../../../contract/marketing/operation-calendar';
import type { Database } from '../../../db/database';
import { CHINA_TIME_ZONE, chinaDateOf } from '../../../../contract/china-time';

const ZONE = CHINA_TIME_ZONE;
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const iso = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

/** The instant a China calendar day starts. */
export const dayStartSql = (date: string) => sql`(${date}::date)::timestamp at time zone ${ZONE}`;
/** Today's date in China. */
export const chinaDate = (instant: number) => chinaDateOf(instant);

const SEND_STATUS = `case s.status when 1 then '待发送' when 2 then '发送中'
  when 3 then '已完成' else '已取消' end`;

/** One union of every source; each row: type, id, title, owner, at, end_at, status, movable. */
function sources(tenantId: string, now: Date): SQL {
  const nowIso = now.toISOString();
  const today = chinaDate(now.getTime());
  return sql`
    select case s.channel when 1 then 'private_send' else 'group_send' end as type, s.id,
      s.name as title, s.created_by as owner_id, s.send_at as at, null::timestamptz as end_at,
      ${sql.raw(SEND_STATUS)} as status,
      (s.status = 1 and s.send_at > ${nowIso}::timestamptz) as movable, null::smallint as kind
    from mass_sends s where s.tenant_id = ${tenantId}
    union all
    select 'moment', m.id, m.name, m.created_by, m.publish_at, m.end_at,
      case when m.cancelled_at is not null then '已取消'
        when m.publish_at > ${nowIso}::timestamptz then '未开始'
        when m.end_at <= ${nowIso}::timestamptz then '已结束' else '进行中' end,
      (m.cancelled_at is null and m.publish_at > ${nowIso}::timestamptz), null
    from moment_tasks m where m.tenant_id = ${tenantId}
    union all
    select 'sop', p.id, p.name, p.created_by, p.created_at, null,
      case p.state when 1 then '运行中' else '已暂停' end, false, p.kind
    from sop_plans p where p.tenant_id = ${tenantId}
    union all
    select 'campaign', c.id, c.name, null, (c.start_date + time '10:00') at time zone ${ZONE},
      (c.end_date + 1)::timestamp at time zone ${ZONE},
      case when not c.published then '草稿'
        when c.ended_at is not null or c.end_date < ${today}::date then '已结束'
        when c.start_date > ${today}::date then '未开始' else '进行中' end,
      (not c.published or (c.ended_at is null and c.start_date > ${today}::date)), null
    from marketing_campaigns c where c.tenant_id = ${tenantId}
    union all
    select 'plan', o.id, o.name, null,
      case when o.status in (2, 3) and o.next_run_at is not null then o.next_run_at
        when o.trigger->>'kind' = 'date'
          then ((o.trigger->>'date')::date + time '09:00') at time zone ${ZONE}
        else o.started_at end,
      null,
      case o.status when 1 then '草稿' when 2 then '运行中' when 3 then '已暂停' else '已完成' end,
      (o.status = 1 and o.trigger->>'kind' = 'date'
        and ((o.trigger->>'date')::date + time '09:00') at time zone ${ZONE} > ${nowIso}::timestamptz),
      null
    from operation_plans o where o.tenant_id = ${tenantId}`;
}

interface SourceRow {
  type: CalendarType;
  id: number;
  title: string;
  owner_id: number | null;
  owner: string | null;
  at: string | Date;
  end_at: string | Date | null;
  status: string;
  movable: boolean;
  kind: number | null;
}

/** The operation's own page (campaigns have theirs in /marketing; journeys on this page). */
export function linkOf(type: CalendarType, id: number, kind: number | null): string {
  if (type === 'private_send') return `/private-chat/detail?id=${id}`;
  if (type === 'group_send') return `/group-chat/detail?id=${id}`;
  if (type === 'moment') return `/moment-dispatch/moment-detail?id=${id}`;
  if (type === 'sop')
    return kind === 2 ? `/group-sop/group-sop-data?id=${id}` : `/chat-sop/chat-sop-data?id=${id}`;
  if (type === 'campaign') return `/marketing?id=${id}`;
  return `/operation-plan?view=journeys&id=${id}`;
}

export async function listCalendar(
  db: Database,
  tenantId: string,
  query: CalendarQuery,
  now: Date,
): Promise<CalendarData> {
  const filters = [
    sql`e.at >= ${dayStartSql(query.from)}`,
    sql`e.at < ${dayStartSql(query.to)} + interval '1 day'`,
  ];
  if (query.type) filters.push(sql`e.type = ${query.type}`);
  if (query.owner_id) filters.push(sql`e.owner_id = ${query.owner_id}`);
  const rows = rowsOf<SourceRow>(
    await db.execute(sql`select e.*, u.name as owner from (${sources(tenantId, now)}) e
      left join users u on u.id = e.owner_id
      where ${sql.join(filters, sql` and `)}
      order by e.at, e.type, e.id limit 2000`),
  );
  const owners = rowsOf<{ id: number; name: string }>(
    await db.execute(sql`select u.id, u.name from users u where u.id in (
        select created_by from mass_sends where tenant_id = ${tenantId}
        union select created_by from moment_tasks where tenant_id = ${tenantId}
        union select created_by from sop_plans where tenant_id = ${tenantId})
      order by u.name, u.id`),
  );
  const entries = rows.map((row): CalendarEntry => ({
    key: `${row.type}:${row.id}`,
    type: row.type,
    id: Number(row.id),
    title: row.title,
    owner_id: row.owner_id === null ? null : Number(row.owner_id),
    owner: row.owner,
    at: iso(row.at).toISOString(),
    end_at: row.end_at === null ? null : iso(row.end_at).toISOString(),
    status: row.status,
    movable: Boolean(row.movable),
    link: linkOf(row.type, Number(row.id), row.kind === null ? null : Number(row.kind)),
  }));
  return { entries, owners: owners.map((owner) => ({ id: Number(owner.id), name: owner.name })) };
}
