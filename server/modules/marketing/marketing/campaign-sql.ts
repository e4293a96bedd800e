// issue #20 /marketing: the SQL every campaign read shares — its status from publication and
// period (China calendar day), and its results: customers reached and opened by its steps,
// and the orders of reached customers placed after their first reach and inside the period
// (cancelled orders, status 4, never count).
import { sql, type SQL } from 'drizzle-orm';
import type {
  CampaignGoal,
  CampaignRow,
  CampaignStatus,
  CampaignStep,
  CampaignType,
} from '../../../../contract/marketing/marketing';
import { iso } from '../../customer/shared/sql-rows';
import { CHINA_ZONE } from '../../../db/china-time-sql';

/** 草稿 / 已结束 (ended early or past the end) / 未开始 / 进行中 for alias `c`. */
export function statusSql(today: string): SQL {
  return sql`case when not c.published then 'draft'
    when c.ended_at is not null or c.end_date < ${today}::date then 'ended'
    when c.start_date > ${today}::date then 'pending'
    else 'running' end`;
}

/** The instant the attribution window closes: the end date's midnight, or an early end. */
const WINDOW_END = sql`least(coalesce(c.ended_at, 'infinity'::timestamptz),
  ((c.end_date + 1)::timestamp at time zone ${CHINA_ZONE}))`;

/** `select … from marketing_campaigns c` with audience name, status and results. */
export function campaignSelect(tenantId: string, today: string): SQL {
  return sql`select c.id, c.name, c.type, c.published, c.audience_id, c.goal_metric,
      c.goal_value::float8 as goal_value, c.budget::text as budget, c.steps,
      to_char(c.start_date, 'YYYY-MM-DD') as start_date,
      to_char(c.end_date, 'YYYY-MM-DD') as end_date, c.created_at,
      a.name as audience_name, ${statusSql(today)} as status,
      r.reached, r.opened, v.converted, v.revenue
    from marketing_campaigns c
    left join audiences a on a.tenant_id = c.tenant_id and a.id = c.audience_id
    cross join lateral (
      select count(distinct customer_id)::int as reached,
        (count(distinct customer_id) filter (where opened_at is not null))::int as opened
      from campaign_reaches where tenant_id = c.tenant_id and campaign_id = c.id
    ) r
    cross join lateral (
      select count(distinct f.customer_id)::int as converted,
        coalesce(sum(o.amount), 0)::numeric(14, 2)::text as revenue
      from (select customer_id, min(reached_at) as first_at from campaign_reaches
        where tenant_id = c.tenant_id and campaign_id = c.id group by customer_id) f
      join members m on m.tenant_id = c.tenant_id and m.customer_id = f.customer_id
      join shop_orders o on o.tenant_id = c.tenant_id and o.member_id = m.id
        and o.status <> 4 and o.ordered_at >= f.first_at and o.ordered_at < ${WINDOW_END}
    ) v
    where c.tenant_id = ${tenantId}`;
}

/** The attributed orders of campaign `campaignId` by China day (detail chart). */
export function dailySql(tenantId: string, campaignId: number): SQL {
  return sql`select to_char(o.ordered_at at time zone ${CHINA_ZONE}, 'YYYY-MM-DD') as day,
      count(distinct f.customer_id)::int as converted,
      sum(o.amount)::numeric(14, 2)::text as revenue
    from marketing_campaigns c
    join (select customer_id, min(reached_at) as first_at from campaign_reaches
      where tenant_id = ${tenantId} and campaign_id = ${campaignId} group by customer_id) f on true
    join members m on m.tenant_id = c.tenant_id and m.customer_id = f.customer_id
    join shop_orders o on o.tenant_id = c.tenant_id and o.member_id = m.id
      and o.status <> 4 and o.ordered_at >= f.first_at and o.ordered_at < ${WINDOW_END}
    where c.tenant_id = ${tenantId} and c.id = ${campaignId}
    group by 1 order by 1`;
}

export interface CampaignSqlRow {
  id: number;
  name: string;
  type: string;
  status: string;
  audience_id: number | null;
  audience_name: string | null;
  goal_metric: string;
  goal_value: number | string;
  budget: string;
  steps: unknown;
  start_date: string;
  end_date: string;
  created_at: string | Date;
  reached: number | string;
  opened: number | string;
  converted: number | string;
  revenue: string;
}

export function toCampaignRow(row: CampaignSqlRow): CampaignRow {
  return {
    id: Number(row.id),
    name: row.name,
    type: row.type as CampaignType,
    status: row.status as CampaignStatus,
    start_date: row.start_date,
    end_date: row.end_date,
    audience_id: row.audience_id === null ? null : Number(row.audience_id),
    audience_name: row.audience_name,
    goal_metric: row.goal_metric as CampaignGoal,
    goal_value: Number(row.goal_value),
    budget: Number(row.budget).toFixed(2),
    steps: row.steps as CampaignStep[],
    created_at: iso(row.created_at),
    reached: Number(row.reached),
    opened: Number(row.opened),
    converted: Number(row.converted),
    revenue: Number(row.revenue).toFixed(2),
  };
}
