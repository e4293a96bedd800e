// issue #20 /marketing 营销活动: campaigns of the verified token's tenant — list with status and
// results, detail, save (draft or publish; referenced audience and goods checked to be the
// tenant's), end early, delete. Only a 草稿 or 未开始 campaign can be edited; a 进行中 one
// must be ended before it is deleted.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ListData } from '../../../../contract/envelope';
import type {
  CampaignBody,
  CampaignDetail,
  CampaignListQuery,
  CampaignOptions,
  CampaignRow,
} from '../../../../contract/marketing/marketing';
import type { Database } from '../../../db/database';
import { audiences } from '../../../db/schema/marketing-audience';
import { campaignReaches, marketingCampaigns } from '../../../db/schema/marketing-campaign';
import { materialGoods } from '../../../db/schema/material';
import { BusinessError, HttpError } from '../../../http/http-errors';
import { rowsOf } from '../../customer/shared/sql-rows';
import { campaignSelect, dailySql, toCampaignRow, type CampaignSqlRow } from './campaign-sql';
import { chinaToday } from '../../../../contract/china-time';
import { containsPattern, offsetOf } from '../../../db/list-query';

export const CAMPAIGN_LOCKED = 122101;
export const CAMPAIGN_RUNNING = 122102;
export const CAMPAIGN_DRAFT = 122103;

