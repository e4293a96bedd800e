// issue #20 /marketing export through the export center (docs/architecture.md "Exports"): the
// list's own query schema and filters, the same select as the list (status, results), newest
// first in keyset batches.
import { sql } from 'drizzle-orm';
import {
  campaignListQuery,
  type CampaignListQuery,
  type CampaignRow,
} from '../../../../contract/marketing/marketing';
import type { Database } from '../../../db/database';
import { rowsOf } from '../../customer/shared/sql-rows';
import type { ExportSource } from '../../setting/export-log/export-sources';
import { parseExportFilters } from '../../setting/export-log/paged-export-source';
import { campaignSelect, toCampaignRow, type CampaignSqlRow } from './campaign-sql';
import { chinaToday } from '../../../../contract/china-time';
import { containsPattern } from '../../../db/list-query';

const TYPES: Record<CampaignRow['type'], string> = {
  promotion: '促销活动',
  new_product: '新品上市',
  festival: '节日营销',
  member_day: '会员日',
  lottery: '抽奖活动',
  check_in: '群打卡',
};
const STATUSES = { draft: '草稿', pending: '未开始', running: '进行中', ended: '已结束' };
const CHANNELS = {
  mass_send: '客户群发',
  moment: '朋友圈',
  sms: '短信',
  coupon: '优惠券',
  goods_card: '商品卡片',
};
const GOALS = {
  reached: '触达人数',
  opened: '打开人数',
  converted: '转化人数',
  revenue: '归因收入',
};

function filtered(tenantId: string, query: CampaignListQuery, asOf: Date) {
  const filters = [sql`true`];
  if (query.name) filters.push(sql`name ilike ${containsPattern(query.name)}`);
  if (query.status) filters.push(sql`status = ${query.status}`);
  if (query.type) filters.push(sql`type = ${query.type}`);
  return {
    base: campaignSelect(tenantId, chinaToday(asOf.getTime())),
    where: sql.join(filters, sql` and `),
  };
}

async function rows(
  db: Database,
  tenantId: string,
  query: CampaignListQuery,
  after: number,
  size: number,
  asOf: Date,
) {
  const { base, where } = filtered(tenantId, query, asOf);
  return rowsOf<CampaignSqlRow>(
    await db.execute(sql`select * from (${base}) x where ${where} and id < ${after}
      order by id desc limit ${size}`),
  ).map(toCampaignRow);
}

export const campaignExportSource: ExportSource<CampaignListQuery> = {
  parseFilters: (filters) => parseExportFilters(campaignListQuery, filters),
  async summarize(_db, _tenantId, query) {
    const parts: string[] = [];
    if (query.name) parts.push(`活动名称含“${query.name}”`);
    if (query.status) parts.push(`状态：${STATUSES[query.status]}`);
    if (query.type) parts.push(`类型：${TYPES[query.type]}`);
    return parts.length ? parts.join('；') : '全部活动';
  },
  async count(db, tenantId, query, asOf = new Date()) {
    const { base, where } = filtered(tenantId, query, asOf);
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from (${base}) x where ${where}`),
    );
    return Number(row?.n ?? 0);
  },
  async *batches(db, tenantId, query, batchSize, asOf = new Date()) {
    let cursor = 2_147_483_647;
    for (;;) {
      const batch = await rows(db, tenantId, query, cursor, batchSize, asOf);
      if (batch.length === 0) return;
      cursor = batch[batch.length - 1]!.id;
      yield batch.map((row) => ({
        name: row.name,
        type: TYPES[row.type],
        status: STATUSES[row.status],
        period: `${row.start_date} 至 ${row.end_date}`,
        audience: row.audience_name ?? '全部客户',
        channels: [...new Set(row.steps.map((step) => CHANNELS[step.channel]))].join('、'),
        budget: row.budget,
        goal: `${GOALS[row.goal_metric]} ${row.goal_value}`,
        reached: row.reached,
        opened: row.opened,
        converted: row.converted,
        revenue: row.revenue,
      }));
    }
  },
};
