// issue #20: 90 days of campaigns for the demo tenant — ended, running, upcoming and a draft —
// each published one with the reaches its steps recorded (about 45 % opened), so results
// and attributed revenue come from the tenant's real orders. Idempotent: a tenant with any
// campaign is left alone. Runs after seedMaterialMarketing (audiences and goods).
import { eq, sql } from 'drizzle-orm';
import type {
  CampaignGoal,
  CampaignStep,
  CampaignType,
} from '../../../contract/marketing/marketing';
import type { Database } from '../database';
import { audiences } from '../schema/marketing-audience';
import { marketingCampaigns } from '../schema/marketing-campaign';
import { materialGoods } from '../schema/material';
import { chinaDateOf, chinaInstant } from '../../../contract/china-time';

const DAY_MS = 86_400_000;

interface Spec {
  name: string;
  type: CampaignType;
  /** Start and end as days from today (negative = past). */
  from: number;
  to: number;
  audience: number | null;
  goal: CampaignGoal;
  goalValue: number;
  budget: number;
  published: boolean;
  steps: (goodsId: number | undefined) => CampaignStep[];
}

const SPECS: Spec[] = [
  {
    name: '秋季上新会员专享',
    type: 'new_product',
    from: -85,
    to: -71,
    audience: 1,
    goal: 'revenue',
    goalValue: 20000,
    budget: 3000,
    published: true,
    steps: (goodsId) => [
      { channel: 'mass_send', day_offset: 0, content: '秋季新品已上架，会员专享9折，点击查看～' },
      { channel: 'goods_card', day_offset: 2, content: '本周主推', goods_id: goodsId },
    ],
  },
  {
    name: '国庆节日大促',
    type: 'festival',
    from: -60,
    to: -53,
    audience: null,
    goal: 'converted',
    goalValue: 40,
    budget: 8000,
    published: true,
    steps: () => [
      { channel: 'moment', day_offset: 0, content: '国庆七天乐，全场满300减50！' },
      { channel: 'sms', day_offset: 3, content: '【示例商城】国庆大促最后4天，满300减50，回T退订' },
      { channel: 'coupon', day_offset: 1, content: '', coupon_name: '满300减50券' },
    ],
  },
  {
    name: '会员日积分翻倍',
    type: 'member_day',
    from: -30,
    to: -28,
    audience: 2,
    goal: 'opened',
    goalValue: 60,
    budget: 500,
    published: true,
    steps: () => [
      {
        channel: 'mass_send',
        day_offset: 0,
        content: '本周六会员日，消费积分翻倍，到店还有小礼品～',
      },
    ],
  },
  {
    name: '双十一预售',
    type: 'promotion',
    from: -14,
    to: 5,
    audience: null,
    goal: 'revenue',
    goalValue: 50000,
    budget: 12000,
    published: true,
    steps: (goodsId) => [
      { channel: 'mass_send', day_offset: 0, content: '双十一预售开启，定金翻倍，先到先得！' },
      { channel: 'goods_card', day_offset: 5, content: '爆款预售', goods_id: goodsId },
      { channel: 'sms', day_offset: 12, content: '【示例商城】双十一尾款开始支付，别错过' },
    ],
  },
  {
    name: '老客回购抽奖',
    type: 'lottery',
    from: -6,
    to: 8,
    audience: 2,
    goal: 'converted',
    goalValue: 30,
    budget: 2000,
    published: true,
    steps: () => [
      { channel: 'mass_send', day_offset: 0, content: '老客专属：下单即可参与抽奖，100%中奖！' },
      { channel: 'coupon', day_offset: 4, content: '', coupon_name: '回购9折券' },
    ],
  },
  {
    name: '社群21天打卡',
    type: 'check_in',
    from: 6,
    to: 27,
    audience: 3,
    goal: 'reached',
    goalValue: 200,
    budget: 1500,
    published: true,
    steps: () => [{ channel: 'moment', day_offset: 0, content: '21天护肤打卡挑战开始报名啦！' }],
  },
  {
    name: '年终感恩回馈（草稿）',
    type: 'festival',
    from: 30,
    to: 40,
    audience: null,
    goal: 'revenue',
    goalValue: 30000,
    budget: 6000,
    published: false,
    steps: () => [{ channel: 'mass_send', day_offset: 0, content: '年终感恩回馈，敬请期待' }],
  },
];

const dayOf = (now: Date, days: number) => chinaDateOf(now, days);

export async function seedMarketingCampaigns(db: Database, tenantId = 'demo', now = new Date()) {
  const [existing] = await db
    .select({ id: marketingCampaigns.id })
    .from(marketingCampaigns)
    .where(eq(marketingCampaigns.tenantId, tenantId))
    .limit(1);
  if (existing) return;
  const audienceIds = (
    await db
      .select({ id: audiences.id })
      .from(audiences)
      .where(eq(audiences.tenantId, tenantId))
      .orderBy(audiences.id)
  ).map((row) => row.id);
  const [goods] = await db
    .select({ id: materialGoods.id })
    .from(materialGoods)
    .where(eq(materialGoods.tenantId, tenantId))
    .orderBy(materialGoods.id)
    .limit(1);
  for (const spec of SPECS) {
    const steps = spec.steps(goods?.id).filter((step) => step.channel !== 'goods_card' || goods);
    const audienceId = spec.audience === null ? null : (audienceIds[spec.audience - 1] ?? null);
    // A week before it starts, but never later than yesterday (a draft starting in a month
    // was written already: a created_at after now is not a fact yet).
    const created = new Date(
      Math.min(now.getTime() + (spec.from - 7) * DAY_MS, now.getTime() - DAY_MS),
    );
    const [row] = await db
      .insert(marketingCampaigns)
      .values({
        tenantId,
        name: spec.name,
        type: spec.type,
        startDate: dayOf(now, spec.from),
        endDate: dayOf(now, spec.to),
        audienceId,
        goalMetric: spec.goal,
        goalValue: spec.goalValue.toFixed(2),
        budget: spec.budget.toFixed(2),
        steps,
        published: spec.published,
        createdAt: created,
        updatedAt: created,
      })
      .returning({ id: marketingCampaigns.id });
    if (!spec.published) continue;
    for (const [index, step] of steps.entries()) {
      const reachedAt = new Date(
        chinaInstant(dayOf(now, spec.from + step.day_offset), '10:00:00').getTime(),
      );
      if (reachedAt.getTime() > now.getTime()) continue;
      const recipients =
        audienceId === null
          ? sql`select id from customers where tenant_id = ${tenantId} and id % 3 <> 0`
          : sql`select customer_id from audience_members
              where tenant_id = ${tenantId} and audience_id = ${audienceId}`;
      await db.execute(sql`insert into campaign_reaches
          (tenant_id, campaign_id, step_index, customer_id, channel, reached_at, opened_at)
        select ${tenantId}, ${row!.id}, ${index}, r.id, ${step.channel},
          ${reachedAt.toISOString()}::timestamptz,
          case when (r.id * 7 + ${index}) % 20 < 9
            then least(${now.toISOString()}::timestamptz,
              ${reachedAt.toISOString()}::timestamptz + ((r.id % 180) + 5) * interval '1 minute')
          end
        from (${recipients}) as r(id)
        on conflict do nothing`);
    }
  }
}
