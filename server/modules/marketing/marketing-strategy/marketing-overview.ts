// issue #20 /marketing-strategy: the hub's figures, each a direct read of the area's tables
// for the verified token's tenant — campaigns through the same select as /marketing (status,
// results), plans, audiences — and the alerts an operator acts on.
import { sql } from 'drizzle-orm';
import type { CampaignRow } from '../../../../contract/marketing/marketing';
import type { MarketingOverview } from '../../../../contract/marketing/marketing-strategy';
import type { Database } from '../../../db/database';
import { iso, rowsOf } from '../../customer/shared/sql-rows';
import { campaignSelect, toCampaignRow, type CampaignSqlRow } from '../marketing/campaign-sql';
import { chinaDayStart, chinaToday } from '../../../../contract/china-time';

const DAY_MS = 86_400_000;
const dayOf = (now: number, days: number) => chinaToday(now + days * DAY_MS);

/** A running campaign is behind when its goal progress trails the share of its period gone. */
function behindGoal(row: CampaignRow, today: string): boolean {
  const total = Date.parse(row.end_date) - Date.parse(row.start_date) + DAY_MS;
  const gone = Date.parse(today) - Date.parse(row.start_date) + DAY_MS;
  const actual = row.goal_metric === 'revenue' ? Number(row.revenue) : row[row.goal_metric];
  return actual / row.goal_value < (gone / total) * 0.5;
}

export async function marketingOverview(
  db: Database,
  tenantId: string,
  now: number,
): Promise<MarketingOverview> {
  const today = chinaToday(now);
  const campaigns = rowsOf<CampaignSqlRow>(await db.execute(campaignSelect(tenantId, today))).map(
    toCampaignRow,
  );
  const count = (status: CampaignRow['status']) =>
    campaigns.filter((row) => row.status === status).length;
  const from90 = dayOf(now, -90);
  const recent = campaigns.filter((row) => row.status !== 'draft' && row.end_date >= from90);
  const sum = (pick: (row: CampaignRow) => number) => recent.reduce((n, row) => n + pick(row), 0);
  const plans = rowsOf<{ status: number; n: number; entered: number }>(
    await db.execute(sql`select p.status, count(*)::int as n,
        coalesce(sum((select count(*) from operation_plan_events e where e.tenant_id = p.tenant_id
          and e.plan_id = p.id and e.step_index = -1)), 0)::int as entered
      from operation_plans p where p.tenant_id = ${tenantId} group by p.status`),
  );
  const planCount = (status: number) =>
    Number(plans.find((row) => Number(row.status) === status)?.n ?? 0);
  const audiences = rowsOf<{ name: string; status: number; size: number }>(
    await db.execute(sql`select name, status, size from audiences where tenant_id = ${tenantId}`),
  );
  const [distinct] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(distinct customer_id)::int as n from audience_members
      where tenant_id = ${tenantId}`),
  );
  const paused = rowsOf<{ name: string }>(
    await db.execute(sql`select name from operation_plans where tenant_id = ${tenantId}
      and status = 3 order by id`),
  );
  const upcomingPlans = rowsOf<{ id: number; name: string; at: string | Date }>(
    await db.execute(sql`select id, name, next_run_at as at from operation_plans
      where tenant_id = ${tenantId} and status = 2 and next_run_at is not null
      order by next_run_at limit 5`),
  );
  const soon = dayOf(now, 7);
  const alertOf = (kind: MarketingOverview['alerts'][number]['kind'], names: string[]) => ({
    kind,
    count: names.length,
    names: names.slice(0, 5),
  });
  return {
    campaigns: {
      draft: count('draft'),
      pending: count('pending'),
      running: count('running'),
      ended: count('ended'),
    },
    reached_90d: sum((row) => row.reached),
    converted_90d: sum((row) => row.converted),
    revenue_90d: sum((row) => Number(row.revenue)).toFixed(2),
    budget_90d: sum((row) => Number(row.budget)).toFixed(2),
    plans: {
      draft: planCount(1),
      running: planCount(2),
      paused: planCount(3),
      finished: planCount(4),
    },
    plan_entered: plans.reduce((n, row) => n + Number(row.entered), 0),
    audiences: audiences.length,
    audience_customers: Number(distinct?.n ?? 0),
    alerts: [
      alertOf(
        'behind_goal',
        campaigns
          .filter((row) => row.status === 'running' && behindGoal(row, today))
          .map((row) => row.name),
      ),
      alertOf(
        'starting_soon_draft',
        campaigns
          .filter(
            (row) => row.status === 'draft' && row.start_date <= soon && row.end_date >= today,
          )
          .map((row) => row.name),
      ),
      alertOf(
        'plan_paused',
        paused.map((row) => row.name),
      ),
      alertOf(
        'audience_failed',
        audiences.filter((row) => Number(row.status) === 4).map((row) => row.name),
      ),
      alertOf(
        'audience_empty',
        audiences
          .filter((row) => Number(row.status) === 3 && Number(row.size) === 0)
          .map((row) => row.name),
      ),
    ],
    top_campaigns: [...recent]
      .sort((a, b) => Number(b.revenue) - Number(a.revenue))
      .slice(0, 5)
      .map(({ id, name, status, reached, converted, revenue }) => ({
        id,
        name,
        status,
        reached,
        converted,
        revenue,
      })),
    upcoming: [
      ...campaigns
        .filter((row) => row.status === 'pending')
        .map((row) => ({
          kind: 'campaign' as const,
          id: row.id,
          name: row.name,
          at: chinaDayStart(row.start_date).toISOString(),
        })),
      ...upcomingPlans.map((row) => ({
        kind: 'plan' as const,
        id: Number(row.id),
        name: row.name,
        at: iso(row.at),
      })),
    ]
      .sort((a, b) => a.at.localeCompare(b.at))
      .slice(0, 8),
  };
}
