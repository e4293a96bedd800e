// /order-points 兑换记录 through the export center (docs/architecture.md "Exports"): the
// tab's filters parsed by the list's own schema, newest first, in pages of the list query.
import { MAX_PAGE_SIZE } from '../../../../contract/envelope';
import { ORDER_STATUS_TITLES, platformName } from '../../../../contract/marketing/order-points';
import { pointsConvertListSchema } from '../../../../contract/marketing/order-points/member-queries';
import type { PointsConvertQuery } from '../../../../contract/marketing/order-points/member-queries';
import { chinaDateTimeText } from '../../../../contract/china-time';
import { pagedExportSource } from '../../setting/export-log/paged-export-source';
import { pointsConvertList } from './points-queries';

function summarize(query: PointsConvertQuery): string {
  const parts: string[] = [];
  if (query.order_no) parts.push(`订单号：${query.order_no}`);
  if (query.platform_type !== undefined) parts.push(`平台：${platformName(query.platform_type)}`);
  if (query.order_status !== undefined) {
    parts.push(`订单状态：${ORDER_STATUS_TITLES[query.order_status]}`);
  }
  if (query.keyword) parts.push(`会员含“${query.keyword}”`);
  if (query.start_time || query.end_time) {
    parts.push(`兑换时间：${query.start_time ?? ''} 至 ${query.end_time ?? ''}`);
  }
  return parts.length ? parts.join('；') : '全部';
}

export const conversionsExportSource = pagedExportSource({
  schema: pointsConvertListSchema,
  summarize: async (_db, _tenantId, query) => summarize(query),
  list: (db, tenantId, query, page, _asOf, scope) =>
    pointsConvertList(db, tenantId, { ...query, ...page }, scope),
  toRow: (row) => ({
    order_no: row.order_no,
    platform: platformName(row.platform_type),
    amount: row.amount,
    order_status: ORDER_STATUS_TITLES[row.order_status],
    points: row.points,
    reversed_points: row.reversed_points,
    member: row.member_name,
    external_user_id: row.external_user_id,
    converted_at: chinaDateTimeText(row.converted_at),
  }),
  maxPageSize: MAX_PAGE_SIZE,
});