export async function listCampaigns(
  db: Database,
  tenantId: string,
  query: CampaignListQuery,
  now: number,
): Promise<ListData<CampaignRow>> {
  const filters = [sql`true`];
  if (query.name) filters.push(sql`name ilike ${containsPattern(query.name)}`);
  if (query.status) filters.push(sql`status = ${query.status}`);
  if (query.type) filters.push(sql`type = ${query.type}`);
  const where = sql.join(filters, sql` and `);
  const base = sql`(${campaignSelect(tenantId, chinaToday(now))}) x where ${where}`;
  const [count] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from ${base}`),
  );
  const rows = rowsOf<CampaignSqlRow>(
    await db.execute(sql`select * from ${base} order by start_date desc, id desc
      limit ${query.page_size} offset ${offsetOf(query)}`),
  );
  return {
    list: rows.map(toCampaignRow),
    total: Number(count?.n ?? 0),
    page: query.page,
    page_size: query.page_size,
  };
}

export async function findCampaign(
  db: Database,
  tenantId: string,
  id: number,
  now: number,
): Promise<CampaignRow> {
  const [row] = rowsOf<CampaignSqlRow>(
    await db.execute(sql`${campaignSelect(tenantId, chinaToday(now))} and c.id = ${id}`),
  );
  if (!row) throw new HttpError(404, '活动不存在或已被删除');
  return toCampaignRow(row);
}

export async function campaignDetail(
  db: Database,
  tenantId: string,
  id: number,
  now: number,
): Promise<CampaignDetail> {
  const row = await findCampaign(db, tenantId, id, now);
  const steps = rowsOf<{ step_index: number; reached: number; opened: number }>(
    await db.execute(sql`select step_index, count(*)::int as reached,
        (count(*) filter (where opened_at is not null))::int as opened
      from campaign_reaches where tenant_id = ${tenantId} and campaign_id = ${id}
      group by step_index`),
  );
  const daily = rowsOf<{ day: string; converted: number; revenue: string }>(
    await db.execute(dailySql(tenantId, id)),
  );
  return {
    ...row,
    step_results: row.steps.map((step, index) => {
      const found = steps.find((each) => Number(each.step_index) === index);
      return {
        index,
        channel: step.channel,
        reached: Number(found?.reached ?? 0),
        opened: Number(found?.opened ?? 0),
      };
    }),
    daily: daily.map((each) => ({
      day: each.day,
      converted: Number(each.converted),
      revenue: Number(each.revenue).toFixed(2),
    })),
  };
}

/** Body ids must be the tenant's: an audience or goods of another tenant is a 404. */
async function checkReferences(db: Database, tenantId: string, body: CampaignBody) {
  if (body.audience_id !== null) {
    const [own] = await db
      .select({ id: audiences.id })
      .from(audiences)
      .where(and(eq(audiences.tenantId, tenantId), eq(audiences.id, body.audience_id)));
    if (!own) throw new HttpError(404, '目标人群不存在或已被删除');
  }
  const goodsIds = [...new Set(body.steps.flatMap((step) => step.goods_id ?? []))];
  if (goodsIds.length > 0) {
    const own = await db
      .select({ id: materialGoods.id })
      .from(materialGoods)
      .where(and(eq(materialGoods.tenantId, tenantId), inArray(materialGoods.id, goodsIds)));
    if (own.length !== goodsIds.length) throw new HttpError(404, '所选商品不存在或已被删除');
  }
}

/** Saves a campaign; answers its id and, when published, the version its step jobs carry. */
export async function saveCampaign(
  db: Database,
  tenantId: string,
  body: CampaignBody,
  now: number,
): Promise<{ id: number; version: number | null }> {
  if (body.id !== undefined) {
    const current = await findCampaign(db, tenantId, body.id, now);
    if (current.status === 'running' || current.status === 'ended')
      throw new BusinessError(CAMPAIGN_LOCKED, '进行中或已结束的活动不能编辑');
  }
  await checkReferences(db, tenantId, body);
  if (body.publish && body.end_date < chinaToday(now))
    throw new BusinessError(CAMPAIGN_LOCKED, '结束日期已过，不能发布');
  const updatedAt = new Date(now);
  const values = {
    name: body.name,
    type: body.type,
    startDate: body.start_date,
    endDate: body.end_date,
    audienceId: body.audience_id,
    goalMetric: body.goal_metric,
    goalValue: body.goal_value.toFixed(2),
    budget: body.budget.toFixed(2),
    steps: [...body.steps],
    published: body.publish,
    updatedAt,
  };
  let id = body.id;
  if (id === undefined) {
    const [created] = await db
      .insert(marketingCampaigns)
      .values({ tenantId, ...values, createdAt: updatedAt })
      .returning({ id: marketingCampaigns.id });
    id = created!.id;
  } else {
    await db
      .update(marketingCampaigns)
      .set(values)
      .where(and(eq(marketingCampaigns.tenantId, tenantId), eq(marketingCampaigns.id, id)));
  }
  return { id, version: body.publish ? updatedAt.getTime() : null };
}

export async function endCampaign(db: Database, tenantId: string, id: number, now: number) {
  const current = await findCampaign(db, tenantId, id, now);
  if (current.status === 'draft') throw new BusinessError(CAMPAIGN_DRAFT, '草稿无需结束');
  if (current.status === 'ended') throw new BusinessError(CAMPAIGN_LOCKED, '活动已结束');
  await db
    .update(marketingCampaigns)
    .set({ endedAt: new Date(now), updatedAt: new Date(now) })
    .where(and(eq(marketingCampaigns.tenantId, tenantId), eq(marketingCampaigns.id, id)));
  return null;
}

export async function deleteCampaign(db: Database, tenantId: string, id: number, now: number) {
  const current = await findCampaign(db, tenantId, id, now);
  if (current.status === 'running')
    throw new BusinessError(CAMPAIGN_RUNNING, '进行中的活动请先结束再删除');
  await db.transaction(async (tx) => {
    await tx
      .delete(campaignReaches)
      .where(and(eq(campaignReaches.tenantId, tenantId), eq(campaignReaches.campaignId, id)));
    await tx
      .delete(marketingCampaigns)
      .where(and(eq(marketingCampaigns.tenantId, tenantId), eq(marketingCampaigns.id, id)));
  });
  return null;
}

export async function campaignOptions(db: Database, tenantId: string): Promise<CampaignOptions> {
  const audienceRows = await db
    .select({ id: audiences.id, name: audiences.name, size: audiences.size })
    .from(audiences)
    .where(eq(audiences.tenantId, tenantId))
    .orderBy(audiences.id);
  const goods = await db
    .select({ id: materialGoods.id, name: materialGoods.name, price: materialGoods.price })
    .from(materialGoods)
    .where(and(eq(materialGoods.tenantId, tenantId), eq(materialGoods.status, 1)))
    .orderBy(materialGoods.id);
  return { audiences: audienceRows, goods };
}
